export { type BadgeTone, toneColors } from './Badge.styles.ts';
export { Badge, type BadgeProps } from './Badge.tsx';
