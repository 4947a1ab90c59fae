import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const Presets = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  padding: ${token('space-3')};
  border-right: 1px solid ${token('color-border')};
  min-width: 11rem;
`;

export const PresetButton = styled.button`
  padding: ${token('space-2')} ${token('space-3')};
  border: 0;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  font-size: ${token('font-size-sm')};
  text-align: left;
  cursor: pointer;
  &:hover { background: ${token('color-surface-sunken')}; }
  &[aria-pressed='true'] { background: ${token('color-primary-subtle')}; color: ${token('color-primary')}; font-weight: ${token('font-weight-medium')}; }
  &:focus-visible { ${focusOutline('-2px')} }
`;
