import styled from 'styled-components';
import { token } from '../react/theme.ts';

/** Two columns from this width of the editor on; one column below it. */
const WIDE = '60rem';

const text = token('color-text', '#1b1f27');
const muted = token('color-text-muted', '#4f5868');
const border = token('color-border', '#d5d9e0');
const surface = token('color-surface', '#ffffff');

export const Root = styled.div`
  container-type: inline-size;
  box-sizing: border-box;
  width: 100%;
  min-width: 0;
  min-height: 100%;
  color: ${text};
  background: ${token('color-bg', '#f5f6f8')};
  font-family: ${token('font-family', 'system-ui, sans-serif')};
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const Centered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${token('space-3', '0.75rem')};
  min-height: 16rem;
  padding: ${token('space-5', '1.5rem')};
  text-align: center;
  p {
    margin: 0;
  }
`;

export const Toolbar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2', '0.5rem')} ${token('space-3', '0.75rem')};
  padding: ${token('space-3', '0.75rem')} ${token('space-4', '1rem')};
  background: ${surface};
  border-bottom: 1px solid ${border};
`;

export const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1 1 12rem;
  h1 {
    margin: 0;
    font-size: ${token('font-size-lg', '1.125rem')};
    line-height: 1.3;
  }
  p {
    margin: 0;
    overflow: hidden;
    color: ${muted};
    font-size: ${token('font-size-sm', '0.875rem')};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${token('space-2', '0.5rem')};
`;

export const StatusText = styled.p`
  display: flex;
  align-items: center;
  gap: ${token('space-1', '0.25rem')};
  min-height: 1.5rem;
  margin: 0;
  color: ${muted};
  font-size: ${token('font-size-sm', '0.875rem')};
  white-space: nowrap;
  &[data-state='retrying'],
  &[data-state='held'] {
    color: ${token('color-danger', '#c0262d')};
    font-weight: ${token('font-weight-medium', '500')};
    white-space: normal;
  }
  &[data-state='saved'] {
    color: ${token('color-success', '#17743a')};
  }
`;

export const Alert = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${token('color-danger', '#c0262d')};
  font-size: ${token('font-size-sm', '0.875rem')};
`;

export const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${token('space-4', '1rem')};
  padding: ${token('space-4', '1rem')};
  @container (min-width: ${WIDE}) {
    grid-template-columns: minmax(0, 1fr) minmax(20rem, 24rem);
    align-items: start;
  }
`;

export const MainColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-3', '0.75rem')};
  min-width: 0;
  @container (min-width: ${WIDE}) {
    position: sticky;
    top: ${token('space-4', '1rem')};
  }
`;

export const SideColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-4', '1rem')};
  min-width: 0;
`;

/** The player's box: it scrolls when the player is zoomed. */
export const Viewport = styled.div`
  width: 100%;
  overflow: auto;
  border-radius: ${token('radius-md', '6px')};
  background: #0e1116;
  &:focus-visible {
    outline: 2px solid ${token('color-focus', '#1f5bd7')};
    outline-offset: 2px;
  }
`;

export const Zoomed = styled.div`
  min-width: 100%;
  /* The player's big play button over the picture would take the clicks meant for the elements;
     the control bar's Play button stays. */
  video ~ button[aria-hidden='true'][tabindex='-1'] {
    display: none;
  }
`;

/** The stage over the picture takes the pointer (the player's overlay layer lets it through). */
export const StageBox = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: auto;
`;

export const BelowPlayer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${token('space-3', '0.75rem')};
`;

export const TimeText = styled.p`
  margin: 0;
  color: ${muted};
  font-size: ${token('font-size-sm', '0.875rem')};
  font-variant-numeric: tabular-nums;
`;

export const Panel = styled.section`
  min-width: 0;
  padding: ${token('space-4', '1rem')};
  background: ${surface};
  border: 1px solid ${border};
  border-radius: ${token('radius-lg', '10px')};
  h2 {
    margin: 0 0 ${token('space-3', '0.75rem')};
    font-size: ${token('font-size-md', '1rem')};
  }
`;
