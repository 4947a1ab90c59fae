import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${token('space-1')} 0;
  max-height: 200px;
  overflow: auto;
  outline: none;
`;

export const OptionItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
  padding: ${token('space-2')} ${token('space-3')};
  cursor: pointer;
  outline: none;
  color: ${token('color-text')};
  &[data-focused] { background: ${token('color-primary-subtle')}; }
  &[aria-selected='true'] { font-weight: ${token('font-weight-medium')}; }
  &[aria-disabled='true'] { color: ${token('color-text-muted')}; cursor: not-allowed; }
`;

export const Check = styled.span`
  color: ${token('color-primary')};
`;

export const EmptyOption = styled.div`
  padding: ${token('space-2')} ${token('space-3')};
  color: ${token('color-text-muted')};
`;
