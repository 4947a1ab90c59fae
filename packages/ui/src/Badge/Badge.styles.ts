import styled from 'styled-components';
import { type TokenName, token } from '../theme/index.ts';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const toneColors: Record<BadgeTone, { fg: TokenName; bg: TokenName }> = {
  neutral: { fg: 'color-text-muted', bg: 'color-surface-sunken' },
  info: { fg: 'color-primary', bg: 'color-primary-subtle' },
  success: { fg: 'color-success', bg: 'color-success-subtle' },
  warning: { fg: 'color-warning', bg: 'color-warning-subtle' },
  danger: { fg: 'color-danger', bg: 'color-danger-subtle' },
};

export const BadgeBox = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  padding: 0 ${token('space-2')};
  min-height: 1.375rem;
  border-radius: ${token('radius-sm')};
  font-size: ${token('font-size-xs')};
  font-weight: ${token('font-weight-medium')};
  line-height: 1;
  white-space: nowrap;
  color: ${({ $tone }) => token(toneColors[$tone].fg)};
  background: ${({ $tone }) => token(toneColors[$tone].bg)};
`;
