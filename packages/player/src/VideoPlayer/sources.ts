/** One rendition the player can play, e.g. the 720p mp4. */
export interface VideoSource {
  /** The address of the file; renditions without one (still generating) are never picked. */
  url?: string | null;
  /** Height in pixels (360, 720, 1080, 2160). */
  height: number;
  /** Shown in the quality menu; `{height}p` when not given. */
  label?: string;
  /** MIME type, e.g. `video/mp4`. */
  type?: string;
}

/** A WebVTT subtitle track. */
export interface SubtitleTrack {
  id: string;
  url: string;
  label?: string | null;
  /** BCP 47 language tag, e.g. `en` or `nl`. */
  language?: string | null;
  /** Shown when the video starts; at most one track is the default. */
  isDefault?: boolean;
}

/** The renditions that can be played, highest first. */
export function playableSources<T extends VideoSource>(sources: readonly T[]): (T & { url: string })[] {
  return sources
    .filter((source): source is T & { url: string } => typeof source.url === 'string' && source.url !== '')
    .sort((a, b) => b.height - a.height);
}

/**
 * The rendition to play: the smallest one at least as tall as `fitHeight` (the player's height in
 * device pixels), else the highest. Without `fitHeight` the highest. Null when none can be played.
 */
export function pickSource<T extends VideoSource>(
  sources: readonly T[],
  fitHeight?: number | null,
): (T & { url: string }) | null {
  const playable = playableSources(sources);
  if (playable.length === 0) return null;
  if (!fitHeight || fitHeight <= 0) return playable[0];
  const fitting = playable.filter((source) => source.height >= fitHeight);
  return fitting.length > 0 ? fitting[fitting.length - 1] : playable[0];
}

/** The label of a rendition in the quality menu. */
export const sourceLabel = (source: VideoSource) => source.label ?? `${source.height}p`;
