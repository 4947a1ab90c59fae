import styled, { css } from 'styled-components';
import { token } from '../theme/index.ts';

export type ModalSize = 'sm' | 'md' | 'lg';

const widths: Record<ModalSize, string> = { sm: '24rem', md: '32rem', lg: '48rem' };

export const Underlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${token('z-modal')};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${token('space-4')};
  background: ${token('color-overlay')};
`;

export const ModalPanel = styled.div<{ $size: ModalSize }>`
  width: min(${({ $size }) => widths[$size]}, 100%);
  max-height: calc(100vh - 2rem);
  display: flex;
  flex-direction: column;
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  border-radius: ${token('radius-lg')};
  box-shadow: ${token('shadow-lg')};
  overflow: hidden;
`;

export const dialogLayout = css`
  display: flex;
  flex-direction: column;
  min-height: 0;
  flex: 1;
  outline: none;
`;

export const DialogBox = styled.section`
  ${dialogLayout}
`;

export const DialogHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${token('space-3')};
  padding: ${token('space-4')} ${token('space-5')};
  border-bottom: 1px solid ${token('color-border')};
`;

export const DialogTitle = styled.h2`
  margin: 0;
  font-size: ${token('font-size-lg')};
  font-weight: ${token('font-weight-bold')};
`;

export const DialogBody = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
  padding: ${token('space-5')};
`;

export const DialogFooter = styled.footer`
  display: flex;
  justify-content: flex-end;
  gap: ${token('space-2')};
  padding: ${token('space-3')} ${token('space-5')};
  border-top: 1px solid ${token('color-border')};
  background: ${token('color-surface')};
`;
