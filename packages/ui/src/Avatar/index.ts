export type { AvatarSize } from './Avatar.styles.ts';
export { Avatar, type AvatarProps } from './Avatar.tsx';
export { colorIndex, initials } from './initials.ts';
