import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';
import { focusOutline, token } from '../theme/index.ts';

export const TimeGroup = styled.div<{ $invalid?: boolean }>`
  ${inputBox}
  display: inline-flex;
  align-items: center;
  width: auto;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  &:focus-within { ${focusOutline('-1px')} }
`;

export const Segment = styled.input<{ $digits: number }>`
  width: ${({ $digits }) => `calc(${$digits}ch + 6px)`};
  padding: 0 2px;
  border: 0;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  text-align: center;
  outline: none;
  &:focus { background: ${token('color-primary-subtle')}; }
  &:disabled { color: ${token('color-text-muted')}; }
`;

export const Separator = styled.span`
  color: ${token('color-text-muted')};
`;
