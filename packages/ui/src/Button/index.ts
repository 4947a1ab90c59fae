export type { ButtonSize, ButtonVariant } from './Button.styles.ts';
export { Button, type ButtonProps } from './Button.tsx';
