import { type RefObject, useEffect, useRef, useState } from 'react';
import type { SubtitleTrack } from './sources.ts';

const defaultTrackOf = (subtitles: readonly SubtitleTrack[]) => subtitles.find((track) => track.isDefault)?.id ?? null;

/**
 * The subtitle track shown (the default one at first). Only the chosen track shows: the `default`
 * attribute alone is not enough, since the browser's own track selection may also turn on a track
 * by language (again after each new rendition; call `applySubtitles` when its metadata loaded).
 */
export function useSubtitles(
  videoRef: RefObject<HTMLVideoElement | null>,
  subtitles: readonly SubtitleTrack[],
  hasVideo: boolean,
) {
  const [subtitle, setSubtitle] = useState(() => defaultTrackOf(subtitles));
  const subtitleRef = useRef(subtitle);
  subtitleRef.current = subtitle;
  const applySubtitles = () => {
    const elements = Array.from(videoRef.current?.querySelectorAll('track') ?? []);
    elements.forEach((element, index) => {
      element.track.mode = subtitles[index]?.id === subtitleRef.current ? 'showing' : 'disabled';
    });
  };
  useEffect(() => setSubtitle(defaultTrackOf(subtitles)), [subtitles]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: applies the chosen track
  useEffect(applySubtitles, [subtitle, subtitles, hasVideo]);
  return { subtitle, setSubtitle, applySubtitles };
}
