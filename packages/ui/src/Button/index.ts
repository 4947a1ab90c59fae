export { type ButtonSize, type ButtonVariant, focusRing } from './Button.styles.ts';
export { Button, type ButtonProps } from './Button.tsx';
