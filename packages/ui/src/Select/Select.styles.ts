import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';
import { token } from '../theme/index.ts';

export const Trigger = styled.button<{ $invalid?: boolean }>`
  ${inputBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  text-align: left;
  cursor: pointer;
  &:focus:not([data-focus-visible]) { outline: none; }
`;

export const Placeholder = styled.span`
  color: ${token('color-text-muted')};
`;

export const Chevron = styled.span`
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-xs')};
`;
