import styled from 'styled-components';
import { token } from '../theme/index.ts';

export const Figure = styled.figure`
  position: relative;
  margin: 0;
  color: ${token('color-text')};
  font-size: ${token('font-size-xs')};
`;

export const Svg = styled.svg`
  display: block;
  .sphere {
    fill: ${token('color-surface')};
    stroke: ${token('color-border')};
  }
  .country {
    stroke: ${token('color-border-strong')};
    stroke-width: 0.5;
    outline: none;
  }
  .country[data-active] {
    stroke: ${token('color-text')};
    stroke-width: 1.5;
  }
  .country:focus-visible {
    stroke: ${token('color-focus')};
    stroke-width: 2.5;
  }
`;

export const Tooltip = styled.div`
  position: absolute;
  transform: translate(-50%, calc(-100% - 8px));
  padding: ${token('space-1')} ${token('space-2')};
  background: ${token('color-text')};
  color: ${token('color-text-inverse')};
  border-radius: ${token('radius-sm')};
  font-size: ${token('font-size-xs')};
  white-space: nowrap;
  pointer-events: none;
  z-index: ${token('z-tooltip')};
`;

export const Legend = styled.div`
  display: flex;
  align-items: center;
  gap: ${token('space-2')};
  margin-top: ${token('space-2')};
  color: ${token('color-text-muted')};
`;

export const LegendRamp = styled.span`
  display: inline-block;
  width: 8rem;
  height: 0.5rem;
  border-radius: ${token('radius-full')};
  border: 1px solid ${token('color-border')};
`;
