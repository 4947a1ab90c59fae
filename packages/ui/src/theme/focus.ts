import { css } from 'styled-components';
import { token } from './tokens.ts';

/** The focus ring of keyboard focus (react-aria's `data-focus-visible`) on rows, cells and cards. */
export const focusVisibleOutline = css`
  outline: none;
  &[data-focus-visible] {
    outline: 2px solid ${token('color-focus')};
    outline-offset: 2px;
  }
`;
