import styled, { css } from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
`;

export const FieldLabel = styled.label`
  font-size: ${token('font-size-sm')};
  font-weight: ${token('font-weight-medium')};
  color: ${token('color-text')};
`;

export const RequiredMark = styled.span`
  color: ${token('color-danger')};
  margin-left: 2px;
`;

export const FieldHelp = styled.div`
  font-size: ${token('font-size-xs')};
  color: ${token('color-text-muted')};
`;

export const FieldError = styled.div`
  font-size: ${token('font-size-xs')};
  color: ${token('color-danger')};
  white-space: pre-line;
`;

export const FieldFooter = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${token('space-2')};
`;

export const Counter = styled.div<{ $over: boolean }>`
  margin-left: auto;
  font-size: ${token('font-size-xs')};
  font-variant-numeric: tabular-nums;
  color: ${({ $over }) => ($over ? token('color-danger') : token('color-text-muted'))};
`;

/** The box look shared by inputs, text areas, select triggers and pickers. */
export const inputBox = css<{ $invalid?: boolean }>`
  width: 100%;
  min-height: 2.5rem;
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid ${({ $invalid }) => ($invalid ? token('color-danger') : token('color-border-strong'))};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-md')};
  &::placeholder { color: ${token('color-text-muted')}; }
  &:focus, &:focus-within, &[data-focus-visible] {
    ${focusOutline('-1px')}
  }
  &:disabled, &[data-disabled] {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text-muted')};
    cursor: not-allowed;
  }
  &:read-only:not(:disabled) { background: ${token('color-surface-sunken')}; }
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  ${inputBox}
`;
