import {
  cloneElement,
  type FocusEvent,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
  useRef,
} from 'react';
import {
  type AriaTooltipProps,
  mergeProps,
  Overlay,
  type Placement,
  useOverlayPosition,
  useTooltip,
  useTooltipTrigger,
} from 'react-aria';
import { type TooltipTriggerState, useTooltipTriggerState } from 'react-stately';
import { TooltipBox, TriggerWrap } from './Tooltip.styles.ts';

export interface TooltipProps {
  /** The hint text. */
  content: ReactNode;
  /** One focusable element (a button or link) that accepts `aria-describedby`. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. */
  delay?: number;
  closeDelay?: number;
  placement?: Placement;
  isDisabled?: boolean;
}

/** A hint shown on hover or keyboard focus of its trigger, linked with aria-describedby; Esc hides it. */
export function Tooltip({
  content,
  children,
  delay = 600,
  closeDelay = 0,
  placement = 'top',
  isDisabled,
}: TooltipProps) {
  const state = useTooltipTriggerState({ delay, closeDelay, isDisabled });
  const triggerRef = useRef<HTMLSpanElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ delay, closeDelay, isDisabled }, state, triggerRef);
  const { 'aria-describedby': describedBy, onFocus: _onFocus, onBlur: _onBlur, ...wrapperProps } = triggerProps;
  // The wrapper sees focus of the child through bubbling; only keyboard focus (:focus-visible) opens the tooltip.
  const focusProps = {
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (!isDisabled && event.target instanceof Element && event.target.matches(':focus-visible')) state.open(true);
    },
    onBlur: () => state.close(true),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && state.isOpen) state.close(true);
    },
  };
  return (
    <>
      <TriggerWrap {...mergeProps(wrapperProps, focusProps)} ref={triggerRef}>
        {isValidElement(children) ? cloneElement(children, { 'aria-describedby': describedBy }) : children}
      </TriggerWrap>
      {state.isOpen && (
        <TooltipBubble state={state} triggerRef={triggerRef} placement={placement} {...tooltipProps}>
          {content}
        </TooltipBubble>
      )}
    </>
  );
}

function TooltipBubble({
  state,
  triggerRef,
  placement,
  children,
  ...props
}: AriaTooltipProps & {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  placement: Placement;
  children: ReactNode;
}) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const { tooltipProps } = useTooltip(props, state);
  const { overlayProps } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement,
    offset: 6,
    isOpen: state.isOpen,
  });
  return (
    <Overlay>
      <TooltipBox {...mergeProps(tooltipProps, overlayProps)} ref={overlayRef}>
        {children}
      </TooltipBox>
    </Overlay>
  );
}
