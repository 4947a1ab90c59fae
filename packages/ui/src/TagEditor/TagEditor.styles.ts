import styled from 'styled-components';
import { inputBox } from '../Field/Field.styles.ts';
import { focusOutline, token } from '../theme/index.ts';

export const TagBox = styled.div<{ $invalid?: boolean }>`
  ${inputBox}
  display: flex;
  flex-direction: column;
  gap: ${token('space-2')};
  &:focus-within { outline: none; }
`;

export const TagList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
  outline: none;
  &:empty { display: none; }
`;

export const TagChip = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${token('space-1')};
  padding: 0 0 0 ${token('space-2')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-primary-subtle')};
  color: ${token('color-text')};
  font-size: ${token('font-size-sm')};
  outline: none;
  &[data-focus-visible] { ${focusOutline('1px')} }
`;

export const RemoveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.5rem;
  height: 1.5rem;
  border: 0;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  &:hover { color: ${token('color-danger')}; }
  &:focus-visible { ${focusOutline('0')} }
`;

export const AddRow = styled.div`
  display: flex;
  gap: ${token('space-2')};
`;

export const BareInput = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  outline: none;
  &::placeholder { color: ${token('color-text-muted')}; }
`;
