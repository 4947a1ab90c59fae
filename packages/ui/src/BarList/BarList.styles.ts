import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  font-size: ${token('font-size-sm')};
  color: ${token('color-text')};
`;

export const ItemBody = styled.span`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
  width: 100%;
  padding: ${token('space-2')} ${token('space-3')};
  border-radius: ${token('radius-sm')};
  overflow: hidden;
  text-align: left;
`;

export const Bar = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  background: ${token('color-primary-subtle')};
  border-radius: ${token('radius-sm')};
`;

export const Label = styled.span`
  position: relative;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Count = styled.span`
  position: relative;
  flex: none;
  font-weight: ${token('font-weight-bold')};
  font-variant-numeric: tabular-nums;
`;

export const ItemButton = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
  border-radius: ${token('radius-sm')};
  outline: none;
  &[data-hovered] ${Label} {
    text-decoration: underline;
  }
  &[data-focus-visible] {
    ${focusOutline('1px')}
  }
`;

export const Empty = styled.p`
  margin: 0;
  color: ${token('color-text-muted')};
  font-size: ${token('font-size-sm')};
`;
