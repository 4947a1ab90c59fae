import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const DrawerUnderlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${token('z-drawer')};
  background: ${token('color-overlay')};
`;

export const DrawerPanel = styled.div<{ $width: string }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  width: min(${({ $width }) => $width}, 100vw);
  display: flex;
  flex-direction: column;
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  box-shadow: ${token('shadow-lg')};
  border-left: 1px solid ${token('color-border')};
`;
