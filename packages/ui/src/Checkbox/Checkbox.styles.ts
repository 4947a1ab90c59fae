import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const ChoiceRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
`;

export const ChoiceLabel = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-2')};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  color: ${({ $disabled }) => ($disabled ? token('color-text-muted') : token('color-text'))};
  font-size: ${token('font-size-md')};
`;

export const Box = styled.span<{ $checked: boolean; $invalid: boolean; $focus: boolean; $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  border-radius: ${token('radius-sm')};
  border: 2px solid
    ${({ $checked, $invalid }) =>
      $invalid ? token('color-danger') : $checked ? token('color-primary') : token('color-border-strong')};
  background: ${({ $checked }) => ($checked ? token('color-primary') : token('color-surface'))};
  color: ${token('color-text-inverse')};
  ${({ $focus }) => ($focus ? focusOutline() : 'outline: none;')}
  opacity: ${({ $disabled }) => ($disabled ? 0.5 : 1)};
  svg { width: 0.75rem; height: 0.75rem; }
`;

export const ChoiceHelp = styled.div`
  padding-left: calc(1.125rem + ${token('space-2')});
`;
