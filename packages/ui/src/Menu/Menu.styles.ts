import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const MenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${token('space-1')} 0;
  min-width: 10rem;
  outline: none;
`;

export const MenuItemBox = styled.li<{ $danger: boolean }>`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  padding: ${token('space-2')} ${token('space-3')};
  cursor: pointer;
  outline: none;
  color: ${({ $danger }) => ($danger ? token('color-danger') : token('color-text'))};
  &[data-focused] { background: ${token('color-primary-subtle')}; }
  &[aria-disabled='true'] { color: ${token('color-text-muted')}; cursor: not-allowed; }
`;
