import styled from 'styled-components';
import { focusOutline, focusRing, token } from '../theme/index.ts';

export const TabsRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4')};
`;

export const TabRow = styled.div`
  display: flex;
  gap: ${token('space-1')};
  border-bottom: 1px solid ${token('color-border')};
  overflow-x: auto;
`;

export const TabButton = styled.div`
  padding: ${token('space-2')} ${token('space-3')};
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  color: ${token('color-text-muted')};
  font-weight: ${token('font-weight-medium')};
  cursor: pointer;
  white-space: nowrap;
  outline: none;
  &[aria-selected='true'] { color: ${token('color-primary')}; border-bottom-color: ${token('color-primary')}; }
  &[aria-disabled='true'] { cursor: not-allowed; opacity: 0.6; }
  &[data-focus-visible] { ${focusOutline('-2px')} border-radius: ${token('radius-sm')}; }
`;

export const Panel = styled.div`
  ${focusRing()}
`;
