import type { ViewTemplate } from '@reelbase/contract';
import type { ReactNode, Ref } from 'react';
import type { PlayerChapter } from './chapters.ts';
import type { SubtitleTrack, VideoSource } from './sources.ts';
import type { PlayerEvent } from './usePlayback.ts';

/** What a parent can do with a mounted player (e.g. capture the frame at the current time). */
export interface VideoPlayerHandle {
  /** The playback position in seconds. */
  getCurrentTime: () => number;
  /** Moves the playback position (seconds, clamped to the video). */
  seek: (seconds: number) => void;
  play: () => Promise<void>;
  pause: () => void;
  /** The underlying video element, null before mount. */
  readonly element: HTMLVideoElement | null;
}

export interface VideoPlayerProps {
  /** Names the video for assistive technology; shown over the picture with `show_title`. */
  title: string;
  /** The renditions; the player picks the one that fits its size (else the highest). */
  sources: readonly VideoSource[];
  poster?: string | null;
  /** WebVTT tracks; the default one is shown from the start. */
  subtitles?: readonly SubtitleTrack[];
  /** Listed under the video and marked on the scrub bar; choosing one seeks to it. */
  chapters?: readonly PlayerChapter[];
  /** Called with the playback position in seconds as it changes (also after seeking). */
  onTimeUpdate?: (seconds: number) => void;
  /** Shown instead of the video when no rendition can be played. */
  emptyText?: ReactNode;
  /** Heading of the chapter list. */
  chaptersLabel?: string;
  /**
   * Whether the chapter list is shown under the player (default). A player that must fill its
   * frame (an embed) leaves it out; the chapters stay marked on the scrub bar.
   */
  chapterList?: boolean;
  /** The player template's settings; what is left out takes the default template's value. */
  template?: Partial<ViewTemplate>;
  /** Shown under the player with `show_description`. */
  description?: string | null;
  /** The public address the Share links share (no Share button without it). */
  shareUrl?: string;
  /** The video's own size in pixels: the player keeps its ratio (16:9 when not known). */
  width?: number | null;
  height?: number | null;
  /** Drawn exactly over the picture, under the controls; read the player with `usePlayer()`. */
  overlay?: ReactNode;
  /** The view statistics' moments: shown, first play, every 10 s played, ended. */
  onEvent?: (event: PlayerEvent, seconds: number) => void;
  ref?: Ref<VideoPlayerHandle>;
  className?: string;
}
