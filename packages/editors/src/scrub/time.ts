/** Times on the scrub bar: tenths of a second. */
export const SCRUB_STEP = 0.1;
/** PageUp and PageDown move the playhead this far, in seconds. */
export const SCRUB_PAGE_STEP = 10;

/** Seconds as `m:ss.t` (minutes are not wrapped into hours): 4.2 → `0:04.2`, 754.25 → `12:34.3`. */
export function formatScrubTime(seconds: number): string {
  const tenths = Math.max(0, Math.round((Number.isFinite(seconds) ? seconds : 0) * 10));
  const minutes = Math.floor(tenths / 600);
  const rest = tenths - minutes * 600;
  const wholeSeconds = Math.floor(rest / 10);
  return `${minutes}:${String(wholeSeconds).padStart(2, '0')}.${rest % 10}`;
}
