import styled, { css } from 'styled-components';

/** A console token with the value the player falls back to on a page without the console's theme. */
const tok = (name: string, fallback: string) => `var(--rb-${name}, ${fallback})`;

/** The focus ring of every control of the player (drawn in the controls colour). */
export const controlFocus = css`
  outline: none;
  &:focus-visible {
    outline: 2px solid var(--player-accent, #ffffff);
    outline-offset: 2px;
    box-shadow: 0 0 0 4px rgba(0, 0, 0, 0.75);
  }
`;

const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const PlayerBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tok('space-3', '0.75rem')};
  min-width: 0;
  color: ${tok('color-text', '#1b1f27')};
  font-family: ${tok('font-family', 'system-ui, sans-serif')};
`;

/** The picture with everything drawn over it; keeps the video's ratio from the first render. */
export const Stage = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  container-type: inline-size;
  background: #000000;
  border-radius: ${tok('radius-md', '6px')};
  color: #ffffff;
  font-family: ${tok('font-family', 'system-ui, sans-serif')};
  font-size: 0.875rem;
  ${controlFocus}

  &:fullscreen {
    width: 100%;
    height: 100%;
    aspect-ratio: auto !important;
    border-radius: 0;
  }

  &[data-idle] {
    cursor: none;
  }

  video {
    display: block;
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  /* Only the sound plays: the video stays (and takes clicks) over the panel, unseen. */
  &[data-audio-only] video {
    opacity: 0;
  }

  /* Subtitles: on a dark box, or as outlined text straight on the picture. */
  video::cue {
    background: transparent;
    color: #ffffff;
    text-shadow:
      0 0 3px #000000,
      0 0 3px #000000,
      1px 1px 2px #000000;
  }
  &[data-cue-background] video::cue {
    background: rgba(0, 0, 0, 0.8);
    text-shadow: none;
  }
`;

export const Empty = styled.p`
  display: grid;
  place-items: center;
  position: absolute;
  inset: 0;
  margin: 0;
  padding: ${tok('space-4', '1rem')};
  background: ${tok('color-surface-sunken', '#eef0f3')};
  color: ${tok('color-text-muted', '#4f5868')};
  text-align: center;
`;

/** What shows instead of the picture when only the sound plays. */
export const AudioPanel = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: #1b1f27;

  img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** The layer exactly over the picture; only what the overlay draws takes the pointer. */
export const OverlayLayer = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;

  a,
  button,
  input,
  select,
  textarea,
  [role='button'],
  [role='link'] {
    pointer-events: auto;
  }
`;

export const TitleBar = styled.p`
  position: absolute;
  inset: 0 0 auto;
  margin: 0;
  padding: 0.75rem 1rem 2rem;
  overflow: hidden;
  background: linear-gradient(rgba(0, 0, 0, 0.75), rgba(0, 0, 0, 0));
  font-size: 1rem;
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
  pointer-events: none;
  transition: opacity 200ms ease;

  [data-idle] > & {
    opacity: 0;
  }
`;

export const BigPlay = styled.button`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  margin: -2.25rem 0 0 -2.25rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(0, 0, 0, 0.65);
  color: var(--player-accent, #ffffff);
  cursor: pointer;

  svg {
    width: 2.5rem;
    height: 2.5rem;
  }

  &:hover {
    background: rgba(0, 0, 0, 0.85);
  }
`;

export const UnmuteButton = styled.button`
  position: absolute;
  top: 3rem;
  left: 0.75rem;
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.25rem;
  padding: 0.25rem 0.75rem 0.25rem 0.5rem;
  border: 0;
  border-radius: 999px;
  background: rgba(0, 0, 0, 0.8);
  color: #ffffff;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${controlFocus}

  svg {
    color: var(--player-accent, #ffffff);
  }
`;

export const Description = styled.p`
  margin: 0;
  color: ${tok('color-text', '#1b1f27')};
  line-height: 1.5;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const ChapterList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${tok('space-1', '0.25rem')};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const ChapterHeading = styled.h3`
  margin: 0 0 ${tok('space-2', '0.5rem')};
  font-size: ${tok('font-size-md', '1rem')};
  font-weight: ${tok('font-weight-bold', '650')};
`;

export const ChapterButton = styled.button`
  display: flex;
  gap: ${tok('space-3', '0.75rem')};
  width: 100%;
  padding: ${tok('space-2', '0.5rem')} ${tok('space-3', '0.75rem')};
  border: 1px solid transparent;
  border-radius: ${tok('radius-md', '6px')};
  background: transparent;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;

  &:hover {
    background: ${tok('color-surface-raised', '#ffffff')};
  }

  &[aria-current='true'] {
    border-color: ${tok('color-primary', '#1f5bd7')};
    background: ${tok('color-primary-subtle', '#e6eefc')};
  }

  time {
    min-width: 4.5em;
    color: ${tok('color-text', '#1b1f27')};
    font-family: ${tok('font-family-mono', 'ui-monospace, monospace')};
    font-variant-numeric: tabular-nums;
  }

  outline: none;
  &:focus-visible {
    outline: 2px solid ${tok('color-focus', '#1f5bd7')};
    outline-offset: 2px;
  }
`;
