import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import { type OverlayTriggerState, useOverlayTriggerState } from 'react-stately';
import { DialogContent } from './DialogContent.tsx';
import { ModalPanel, type ModalSize, Underlay } from './Modal.styles.ts';

export interface ModalProps {
  isOpen: boolean;
  /** Called on Esc, the ✕ button and (when dismissable) a press outside. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Close on a press outside the panel. */
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  /** Hide the ✕ button in the header. */
  hideCloseButton?: boolean;
  role?: 'dialog' | 'alertdialog';
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

/** A centred modal dialog: focus is moved in, contained and restored; Esc closes; the page behind is inert. */
export function Modal({ isOpen, onClose, ...props }: ModalProps) {
  const state = useOverlayTriggerState({
    isOpen,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  if (!state.isOpen) return null;
  return (
    <Overlay>
      <ModalOverlay state={state} onClose={onClose} {...props} />
    </Overlay>
  );
}

function ModalOverlay({
  state,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  hideCloseButton = false,
  role,
  onKeyDown,
}: Omit<ModalProps, 'isOpen'> & { state: OverlayTriggerState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable, isKeyboardDismissDisabled }, state, ref);
  return (
    <Underlay {...underlayProps}>
      <ModalPanel {...modalProps} ref={ref} $size={size}>
        <DialogContent
          title={title}
          footer={footer}
          role={role}
          onClose={hideCloseButton ? undefined : onClose}
          onKeyDown={onKeyDown}
        >
          {children}
        </DialogContent>
      </ModalPanel>
    </Underlay>
  );
}
