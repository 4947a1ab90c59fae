import type { KeyboardEvent, ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';
import { Message } from './ConfirmModal.styles.ts';

export interface ConfirmModalProps {
  isOpen: boolean;
  title?: ReactNode;
  /** The question, e.g. "The selected user will be deleted. Would you like to confirm?". */
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (the default), `primary` otherwise. */
  variant?: 'danger' | 'primary';
  /** Shows the confirm button busy and ignores further confirmations. */
  isConfirming?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A confirmation dialog (role alertdialog): Esc cancels, Enter confirms, as the spec's modal keys say. */
export function ConfirmModal({
  isOpen,
  title = 'Please confirm',
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'danger',
  isConfirming = false,
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // A focused button handles its own Enter (so Enter on Cancel cancels).
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (event.target instanceof HTMLButtonElement) return;
    event.preventDefault();
    if (!isConfirming) onConfirm();
  };
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      hideCloseButton
      isKeyboardDismissDisabled={isConfirming}
      onKeyDown={onKeyDown}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel} isDisabled={isConfirming}>
            {cancelLabel}
          </Button>
          <Button variant={variant} onPress={onConfirm} isLoading={isConfirming}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Message>{message}</Message>
    </Modal>
  );
}
