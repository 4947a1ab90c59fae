const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A duration in milliseconds as `h:mm:ss` (one hour or more) or `m:ss`: `83000` -> `'1:23'`,
 * `3723000` -> `'1:02:03'`. Fractions of a second are dropped; negative input counts as zero.
 */
export function formatDuration(ms: number): string {
  const totalSeconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
}
