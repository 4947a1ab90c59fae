import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { useDialog } from 'react-aria';
import { IconButton } from '../IconButton/IconButton.tsx';
import { DialogBody, DialogBox, DialogFooter, DialogHeader, DialogTitle } from './Modal.styles.ts';

export interface DialogContentProps {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  /** Shows the ✕ button in the header; it calls `onClose`. */
  onClose?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  /** The dialog's id, e.g. for a trigger's `aria-controls`. */
  id?: string;
}

const closeIcon = (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.75" />
  </svg>
);

/** The inside of a dialog (title, scrollable body, footer), shared by Modal, ConfirmModal, StepsModal and Drawer. */
export function DialogContent({
  title,
  children,
  footer,
  role = 'dialog',
  onClose,
  onKeyDown,
  id,
}: DialogContentProps) {
  const ref = useRef<HTMLElement>(null);
  const { dialogProps, titleProps } = useDialog({ role, id }, ref);
  return (
    <DialogBox {...dialogProps} ref={ref} onKeyDown={onKeyDown}>
      <DialogHeader>
        <DialogTitle {...titleProps}>{title}</DialogTitle>
        {onClose && <IconButton label="Close" icon={closeIcon} size="sm" onPress={onClose} />}
      </DialogHeader>
      <DialogBody>{children}</DialogBody>
      {footer && <DialogFooter>{footer}</DialogFooter>}
    </DialogBox>
  );
}
