import { type RefObject, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { roundToTenth } from '../core/presentation-rules.ts';
import type { EditorPlayerHandle as VideoPlayerHandle } from '../react/player-handle.ts';

/** The external controls step the player by this much (spec 9: player seek step 0.1 s). */
export const PLAYER_SEEK_STEP = 0.1;

const MEDIA_EVENTS = ['play', 'pause', 'ended', 'timeupdate', 'seeked', 'loadedmetadata'] as const;

export interface Playhead {
  /** Seconds. */
  time: number;
  paused: boolean;
  /** Goes to `seconds` (rounded to the tenth, within the video) and pauses unless `pause` is false. */
  seek(seconds: number, pause?: boolean): void;
  toggle(): void;
  /** Moves by `delta` seconds, playing on if it played. */
  step(delta: number): void;
  /** The time now (the same function on every render, for callbacks). */
  current(): number;
  /** Give to the `VideoPlayer`. */
  playerRef: RefObject<VideoPlayerHandle | null>;
  /** Give to an element around the player: it follows the player's video element there. */
  boxRef: RefObject<HTMLDivElement | null>;
}

/**
 * The playhead of the preview's player. The time moves with the player's video (its events are
 * caught on their way down to it, so a player that mounts its video later is followed too) and at
 * once on a seek, so the preview and the scrub bar follow even before the video has loaded.
 */
export function usePlayhead(duration: number): Playhead {
  const playerRef = useRef<VideoPlayerHandle>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [time, setTime] = useState(0);
  const [paused, setPaused] = useState(true);
  const timeRef = useRef(0);

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const follow = (event: Event) => {
      const video = event.target;
      if (!(video instanceof HTMLVideoElement)) return;
      setPaused(video.paused || video.ended);
      if (event.type === 'play' || event.type === 'pause') return;
      timeRef.current = video.currentTime;
      setTime(video.currentTime);
    };
    for (const type of MEDIA_EVENTS) box.addEventListener(type, follow, true);
    return () => {
      for (const type of MEDIA_EVENTS) box.removeEventListener(type, follow, true);
    };
  }, []);

  const seek = useCallback(
    (seconds: number, pause = true) => {
      const end = Math.max(0, duration);
      const target = Math.min(end, Math.max(0, roundToTenth(Number.isFinite(seconds) ? seconds : 0)));
      const player = playerRef.current;
      player?.seek(target);
      if (pause) player?.pause();
      timeRef.current = target;
      setTime(target);
    },
    [duration],
  );

  const toggle = useCallback(() => {
    const player = playerRef.current;
    const video = player?.element;
    if (!player || !video) return;
    if (video.paused || video.ended) player.play().catch(() => undefined);
    else player.pause();
  }, []);

  const step = useCallback((delta: number) => seek(timeRef.current + delta, false), [seek]);
  const current = useCallback(() => timeRef.current, []);

  return useMemo(
    () => ({ time, paused, seek, toggle, step, current, playerRef, boxRef }),
    [time, paused, seek, toggle, step, current],
  );
}
