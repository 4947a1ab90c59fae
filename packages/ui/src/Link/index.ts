export type { LinkVariant } from './Link.styles.ts';
export { Link, type LinkProps } from './Link.tsx';
