import { useRef } from 'react';
import { type AriaButtonProps, useButton } from 'react-aria';
import { NavButton as StyledNavButton } from './Calendar.styles.ts';

/** Previous / next month button of a calendar. */
export function NavButton({ direction, ...props }: AriaButtonProps & { direction: 'previous' | 'next' }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <StyledNavButton {...buttonProps} ref={ref}>
      <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>
    </StyledNavButton>
  );
}
