import styled, { css } from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';
import type { ToastKind } from './toasts.ts';

export const RegionBox = styled.div`
  position: fixed;
  left: 50%;
  bottom: ${token('space-5')};
  transform: translateX(-50%);
  z-index: ${token('z-toast')};
  display: flex;
  flex-direction: column-reverse;
  align-items: center;
  gap: ${token('space-2')};
  width: min(32rem, calc(100vw - 2rem));
  outline: none;
`;

const accents: Record<ToastKind, ReturnType<typeof css>> = {
  success: css`border-left-color: ${token('color-success')};`,
  warning: css`border-left-color: ${token('color-warning')};`,
  error: css`border-left-color: ${token('color-danger')};`,
  info: css`border-left-color: ${token('color-primary')};`,
};

export const ToastBox = styled.div<{ $kind: ToastKind }>`
  display: flex;
  align-items: flex-start;
  gap: ${token('space-3')};
  width: 100%;
  padding: ${token('space-3')} ${token('space-3')} ${token('space-3')} ${token('space-4')};
  background: ${token('color-surface-raised')};
  color: ${token('color-text')};
  border: 1px solid ${token('color-border')};
  border-left-width: 4px;
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-lg')};
  outline: none;
  ${({ $kind }) => accents[$kind]}
  &[data-focus-visible] { ${focusOutline()} }
`;

const iconColors: Record<ToastKind, string> = {
  success: token('color-success'),
  warning: token('color-warning'),
  error: token('color-danger'),
  info: token('color-primary'),
};

export const KindIcon = styled.span<{ $kind: ToastKind }>`
  flex: none;
  width: 1rem;
  text-align: center;
  font-weight: ${token('font-weight-bold')};
  color: ${({ $kind }) => iconColors[$kind]};
  line-height: 1.5rem;
`;

export const ToastContentBox = styled.div`
  flex: 1;
  min-width: 0;
  line-height: 1.5rem;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;
