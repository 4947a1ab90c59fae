import { useRef } from 'react';
import {
  type AriaButtonProps,
  mergeProps,
  useButton,
  useFocusRing,
  useToast,
  useToastRegion,
  VisuallyHidden,
} from 'react-aria';
import { createPortal } from 'react-dom';
import { type QueuedToast, type ToastQueue, type ToastState, useToastQueue } from 'react-stately';
import { StyledIconButton } from '../IconButton/IconButton.styles.ts';
import { KindIcon, RegionBox, ToastBox, ToastContentBox } from './Toast.styles.ts';
import { type ToastContent, type ToastKind, toastQueue } from './toasts.ts';

export interface ToastRegionProps {
  /** The queue to show; the shared `toastQueue` (fed by `toasts.*`) by default. */
  queue?: ToastQueue<ToastContent>;
  /** The landmark's name. */
  label?: string;
}

const icons: Record<ToastKind, string> = { success: '✓', warning: '!', error: '✕', info: 'i' };
const kindNames: Record<ToastKind, string> = { success: 'Success', warning: 'Warning', error: 'Error', info: 'Info' };

/**
 * Renders the toast queue bottom-centre, newest nearest the edge, as a labelled live region.
 * Timers pause while the pointer or focus is inside the region; each toast has a dismiss button.
 */
export function ToastRegion({ queue = toastQueue, label = 'Notifications' }: ToastRegionProps) {
  const state = useToastQueue(queue);
  if (state.visibleToasts.length === 0 || typeof document === 'undefined') return null;
  return createPortal(<Region state={state} label={label} />, document.body);
}

function Region({ state, label }: { state: ToastState<ToastContent>; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const { regionProps } = useToastRegion({ 'aria-label': label }, state, ref);
  return (
    <RegionBox {...regionProps} ref={ref}>
      {state.visibleToasts.map((toast) => (
        <Toast key={toast.key} toast={toast} state={state} />
      ))}
    </RegionBox>
  );
}

function Toast({ toast, state }: { toast: QueuedToast<ToastContent>; state: ToastState<ToastContent> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { toastProps, contentProps, titleProps, closeButtonProps } = useToast({ toast }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { kind, text } = toast.content;
  return (
    <ToastBox
      {...mergeProps(toastProps, focusProps)}
      ref={ref}
      $kind={kind}
      data-kind={kind}
      data-focus-visible={isFocusVisible || undefined}
    >
      <KindIcon $kind={kind} aria-hidden="true">
        {icons[kind]}
      </KindIcon>
      <ToastContentBox {...contentProps}>
        <div {...titleProps}>
          <VisuallyHidden>{kindNames[kind]}: </VisuallyHidden>
          {text}
        </div>
      </ToastContentBox>
      <DismissButton {...closeButtonProps} />
    </ToastBox>
  );
}

function DismissButton(props: AriaButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton({ ...props, 'aria-label': 'Dismiss' }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <StyledIconButton
      {...mergeProps(buttonProps, focusProps)}
      ref={ref}
      $variant="ghost"
      $size="sm"
      $fullWidth={false}
      data-focus-visible={isFocusVisible || undefined}
    >
      <span aria-hidden="true">✕</span>
    </StyledIconButton>
  );
}
