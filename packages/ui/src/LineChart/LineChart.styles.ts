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
  overflow: visible;
  .grid {
    stroke: ${token('color-border')};
    stroke-width: 1;
  }
  .axis {
    stroke: ${token('color-border-strong')};
    stroke-width: 1;
  }
  .tick {
    fill: ${token('color-text-muted')};
    font-size: 11px;
    font-family: ${token('font-family')};
  }
  .axis-label {
    fill: ${token('color-text')};
    font-size: 12px;
    font-family: ${token('font-family')};
  }
  .line {
    fill: none;
    stroke: ${token('color-primary')};
    stroke-width: 2;
  }
  .overlay {
    fill: transparent;
  }
  .point {
    fill: ${token('color-surface')};
    stroke: ${token('color-primary')};
    stroke-width: 2;
    outline: none;
    cursor: pointer;
  }
  .point[data-active] {
    fill: ${token('color-primary')};
  }
  .point:focus-visible {
    stroke: ${token('color-focus')};
    stroke-width: 4;
  }
  .guide {
    stroke: ${token('color-border-strong')};
    stroke-dasharray: 3 3;
  }
`;

export const Tooltip = styled.div`
  position: absolute;
  transform: translate(-50%, calc(-100% - 10px));
  padding: ${token('space-1')} ${token('space-2')};
  background: ${token('color-text')};
  color: ${token('color-text-inverse')};
  border-radius: ${token('radius-sm')};
  font-size: ${token('font-size-xs')};
  white-space: nowrap;
  pointer-events: none;
  z-index: ${token('z-tooltip')};
  &[data-align='start'] {
    transform: translate(-12px, calc(-100% - 10px));
  }
  &[data-align='end'] {
    transform: translate(calc(-100% + 12px), calc(-100% - 10px));
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: ${token('space-5')};
  color: ${token('color-text-muted')};
  text-align: center;
  font-size: ${token('font-size-sm')};
`;
