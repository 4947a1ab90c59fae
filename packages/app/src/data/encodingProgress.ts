import type { Encoding } from '@reelbase/contract';
import { proxy } from 'valtio';

/**
 * The latest encoding progress (percent) the live updates told per video, kept apart from the
 * loaded renditions: writing it into the SWR cache would count as a change of the cached list and
 * drop a load of that list still on its way (which a busy server makes likely), leaving the panel
 * empty until the next poll. It is forgotten when the video changes otherwise (a new status, new
 * renditions asked for), so that a new encoding starts from its own figures.
 */
export const liveEncodingProgress = proxy<Record<string, number>>({});

/** Keeps the highest progress told for the video. */
export function tellEncodingProgress(videoId: string, progress: number) {
  const known = liveEncodingProgress[videoId];
  if (known === undefined || known < progress) liveEncodingProgress[videoId] = progress;
}

/** Forgets the told progress of one video, or of every video (`null`). */
export function forgetEncodingProgress(videoId: string | null) {
  for (const id of videoId === null ? Object.keys(liveEncodingProgress) : [videoId]) delete liveEncodingProgress[id];
}

/** The renditions as loaded, with the told progress on those still being made (never lower than loaded). */
export function withLiveProgress(
  encodings: readonly Encoding[] | undefined,
  progress: number | undefined,
): readonly Encoding[] | undefined {
  if (!encodings || progress === undefined) return encodings;
  return encodings.map((encoding) =>
    !encoding.ready && encoding.progress < progress ? { ...encoding, progress } : encoding,
  );
}

/**
 * Whether progress was told while the loaded list holds no rendition being made: the encoding was
 * asked for after the list was loaded, so the list is loaded again.
 */
export function missesRenditionsInProgress(encodings: readonly Encoding[] | undefined, progress: number | undefined) {
  return progress !== undefined && encodings !== undefined && !encodings.some((encoding) => !encoding.ready);
}
