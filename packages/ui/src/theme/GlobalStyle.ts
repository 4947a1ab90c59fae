import { createGlobalStyle } from 'styled-components';
import { cssVariables, darkTokens, lightTokens, token } from './tokens.ts';

/** Sets the token variables (light by default, dark under `[data-theme="dark"]`) and base styles. */
export const GlobalStyle = createGlobalStyle`
  :root {
    ${cssVariables(lightTokens)}
  }
  [data-theme='dark'] {
    ${cssVariables(darkTokens)}
  }
  *, *::before, *::after { box-sizing: border-box; }
  html, body { margin: 0; padding: 0; }
  body {
    font-family: ${token('font-family')};
    font-size: ${token('font-size-md')};
    line-height: ${token('line-height')};
    color: ${token('color-text')};
    background: ${token('color-bg')};
    -webkit-font-smoothing: antialiased;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { transition-duration: 0ms !important; animation-duration: 0ms !important; }
  }
`;
