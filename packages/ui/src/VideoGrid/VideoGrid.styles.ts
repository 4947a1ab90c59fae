import styled from 'styled-components';
import { focusRing, token } from '../theme/index.ts';

/** The grid sits where the table would: the same outer box. */
export { Container } from '../DataTable/DataTable.styles.ts';

export const Grid = styled.div`
  display: grid;
  gap: ${token('space-3')};
  grid-template-columns: repeat(auto-fill, minmax(min(13rem, 100%), 1fr));
  outline: none;
`;

export const Row = styled.div`
  position: relative;
  min-width: 0;
  display: flex;
  flex-direction: column;
  background: ${token('color-surface')};
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-md')};
  box-shadow: ${token('shadow-sm')};
  overflow: hidden;
  cursor: pointer;
  ${focusRing()}
  &[data-hovered] {
    border-color: ${token('color-border-strong')};
  }
  &[data-selected] {
    border-color: ${token('color-primary')};
    background: ${token('color-primary-subtle')};
  }
`;

export const Cell = styled.div`
  display: contents;
`;

export const SelectBox = styled.div`
  position: absolute;
  top: ${token('space-2')};
  left: ${token('space-2')};
  z-index: 1;
  display: flex;
  padding: ${token('space-1')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-surface')};
  box-shadow: ${token('shadow-sm')};
`;

export const Checkbox = styled.input.attrs({ type: 'checkbox' })`
  width: 1rem;
  height: 1rem;
  margin: 0;
  accent-color: ${token('color-primary')};
  cursor: pointer;
  ${focusRing()}
`;

export const Thumbnail = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: ${token('color-surface-sunken')};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${token('color-text-muted')};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  svg {
    width: 2rem;
    height: 2rem;
    fill: currentColor;
  }
`;

export const Duration = styled.span`
  position: absolute;
  right: ${token('space-2')};
  bottom: ${token('space-2')};
  padding: 0 ${token('space-1')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-text')};
  color: ${token('color-surface')};
  font-size: ${token('font-size-xs')};
  font-variant-numeric: tabular-nums;
  line-height: 1.5;
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${token('space-1')};
  padding: ${token('space-2')} ${token('space-3')} ${token('space-3')};
  min-width: 0;
`;

export const Title = styled.span`
  font-weight: ${token('font-weight-bold')};
  overflow-wrap: anywhere;
`;

export const Detail = styled.span`
  color: ${token('color-text-muted')};
  overflow-wrap: anywhere;
`;

export const Pills = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-1')};
`;

export const Busy = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: color-mix(in srgb, ${token('color-surface')} 60%, transparent);
  border-radius: ${token('radius-md')};
`;
