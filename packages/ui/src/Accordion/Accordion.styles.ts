import styled from 'styled-components';
import { focusOutline, token } from '../theme/index.ts';

export const AccordionRoot = styled.div`
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  background: ${token('color-surface')};
  overflow: hidden;
`;

export const Section = styled.div`
  & + & { border-top: 1px solid ${token('color-border')}; }
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  width: 100%;
  padding: ${token('space-3')} ${token('space-4')};
  border: 0;
  background: transparent;
  color: ${token('color-text')};
  font: inherit;
  font-weight: ${token('font-weight-medium')};
  text-align: left;
  cursor: pointer;
  outline: none;
  &[data-hovered] { background: ${token('color-surface-sunken')}; }
  &[data-focus-visible] { ${focusOutline('-2px')} }
  &:disabled { color: ${token('color-text-muted')}; cursor: not-allowed; }
`;

export const Chevron = styled.span<{ $open: boolean }>`
  display: inline-block;
  color: ${token('color-text-muted')};
  transform: rotate(${({ $open }) => ($open ? '180deg' : '0deg')});
  transition: transform ${token('motion-fast')} ${token('motion-easing')};
`;

export const PanelBox = styled.div`
  padding: 0 ${token('space-4')} ${token('space-4')};
  &[hidden] { display: none; }
`;
