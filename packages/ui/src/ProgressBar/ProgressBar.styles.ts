import styled, { css, keyframes } from 'styled-components';
import { token } from '../theme/index.ts';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const ProgressRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  width: 100%;
`;

export const ProgressLabels = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${token('space-2')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};
`;

export const ProgressValue = styled.span`
  color: ${token('color-text-muted')};
  font-variant-numeric: tabular-nums;
`;

export const Track = styled.div`
  position: relative;
  height: 0.5rem;
  border-radius: ${token('radius-full')};
  background: ${token('color-surface-sunken')};
  box-shadow: inset 0 0 0 1px ${token('color-border')};
  overflow: hidden;
`;

export const Fill = styled.div<{ $indeterminate: boolean; $tone: 'primary' | 'success' | 'danger' }>`
  height: 100%;
  border-radius: ${token('radius-full')};
  background: ${({ $tone }) => token($tone === 'primary' ? 'color-primary' : $tone === 'success' ? 'color-success' : 'color-danger')};
  ${({ $indeterminate }) =>
    $indeterminate &&
    css`
      width: 40%;
      animation: ${slide} 1.2s ${token('motion-easing')} infinite;
    `}
`;
