import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  padding: ${token('space-4')};
  min-width: 10rem;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-sm')};
  color: ${token('color-text')};
`;

export const Label = styled.p`
  margin: 0;
  font-size: ${token('font-size-sm')};
  color: ${token('color-text-muted')};
  font-weight: ${token('font-weight-medium')};
`;

export const Value = styled.p`
  margin: 0;
  font-size: ${token('font-size-2xl')};
  font-weight: ${token('font-weight-bold')};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

export const Meter = styled.div`
  height: 0.375rem;
  border-radius: ${token('radius-full')};
  background: ${token('color-surface-sunken')};
  overflow: hidden;
  & > div {
    height: 100%;
    background: ${token('color-primary')};
  }
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
`;
