import styled from 'styled-components';
import { token } from '../react/theme.ts';

export const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  container-type: inline-size;
`;

/** One column (the player) or, side by side, two (the player and the slide; stacked when narrow). */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 8px;
  align-items: center;
  &[data-columns='2'] {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  @container (max-width: 560px) {
    &[data-columns='2'] {
      grid-template-columns: minmax(0, 1fr);
    }
  }
`;

export const Pane = styled.div`
  min-width: 0;
  &[data-testid='slide-side'] {
    aspect-ratio: 16 / 9;
    display: flex;
    align-items: center;
    justify-content: center;
    background: #000;
  }
  img {
    display: block;
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

/** The slide in the top right corner of the picture. */
export const Inset = styled.div`
  position: absolute;
  top: 4%;
  right: 3%;
  width: 32%;
  aspect-ratio: 16 / 9;
  background: #000;
  box-shadow: 0 2px 8px rgb(0 0 0 / 45%);
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** The slide over the whole picture. */
export const Single = styled.div`
  position: absolute;
  inset: 0;
  background: #000;
  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const Switcher = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
`;

export const SwitchButton = styled.button`
  font: inherit;
  font-size: 0.875rem;
  padding: 4px 10px;
  border-radius: 4px;
  border: 1px solid ${token('color-border', '#c4c9d4')};
  background: ${token('color-surface', '#ffffff')};
  color: ${token('color-text', '#1b1f29')};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${token('color-primary', '#1f5bd7')};
    border-color: ${token('color-primary', '#1f5bd7')};
    color: #fff;
  }
  &:focus-visible {
    outline: 2px solid ${token('color-focus', '#1f5bd7')};
    outline-offset: 2px;
  }
`;
