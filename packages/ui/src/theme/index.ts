export { focusOutline, focusRing } from './focus.ts';
export { GlobalStyle } from './GlobalStyle.ts';
export { cssVariables, darkTokens, lightTokens, type TokenName, token } from './tokens.ts';
