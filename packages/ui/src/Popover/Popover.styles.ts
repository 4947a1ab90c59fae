import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const PopoverBox = styled.div`
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-md')};
  z-index: ${token('z-menu')};
  overflow: auto;
  outline: none;
`;

export const Underlay = styled.div`
  position: fixed;
  inset: 0;
`;
