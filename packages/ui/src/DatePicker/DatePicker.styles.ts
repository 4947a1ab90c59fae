import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';
import { focusOutline, token } from '../theme/index.ts';

export const PickerGroup = styled.div<{ $invalid?: boolean }>`
  ${inputBox}
  display: inline-flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-2')};
  width: auto;
  padding-top: 0;
  padding-bottom: 0;
  &:focus-within { ${focusOutline('-1px')} }
`;

export const FieldsRow = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
`;

export const RangeDash = styled.span`
  color: ${token('color-text-muted')};
  padding: 0 ${token('space-1')};
`;

export const CalendarToggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  margin-right: -${token('space-2')};
  border: 0;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  &:hover { color: ${token('color-primary')}; }
  &:focus-visible { ${focusOutline('0')} }
  &:disabled { cursor: not-allowed; }
`;

export const PickerDialogBox = styled.div`
  display: flex;
  gap: ${token('space-2')};
  outline: none;
`;
