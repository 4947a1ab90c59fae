import { type ReactNode, useRef } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import { type OverlayTriggerState, useOverlayTriggerState } from 'react-stately';
import { DialogContent } from '../Modal/DialogContent.tsx';
import { DrawerPanel, type DrawerPlacement, DrawerUnderlay } from './Drawer.styles.ts';

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
  /** The side it slides from: `end` (the right, by default) or `start` (the left, e.g. a navigation menu). */
  placement?: DrawerPlacement;
  /** The id of the dialog, for a trigger's `aria-controls`. */
  id?: string;
}

/** A side panel over the page from the right (e.g. upload metadata) or the left (a menu); focus-trapped, Esc closes. */
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
  placement = 'end',
  id,
}: Omit<DrawerProps, 'isOpen'> & { state: OverlayTriggerState }) {
  const ref = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable }, state, ref);
  return (
    <DrawerUnderlay {...underlayProps}>
      <DrawerPanel {...modalProps} ref={ref} $width={width} $placement={placement} data-testid="drawer-panel">
        <DialogContent id={id} title={title} footer={footer} onClose={onClose}>
          {children}
        </DialogContent>
      </DrawerPanel>
    </DrawerUnderlay>
  );
}
