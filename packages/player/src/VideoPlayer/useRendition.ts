import { type RefObject, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { pickSource, playableSources, sourceLabel, type VideoSource } from './sources.ts';

const AUTO = 'auto';

/** The player's height in device pixels at its ratio, the size a rendition should fit. */
function fitHeightOf(element: HTMLElement | null, ratio: number): number {
  const width = element?.clientWidth ?? 0;
  return Math.round((width / ratio) * (window.devicePixelRatio || 1));
}

/**
 * The rendition the player plays: the one that fits the stage ("Auto"), or the quality chosen.
 * A change of quality continues where the previous rendition was (`resumeAfterLoad`).
 */
export function useRendition(
  stageRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
  options: { sources: readonly VideoSource[]; ratio: number; audioOnly: boolean; offerQuality: boolean },
) {
  const { sources, ratio, audioOnly, offerQuality } = options;
  const [fitHeight, setFitHeight] = useState<number | null>(null);
  const [quality, setQuality] = useState(AUTO);
  /** Where to continue after the rendition changed. */
  const resume = useRef<{ time: number; playing: boolean } | null>(null);

  // Measured before the first paint, so only the chosen rendition is ever requested.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once, at the first layout
  useLayoutEffect(() => setFitHeight(fitHeightOf(stageRef.current, ratio)), []);

  const playable = useMemo(() => playableSources(sources), [sources]);
  // Audio only needs no picture: the smallest rendition.
  const automatic = fitHeight === null ? null : pickSource(playable, audioOnly ? 1 : fitHeight);
  const chosen =
    quality === AUTO || audioOnly
      ? automatic
      : (playable.find((source) => String(source.height) === quality) ?? automatic);
  // Signed addresses change on every fetch of the renditions: the same rendition keeps the address
  // it started with, so a refetch does not restart playback.
  const playing = useRef<{ height: number; url: string } | null>(null);
  if (chosen && playing.current?.height !== chosen.height) playing.current = { height: chosen.height, url: chosen.url };
  const src = chosen ? playing.current?.url : undefined;

  const changeQuality = (next: string) => {
    const video = videoRef.current;
    if (video && next !== quality) resume.current = { time: video.currentTime, playing: !video.paused };
    setQuality(next);
  };

  const qualityOptions =
    offerQuality && !audioOnly && playable.length > 1
      ? [
          { id: AUTO, label: automatic ? `Auto (${sourceLabel(automatic)})` : 'Auto' },
          ...playable.map((source) => ({ id: String(source.height), label: sourceLabel(source) })),
        ]
      : null;

  /** After the metadata of a new rendition: continue at the previous one's time and state. */
  const resumeAfterLoad = (video: HTMLVideoElement) => {
    const next = resume.current;
    resume.current = null;
    if (!next) return;
    video.currentTime = next.time;
    if (next.playing) video.play().catch(() => undefined);
  };

  return { src, hasVideo: playable.length > 0, quality, changeQuality, qualityOptions, resumeAfterLoad };
}
