import styled, { css } from 'styled-components';
import { token } from '../theme/index.ts';

export const DrawerUnderlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${token('z-drawer')};
  background: ${token('color-overlay')};
`;

export type DrawerPlacement = 'start' | 'end';

const edges: Record<DrawerPlacement, ReturnType<typeof css>> = {
  start: css`
    left: 0;
    border-right: 1px solid ${token('color-border')};
  `,
  end: css`
    right: 0;
    border-left: 1px solid ${token('color-border')};
  `,
};

export const DrawerPanel = styled.div<{ $width: string; $placement: DrawerPlacement }>`
  position: fixed;
  top: 0;
  bottom: 0;
  width: min(${({ $width }) => $width}, 100vw);
  display: flex;
  flex-direction: column;
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  box-shadow: ${token('shadow-lg')};
  ${({ $placement }) => edges[$placement]}
`;
