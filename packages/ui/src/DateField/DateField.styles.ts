import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const Segments = styled.div`
  display: inline-flex;
  align-items: center;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

export const SegmentBox = styled.div<{ $placeholder: boolean; $literal: boolean }>`
  padding: 0 1px;
  border-radius: ${token('radius-sm')};
  color: ${({ $placeholder, $literal }) => ($placeholder || $literal ? token('color-text-muted') : token('color-text'))};
  outline: none;
  &:focus { background: ${token('color-primary')}; color: ${token('color-text-inverse')}; }
`;
