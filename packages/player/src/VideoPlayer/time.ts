/** `m:ss`, or `h:mm:ss` from one hour on. */
export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/** The time display of the control bar: `0:12 / 3:04` (the duration reads 0:00 until it is known). */
export const timeInfo = (current: number, duration: number | null) =>
  `${formatTime(current)} / ${formatTime(duration ?? 0)}`;

/** The position as the seek slider announces it: `0:12 of 3:04`. */
export const spokenTime = (current: number, duration: number | null) =>
  duration === null ? formatTime(current) : `${formatTime(current)} of ${formatTime(duration)}`;

/** The ratio of the player's box: the video's own size, else 16:9. */
export function aspectRatioOf(width?: number | null, height?: number | null): number {
  return width && height && width > 0 && height > 0 ? width / height : 16 / 9;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Where a picture of `ratio` (width / height) shows inside a box, as `object-fit: contain` draws it. */
export function containRect(boxWidth: number, boxHeight: number, ratio: number): Rect {
  if (boxWidth <= 0 || boxHeight <= 0 || !(ratio > 0)) return { left: 0, top: 0, width: boxWidth, height: boxHeight };
  const width = Math.min(boxWidth, boxHeight * ratio);
  const height = width / ratio;
  return { left: (boxWidth - width) / 2, top: (boxHeight - height) / 2, width, height };
}

/**
 * Counts the seconds actually played (jumps of a seek or a loop are not counted) and tells how
 * many further marks of `every` seconds were reached: the `progress` beacon of the statistics.
 */
export function createProgressCounter(every = 10) {
  let played = 0;
  let last: number | null = null;
  let next = every;
  return {
    /** Reports the position at a time update; answers how many marks were passed since the last call. */
    update(position: number, playing: boolean): number {
      if (last !== null && playing) {
        const delta = position - last;
        if (delta > 0 && delta < 2) played += delta;
      }
      last = position;
      let marks = 0;
      while (played >= next) {
        next += every;
        marks += 1;
      }
      return marks;
    },
    get played() {
      return played;
    },
  };
}
