import type { CSSProperties, ReactNode, Ref, RefObject } from 'react';
import { type AriaPopoverProps, DismissButton, Overlay, useObjectRef, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import { PopoverBox, Underlay } from './Popover.styles.ts';

export interface PopoverProps extends Omit<AriaPopoverProps, 'popoverRef' | 'triggerRef'> {
  state: OverlayTriggerState;
  triggerRef: RefObject<Element | null>;
  children: ReactNode;
  /** Makes the popover at least as wide as its trigger. */
  matchTriggerWidth?: boolean;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

/** A positioned overlay anchored to a trigger (select lists, menus, pickers); closes on Esc and outside press. */
export function Popover({
  state,
  triggerRef,
  children,
  matchTriggerWidth = false,
  offset = 4,
  placement = 'bottom start',
  style,
  ref,
  ...props
}: PopoverProps) {
  const popoverRef = useObjectRef(ref);
  const { popoverProps, underlayProps } = usePopover({ ...props, offset, placement, popoverRef, triggerRef }, state);
  const width = matchTriggerWidth ? (triggerRef.current as HTMLElement | null)?.offsetWidth : undefined;
  return (
    <Overlay>
      {!props.isNonModal && <Underlay {...underlayProps} />}
      <PopoverBox {...popoverProps} ref={popoverRef} style={{ ...popoverProps.style, minWidth: width, ...style }}>
        {!props.isNonModal && <DismissButton onDismiss={state.close} />}
        {children}
        <DismissButton onDismiss={state.close} />
      </PopoverBox>
    </Overlay>
  );
}
