import { css } from 'styled-components';
import { token } from './tokens.ts';

/**
 * The outline of keyboard focus, the one look of focus in the kit. `offset` moves it out of the
 * element (2px by default) or into it (negative: table cells, tabs, fields inside a border).
 */
export const focusOutline = (offset = '2px') => css`
  outline: 2px solid ${token('color-focus')};
  outline-offset: ${offset};
`;

/**
 * The focus ring of keyboard focus (react-aria's `data-focus-visible`) on buttons, links, rows,
 * cells and cards: nothing for a pointer, the focus outline for the keyboard.
 */
export const focusRing = (offset = '2px') => css`
  outline: none;
  &[data-focus-visible] {
    ${focusOutline(offset)}
  }
`;
