import { type RefObject, type SyntheticEvent, useCallback, useRef, useState } from 'react';
import { createProgressCounter } from './time.ts';

/** The moments the view statistics count. */
export type PlayerEvent = 'impression' | 'start' | 'progress' | 'end';

export interface PlaybackCallbacks {
  onTimeUpdate?: (seconds: number) => void;
  onEvent?: (event: PlayerEvent, seconds: number) => void;
}

type MediaEvent = SyntheticEvent<HTMLVideoElement>;

/**
 * The playback state of the player's video element and what can be done with it; `mediaProps`
 * go on the element. Start, progress (every 10 s played) and end are reported through `onEvent`.
 */
export function usePlayback(videoRef: RefObject<HTMLVideoElement | null>, callbacks: PlaybackCallbacks) {
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState<number | null>(null);
  const [paused, setPaused] = useState(true);
  const [muted, setMuted] = useState(false);
  const [volume, setVolumeState] = useState(1);
  const [started, setStarted] = useState(false);
  const latest = useRef(callbacks);
  latest.current = callbacks;
  const progress = useRef(createProgressCounter());
  const startedRef = useRef(false);

  const seek = useCallback(
    (seconds: number) => {
      const video = videoRef.current;
      if (!video) return;
      const end = Number.isFinite(video.duration) && video.duration > 0 ? video.duration : Number.POSITIVE_INFINITY;
      const target = Math.min(Math.max(0, seconds), end);
      video.currentTime = target;
      setTime(target);
    },
    [videoRef],
  );
  const play = useCallback(() => videoRef.current?.play() ?? Promise.resolve(), [videoRef]);
  const pause = useCallback(() => videoRef.current?.pause(), [videoRef]);
  const togglePlay = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  }, [videoRef]);
  const setVolume = useCallback(
    (value: number) => {
      const video = videoRef.current;
      if (!video) return;
      const next = Math.min(1, Math.max(0, Math.round(value * 100) / 100));
      video.volume = next;
      video.muted = next === 0;
    },
    [videoRef],
  );
  const toggleMute = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    if (video.muted && video.volume === 0) video.volume = 0.5;
    video.muted = !video.muted;
  }, [videoRef]);

  /** Reads the sound settings from the element (after they were set on it directly). */
  const syncSound = useCallback(() => {
    const video = videoRef.current;
    if (!video) return;
    setMuted(video.muted);
    setVolumeState(video.volume);
  }, [videoRef]);

  const emit = useCallback((event: PlayerEvent, seconds: number) => latest.current.onEvent?.(event, seconds), []);

  const mediaProps = {
    onPlay: () => setPaused(false),
    onPause: () => setPaused(true),
    onPlaying: (event: MediaEvent) => {
      if (startedRef.current) return;
      startedRef.current = true;
      setStarted(true);
      emit('start', event.currentTarget.currentTime);
    },
    onTimeUpdate: (event: MediaEvent) => {
      const video = event.currentTarget;
      const seconds = video.currentTime;
      setTime(seconds);
      latest.current.onTimeUpdate?.(seconds);
      const marks = progress.current.update(seconds, !video.paused && !video.seeking);
      for (let i = 0; i < marks; i++) emit('progress', seconds);
    },
    onDurationChange: (event: MediaEvent) => {
      const value = event.currentTarget.duration;
      setDuration(Number.isFinite(value) && value > 0 ? value : null);
    },
    onVolumeChange: (event: MediaEvent) => {
      setMuted(event.currentTarget.muted);
      setVolumeState(event.currentTarget.volume);
    },
    onEnded: (event: MediaEvent) => {
      setPaused(true);
      emit('end', event.currentTarget.currentTime);
    },
  };

  return {
    time,
    duration,
    paused,
    muted,
    volume,
    started,
    seek,
    play,
    pause,
    togglePlay,
    setVolume,
    toggleMute,
    emit,
    syncSound,
    mediaProps,
  };
}

export type Playback = ReturnType<typeof usePlayback>;
