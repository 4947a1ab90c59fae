import { focusRing, token } from '@reelbase/ui';
import styled from 'styled-components';

export const PlayerBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3')};
  color: ${token('color-text')};
  font-family: ${token('font-family')};
`;

export const Frame = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  background: ${token('color-surface-sunken')};
  border-radius: ${token('radius-md')};
  overflow: hidden;

  video {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Empty = styled.p`
  display: grid;
  place-items: center;
  height: 100%;
  margin: 0;
  padding: ${token('space-4')};
  color: ${token('color-text-muted')};
  text-align: center;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${token('space-3')};
`;

export const Timeline = styled.div`
  position: relative;
  height: 6px;
  border-radius: ${token('radius-full')};
  background: ${token('color-border')};
`;

export const TimelineFill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: ${token('color-primary')};
`;

export const Marker = styled.span`
  position: absolute;
  top: -3px;
  width: 3px;
  height: 12px;
  margin-left: -1px;
  border-radius: ${token('radius-sm')};
  background: ${token('color-text')};
`;

export const ChapterList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ChapterHeading = styled.h3`
  margin: 0 0 ${token('space-2')};
  font-size: ${token('font-size-md')};
  font-weight: ${token('font-weight-bold')};
`;

export const ChapterButton = styled.button`
  display: flex;
  gap: ${token('space-3')};
  width: 100%;
  padding: ${token('space-2')} ${token('space-3')};
  border: 1px solid transparent;
  border-radius: ${token('radius-md')};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${token('color-surface-raised')};
  }

  &[aria-current='true'] {
    border-color: ${token('color-primary')};
    background: ${token('color-primary-subtle')};
  }

  time {
    min-width: 4.5em;
    color: ${token('color-text')};
    font-family: ${token('font-family-mono')};
    font-variant-numeric: tabular-nums;
  }

  &[data-focus-visible] {
    ${focusRing}
  }
`;
