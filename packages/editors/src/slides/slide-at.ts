import type { Slide } from '../core/document.ts';

/**
 * The slide shown at `time` (seconds): the last one, by start, whose start has passed. A slide stays
 * until the next one starts (the last until the video ends): a slide's stored `end` is not used,
 * since moving a later slide would otherwise leave a gap without a slide.
 */
export function slideAt(slides: readonly Slide[], time: number): Slide | null {
  let shown: Slide | null = null;
  for (const slide of slides) {
    if (slide.start > time) break;
    shown = slide;
  }
  return shown;
}
