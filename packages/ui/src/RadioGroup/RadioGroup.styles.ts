import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const Options = styled.div<{ $horizontal: boolean }>`
  display: flex;
  flex-direction: ${({ $horizontal }) => ($horizontal ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ $horizontal }) => ($horizontal ? token('space-4') : token('space-2'))};
`;

export const Dot = styled.span<{ $checked: boolean; $invalid: boolean; $focus: boolean; $disabled?: boolean }>`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  border-radius: ${token('radius-full')};
  border: ${({ $checked }) => ($checked ? '5px' : '2px')} solid
    ${({ $checked, $invalid }) =>
      $invalid ? token('color-danger') : $checked ? token('color-primary') : token('color-border-strong')};
  background: ${token('color-surface')};
  ${({ $focus }) => ($focus ? focusOutline() : 'outline: none;')}
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
`;
