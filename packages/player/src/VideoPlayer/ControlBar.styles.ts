import styled, { css } from 'styled-components';
import { controlFocus } from './VideoPlayer.styles.ts';

export const Bar = styled.div`
  position: absolute;
  inset: auto 0 0;
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  padding: 1.5rem 0.5rem 0.375rem;
  background: linear-gradient(rgba(0, 0, 0, 0), rgba(0, 0, 0, 0.8) 2rem);
  color: #ffffff;
  transition: opacity 200ms ease;

  &[data-hidden] {
    opacity: 0;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.125rem 0.5rem;
  min-width: 0;
`;

export const Group = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.125rem;
  min-width: 0;
`;

const buttonLook = css`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  gap: 0.25rem;
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 0.375rem;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: #ffffff;
  font: inherit;
  cursor: pointer;
  ${controlFocus}

  svg {
    flex: none;
    color: var(--player-accent, #ffffff);
  }

  &:hover {
    background: rgba(255, 255, 255, 0.15);
  }

  &[aria-pressed='true'] svg,
  &[aria-expanded='true'] svg {
    filter: drop-shadow(0 0 2px var(--player-accent, #ffffff));
  }
`;

export const ControlButtonLook = styled.button`
  ${buttonLook}
`;

/** The chosen quality beside its icon; hidden on a narrow player. */
export const ValueText = styled.span`
  font-size: 0.8125rem;
  white-space: nowrap;

  @container (max-width: 520px) {
    display: none;
  }
`;

export const TimeText = styled.span`
  flex: none;
  padding: 0 0.375rem;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

const range = css`
  appearance: none;
  -webkit-appearance: none;
  display: block;
  margin: 0;
  background: transparent;
  cursor: pointer;
  ${controlFocus}

  &::-webkit-slider-runnable-track {
    height: 4px;
    border-radius: 2px;
    background: var(--track, transparent);
  }
  &::-moz-range-track {
    height: 4px;
    border-radius: 2px;
    background: var(--track, transparent);
  }
  &::-webkit-slider-thumb {
    -webkit-appearance: none;
    width: 14px;
    height: 14px;
    margin-top: -5px;
    border: 0;
    border-radius: 50%;
    background: var(--player-accent, #ffffff);
    box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.5);
  }
  &::-moz-range-thumb {
    width: 14px;
    height: 14px;
    border: 0;
    border-radius: 50%;
    background: var(--player-accent, #ffffff);
  }
  &:disabled {
    cursor: default;
  }
`;

export const Scrub = styled.div`
  position: relative;
  height: 1.5rem;
  margin: 0 0.375rem;
`;

export const ScrubTrack = styled.div`
  position: absolute;
  top: 50%;
  right: 0;
  left: 0;
  height: 4px;
  margin-top: -2px;
  border-radius: 2px;
  background: rgba(255, 255, 255, 0.35);
  pointer-events: none;
`;

export const ScrubFill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: var(--player-accent, #ffffff);
`;

export const Marker = styled.span`
  position: absolute;
  top: -3px;
  width: 3px;
  height: 10px;
  margin-left: -1px;
  border-radius: 1px;
  background: #ffffff;
  box-shadow: 0 0 0 1px rgba(0, 0, 0, 0.6);
`;

export const ScrubInput = styled.input`
  ${range}
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

export const Volume = styled.div`
  display: flex;
  align-items: center;
`;

export const VolumeInput = styled.input`
  ${range}
  width: 4.5rem;
  height: 1.5rem;
  margin: 0 0.375rem;
  --track: linear-gradient(
    to right,
    var(--player-accent, #ffffff) var(--fill, 100%),
    rgba(255, 255, 255, 0.35) var(--fill, 100%)
  );

  @container (max-width: 480px) {
    display: none;
  }
`;

/** Hidden first when the player is narrow. */
export const Optional = styled.span`
  display: contents;

  @container (max-width: 340px) {
    display: none;
  }
`;

export const PopupAnchor = styled.div`
  position: relative;
  display: flex;
`;

const popup = css`
  position: absolute;
  right: 0;
  bottom: calc(100% + 0.25rem);
  z-index: 1;
  min-width: 9rem;
  max-height: var(--popup-room, 12rem);
  margin: 0;
  padding: 0.25rem;
  overflow-y: auto;
  border-radius: 6px;
  background: rgba(20, 22, 28, 0.96);
  color: #ffffff;
  list-style: none;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.5);
`;

export const Menu = styled.ul`
  ${popup}
`;

export const MenuItem = styled.li`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.375rem 0.75rem 0.375rem 0.5rem;
  border-radius: 4px;
  white-space: nowrap;
  cursor: pointer;
  ${controlFocus}

  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
  }
  &[aria-checked='true']::before {
    background: var(--player-accent, #ffffff);
  }
  &:hover,
  &:focus {
    background: rgba(255, 255, 255, 0.15);
  }
`;

export const SharePanelBox = styled.div`
  ${popup}

  ul {
    display: flex;
    flex-direction: column;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: block;
    padding: 0.375rem 0.75rem;
    border-radius: 4px;
    color: #ffffff;
    text-decoration: none;
    white-space: nowrap;
    ${controlFocus}
  }
  a:hover {
    background: rgba(255, 255, 255, 0.15);
    text-decoration: underline;
  }
`;
