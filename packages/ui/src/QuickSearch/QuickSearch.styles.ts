import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const Wrapper = styled.div`
  display: inline-flex;
  flex-direction: column;
  gap: ${token('space-1')};
  min-width: 0;
  font-size: ${token('font-size-sm')};
  label {
    font-weight: ${token('font-weight-medium')};
    color: ${token('color-text')};
  }
`;

export const Field = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  min-width: 14rem;
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  color: ${token('color-text-muted')};
  &:focus-within {
    ${focusOutline('1px')}
  }
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-left: ${token('space-2')};
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 2.25rem;
  padding: 0 ${token('space-2')};
  border: none;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  outline: none;
  &::placeholder {
    color: ${token('color-text-muted')};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
`;

export const ClearButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  margin-right: ${token('space-1')};
  border: none;
  border-radius: ${token('radius-sm')};
  background: transparent;
  color: ${token('color-text-muted')};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${token('color-surface-sunken')};
    color: ${token('color-text')};
  }
  &[data-focus-visible] {
    ${focusOutline('0')}
  }
  svg {
    margin: 0;
    width: 0.75rem;
    height: 0.75rem;
  }
`;
