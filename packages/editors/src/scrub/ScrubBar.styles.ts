import styled from 'styled-components';
import { token, visuallyHidden } from '../react/theme.ts';

const primary = token('color-primary', '#1f5bd7');
const primaryActive = token('color-primary-active', '#163f96');
const focus = token('color-focus', '#1f5bd7');

export const Root = styled.div`
  position: relative;
  width: 100%;
  min-width: 120px;
  font-family: ${token('font-family', 'system-ui, sans-serif')};
  user-select: none;
`;

export const MarkerRow = styled.div`
  position: relative;
  height: 24px;
`;

const markerBase = `
  position: absolute;
  bottom: 2px;
  transform: translateX(-50%);
  height: 20px;
  padding: 0;
  border: 0;
  cursor: pointer;
  color: ${token('color-text-inverse', '#ffffff')};
  background: ${primary};
  &:hover,
  &[data-selected='true'],
  &[aria-expanded='true'] {
    background: ${primaryActive};
  }
  &:focus-visible {
    outline: 2px solid ${focus};
    outline-offset: 2px;
  }
`;

export const Marker = styled.button`
  ${markerBase}
  width: 12px;
  border-radius: 3px 3px 6px 6px;
`;

export const GroupMarker = styled.button`
  ${markerBase}
  min-width: 24px;
  padding: 0 ${token('space-1', '0.25rem')};
  border-radius: ${token('radius-full', '999px')};
  font-size: 11px;
  font-weight: ${token('font-weight-bold', '650')};
  line-height: 20px;
`;

export const GroupList = styled.ul`
  position: absolute;
  top: 26px;
  z-index: ${token('z-menu', '100')};
  transform: translateX(-50%);
  min-width: 12rem;
  max-height: 14rem;
  margin: 0;
  padding: ${token('space-1', '0.25rem')};
  overflow-y: auto;
  list-style: none;
  background: ${token('color-surface-raised', '#ffffff')};
  border: 1px solid ${token('color-border', '#d5d9e0')};
  border-radius: ${token('radius-md', '6px')};
  box-shadow: ${token('shadow-md', '0 4px 12px rgba(15, 20, 30, 0.12)')};
`;

export const GroupItem = styled.button`
  display: block;
  width: 100%;
  padding: ${token('space-1', '0.25rem')} ${token('space-2', '0.5rem')};
  border: 0;
  border-radius: ${token('radius-sm', '4px')};
  background: transparent;
  color: ${token('color-text', '#1b1f27')};
  font: inherit;
  font-size: ${token('font-size-sm', '0.875rem')};
  text-align: left;
  cursor: pointer;
  &:hover,
  &[data-selected='true'] {
    background: ${token('color-primary-subtle', '#e6eefc')};
  }
  &:focus-visible {
    outline: 2px solid ${focus};
    outline-offset: -2px;
  }
`;

export const Track = styled.div`
  position: relative;
  height: 20px;
  cursor: pointer;
  touch-action: none;
  border-radius: ${token('radius-sm', '4px')};
  ${Root}:has(input:focus-visible) & {
    outline: 2px solid ${focus};
    outline-offset: 2px;
  }
`;

export const Rail = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  top: 7px;
  height: 6px;
  overflow: hidden;
  border-radius: ${token('radius-full', '999px')};
  background: ${token('color-border', '#d5d9e0')};
`;

export const Played = styled.div`
  height: 100%;
  background: ${primary};
  transform-origin: left center;
`;

export const Playhead = styled.div`
  position: absolute;
  top: 2px;
  width: 4px;
  height: 16px;
  margin-left: -2px;
  border-radius: 2px;
  background: ${token('color-text', '#1b1f27')};
  pointer-events: none;
`;

export const HoverTime = styled.div`
  position: absolute;
  bottom: calc(100% + 28px);
  transform: translateX(-50%);
  padding: 2px ${token('space-2', '0.5rem')};
  border-radius: ${token('radius-sm', '4px')};
  background: ${token('color-text', '#1b1f27')};
  color: ${token('color-surface', '#ffffff')};
  font-size: ${token('font-size-xs', '0.75rem')};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  pointer-events: none;
  z-index: ${token('z-tooltip', '500')};
`;

export const SliderInput = styled.input`
  ${visuallyHidden}
`;
