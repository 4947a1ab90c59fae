import type { Slide } from '../core/document.ts';

/**
 * The slide shown at `time` (seconds): the last one, by start, whose start has passed. A slide stays
 * until the next one starts; its `end` only ends it early when it is after its start and before
 * the next one (an end equal to the start, or missing, means "until the next slide").
 */
export function slideAt(slides: readonly Slide[], time: number): Slide | null {
  let shown: Slide | null = null;
  for (const slide of slides) {
    if (slide.start > time) break;
    shown = slide;
  }
  if (shown && shown.end > shown.start && time >= shown.end) return null;
  return shown;
}
