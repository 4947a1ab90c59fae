import { toasts } from '@reelbase/ui';
import type { ToastMessage } from '../http/errors.ts';

/** Shows a toast in the console's toast region (5000 ms, bottom-centre). */
export function notify({ kind, text }: ToastMessage) {
  toasts[kind](text);
}
