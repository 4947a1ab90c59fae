import { css } from 'styled-components';

/**
 * A design token of the console as a CSS value, with the value it has in the light theme for pages
 * that do not load the theme's variables: `token('color-primary', '#1f5bd7')`.
 */
export const token = (name: string, fallback: string): string => `var(--rb-${name}, ${fallback})`;

/** Hidden on screen, still read by assistive technology. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;
