import { token } from '@reelbase/ui';
import type { MouseEvent } from 'react';
import styled from 'styled-components';

/** Out of sight until it has the keyboard focus, then over the top left corner of the page. */
const Link = styled.a`
  position: absolute;
  top: ${token('space-2')};
  left: ${token('space-2')};
  z-index: ${token('z-menu')};
  padding: ${token('space-2')} ${token('space-4')};
  border-radius: ${token('radius-md')};
  background: ${token('color-primary')};
  color: ${token('color-text-inverse')};
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-medium')};
  text-decoration: none;
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;

/**
 * "Skip to content": the first stop of the keyboard on every console page; it moves the focus
 * to the page's main landmark (which has `tabIndex={-1}`), past the top bar and the menu. The
 * focus is moved by hand so that the address keeps no `#` and the router is not involved.
 */
export function SkipLink({ target }: { target: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(target);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <Link href={`#${target}`} onClick={skip}>
      Skip to content
    </Link>
  );
}
