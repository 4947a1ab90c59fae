import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${token('space-3')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};
`;

export const Summary = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
`;

export const PageList = styled.ul`
  display: flex;
  gap: ${token('space-1')};
  list-style: none;
  margin: 0;
  padding: 0;
`;

export const PageButton = styled.button`
  min-width: 2rem;
  height: 2rem;
  padding: 0 ${token('space-2')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-surface')};
  color: ${token('color-text')};
  font: inherit;
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${token('color-surface-sunken')};
  }
  &[aria-current='page'] {
    background: ${token('color-primary')};
    border-color: ${token('color-primary')};
    color: ${token('color-text-inverse')};
    font-weight: ${token('font-weight-bold')};
  }
  &:disabled {
    cursor: default;
    color: ${token('color-text-muted')};
    background: ${token('color-surface-sunken')};
  }
  &[data-focus-visible] {
    ${focusOutline()}
  }
`;
