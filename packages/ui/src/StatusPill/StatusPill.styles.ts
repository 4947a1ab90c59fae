import styled from 'styled-components';
import { type BadgeTone, toneColors } from '../Badge/Badge.styles.ts';
import { token } from '../theme/index.ts';

export const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-1')} ${token('space-3')} ${token('space-1')} ${token('space-2')};
  border-radius: ${token('radius-full')};
  border: 1px solid ${token('color-border')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
  line-height: 1.2;
  white-space: nowrap;
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${token('radius-full')};
    background: ${({ $tone }) => token(toneColors[$tone].fg)};
  }
`;
