/** The rendition heights the product offers: 360p, 720p, 1080p and 4K. */
const RENDITION_HEIGHTS = [360, 720, 1080, 2160] as const;

/**
 * The renditions to make for a source of `sourceHeight` (displayed) pixels: every offered height
 * up to the source height. A source smaller than 360 still gets the 360p rendition, scaled up:
 * every video then has at least one playable, downloadable mp4 whose height matches its label,
 * which the encodings list, the copy rule ("encoded first") and the player all rely on.
 */
export function renditionLadder(sourceHeight: number): number[] {
  const fitting = RENDITION_HEIGHTS.filter((height) => height <= sourceHeight);
  return fitting.length > 0 ? [...fitting] : [RENDITION_HEIGHTS[0]];
}

/**
 * The renditions to make when some rungs were chosen (e.g. 360p and 1080p): the chosen ones the
 * source is high enough for, else the highest rung it allows; nothing chosen means the whole ladder.
 */
export function chosenLadder(chosen: readonly number[] | undefined, sourceHeight: number): number[] {
  const fitting = renditionLadder(sourceHeight);
  if (!chosen || chosen.length === 0) return fitting;
  const kept = fitting.filter((height) => chosen.includes(height));
  return kept.length > 0 ? kept : [fitting[fitting.length - 1]];
}

/** The label of a rendition height: `360p`, `720p`, `1080p`, `4K` (2160), else `{height}p`. */
export function renditionLabel(height: number): string {
  return height === 2160 ? '4K' : `${height}p`;
}

/** Peak video bitrates (kbit/s) per height, capping the constant-quality encode for streaming. */
export function maxBitrateKbps(height: number): number {
  if (height <= 360) return 1000;
  if (height <= 720) return 3000;
  if (height <= 1080) return 6000;
  return 20000;
}
