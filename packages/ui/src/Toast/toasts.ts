import { TOAST_DURATION_MS } from '@reelbase/contract';
import { ToastQueue } from 'react-stately';

export type ToastKind = 'success' | 'warning' | 'error' | 'info';

/** What a toast shows. */
export interface ToastContent {
  kind: ToastKind;
  text: string;
}

export interface ShowToastOptions {
  /** Milliseconds before the toast closes itself; the spec's 5000 by default, 0 keeps it open. */
  duration?: number;
  onClose?: () => void;
}

/** The console's one toast queue; `ToastRegion` renders it. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 5 });

function show(kind: ToastKind, text: string, { duration = TOAST_DURATION_MS, onClose }: ShowToastOptions = {}) {
  return toastQueue.add({ kind, text }, { timeout: duration > 0 ? duration : undefined, onClose });
}

/**
 * Shows toasts from anywhere (no hook or context needed): `toasts.success('Company saved')`.
 * Each call returns the toast's key, for `toasts.close(key)`.
 */
export const toasts = {
  success: (text: string, options?: ShowToastOptions) => show('success', text, options),
  warning: (text: string, options?: ShowToastOptions) => show('warning', text, options),
  error: (text: string, options?: ShowToastOptions) => show('error', text, options),
  info: (text: string, options?: ShowToastOptions) => show('info', text, options),
  close: (key: string) => toastQueue.close(key),
  clear: () => toastQueue.clear(),
};
