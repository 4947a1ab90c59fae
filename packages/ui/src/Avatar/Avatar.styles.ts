import styled from 'styled-components';
import { type TokenName, token } from '../theme/index.ts';

export type AvatarSize = 'sm' | 'md' | 'lg';

const sizes: Record<AvatarSize, { box: string; font: TokenName }> = {
  sm: { box: '1.75rem', font: 'font-size-xs' },
  md: { box: '2.25rem', font: 'font-size-sm' },
  lg: { box: '3rem', font: 'font-size-lg' },
};

/** Background/foreground pairs from the theme with enough contrast in both themes. */
export const avatarPalette: Array<{ bg: TokenName; fg: TokenName }> = [
  { bg: 'color-primary-subtle', fg: 'color-primary' },
  { bg: 'color-success-subtle', fg: 'color-success' },
  { bg: 'color-warning-subtle', fg: 'color-warning' },
  { bg: 'color-danger-subtle', fg: 'color-danger' },
  { bg: 'color-surface-sunken', fg: 'color-text' },
];

export const AvatarBox = styled.span<{ $size: AvatarSize; $color: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => sizes[$size].box};
  height: ${({ $size }) => sizes[$size].box};
  border-radius: ${token('radius-full')};
  overflow: hidden;
  font-size: ${({ $size }) => token(sizes[$size].font)};
  font-weight: ${token('font-weight-bold')};
  background: ${({ $color }) => token(avatarPalette[$color].bg)};
  color: ${({ $color }) => token(avatarPalette[$color].fg)};
  user-select: none;
  img { width: 100%; height: 100%; object-fit: cover; }
`;
