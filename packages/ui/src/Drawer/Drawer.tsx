import { type ReactNode, useRef } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import { type OverlayTriggerState, useOverlayTriggerState } from 'react-stately';
import { DialogContent } from '../Modal/DialogContent.tsx';
import { DrawerPanel, DrawerUnderlay } from './Drawer.styles.ts';

export interface DrawerProps {
  isOpen: boolean;
  /** Called on Esc, the ✕ button and a press on the dimmed page. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** CSS width of the panel; 28rem by default. */
  width?: string;
  /** Close on a press outside the panel (true by default). */
  isDismissable?: boolean;
}

/** A side panel sliding over the page from the right (e.g. upload metadata); focus-trapped, Esc closes. */
export function Drawer({ isOpen, onClose, ...props }: DrawerProps) {
  const state = useOverlayTriggerState({
    isOpen,
    onOpenChange: (open) => {
      if (!open) onClose();
    },
  });
  if (!state.isOpen) return null;
  return (
    <Overlay>
      <DrawerOverlay state={state} onClose={onClose} {...props} />
    </Overlay>
  );
}

function DrawerOverlay({
  state,
  onClose,
  title,
  children,
  footer,
  width = '28rem',
  isDismissable = true,
}: Omit<DrawerProps, 'isOpen'> & { state: OverlayTriggerState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable }, state, ref);
  return (
    <DrawerUnderlay {...underlayProps}>
      <DrawerPanel {...modalProps} ref={ref} $width={width} data-testid="drawer-panel">
        <DialogContent title={title} footer={footer} onClose={onClose}>
          {children}
        </DialogContent>
      </DrawerPanel>
    </DrawerUnderlay>
  );
}
