import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import { keyTargetOf, type PlayerKeyOptions, playerKeyAction } from './keys.ts';
import type { Playback } from './usePlayback.ts';

const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

/**
 * The player's keys while it or one of its controls has focus (see `playerKeyAction`), and whether
 * that focus came from the keyboard (the controls then stay).
 */
export function usePlayerKeys(
  playback: Playback,
  options: PlayerKeyOptions & { toggleFullscreen: () => void; wake: () => void },
) {
  const [keyboardFocus, setKeyboardFocus] = useState(false);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    options.wake();
    if (event.defaultPrevented) return;
    const action = playerKeyAction(
      {
        key: event.key,
        target: keyTargetOf(event.target),
        altKey: event.altKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
      },
      { seek: options.seek, sound: options.sound, fullscreen: options.fullscreen },
    );
    if (!action) return;
    event.preventDefault();
    const { time, volume, muted, seek } = playback;
    if (action === 'toggle-play') playback.togglePlay();
    else if (action === 'seek-back') seek(time - SEEK_STEP);
    else if (action === 'seek-forward') seek(time + SEEK_STEP);
    else if (action === 'volume-up') playback.setVolume((muted ? 0 : volume) + VOLUME_STEP);
    else if (action === 'volume-down') playback.setVolume((muted ? 0 : volume) - VOLUME_STEP);
    else if (action === 'mute') playback.toggleMute();
    else if (action === 'fullscreen') options.toggleFullscreen();
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    try {
      setKeyboardFocus(event.target.matches(':focus-visible'));
    } catch {
      setKeyboardFocus(false);
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocus(false);
  };
  return { keyboardFocus, onKeyDown, onFocus, onBlur };
}
