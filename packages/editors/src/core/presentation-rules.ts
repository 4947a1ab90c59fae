import type { Slide } from './document.ts';
import { sortByStart } from './sort.ts';

/** Slide starts are rounded to 0.1 s. */
export const SLIDE_TIME_STEP = 0.1;
export const roundToTenth = (seconds: number): number => Math.round(seconds * 10) / 10;
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** What the editor knows of an image being added as a slide. */
export interface SlideImage {
  name: string;
  src?: string;
  cdn_src?: string;
}

/** One entry of the reorder call: a slide and its new start. */
export interface SlideOrder {
  _id: string;
  start: number;
}

/**
 * Rule "added images are spread evenly over the video from the current player position": image i of
 * n starts at playhead + i × (duration − playhead) / n, rounded to 0.1 s.
 */
export function spreadStarts(count: number, playhead: number, duration: number): number[] {
  const from = clamp(Number.isFinite(playhead) ? playhead : 0, 0, Math.max(0, duration));
  const step = count > 0 ? (Math.max(0, duration) - from) / count : 0;
  return Array.from({ length: Math.max(0, count) }, (_, index) => roundToTenth(from + index * step));
}

/** New slides for added images, spread by {@link spreadStarts}; each ends where the next starts (the last at the end). */
export function newSlides(
  images: readonly SlideImage[],
  playhead: number,
  duration: number,
  nextId: () => string,
): Slide[] {
  const starts = spreadStarts(images.length, playhead, duration);
  return images.map((image, index) => ({
    _id: nextId(),
    name: image.name,
    start: starts[index],
    end: index + 1 < starts.length ? starts[index + 1] : roundToTenth(Math.max(0, duration)),
    src: image.src ?? '',
    cdn_src: image.cdn_src ?? '',
    active: false,
  }));
}

/** Rule "slides are re-sorted by start after add or update" (stable). */
export const sortSlides = (slides: readonly Slide[]): Slide[] => sortByStart(slides);

/** The fields of a slide the sidebar edits (a replaced image changes src and cdn_src). */
export type SlidePatch = Partial<Pick<Slide, 'name' | 'start' | 'end' | 'src' | 'cdn_src'>>;

/**
 * Applies a slide change: times within the video, the start rounded to 0.1 s; moving the start past
 * the end pulls the end, moving the end before the start pulls the start.
 */
export function applySlidePatch(slide: Slide, patch: SlidePatch, duration = Number.POSITIVE_INFINITY): Slide {
  const next = { ...slide, ...patch };
  const bound = (seconds: number) => clamp(seconds, 0, Math.max(0, duration));
  if (patch.start !== undefined) {
    next.start = roundToTenth(bound(patch.start));
    if (patch.end === undefined && next.end < next.start) next.end = next.start;
  }
  if (patch.end !== undefined) {
    next.end = bound(patch.end);
    if (next.end < next.start) next.start = next.end;
  }
  return next;
}

/** Rule "a duplicate gets ' - copy' appended", with a new id; it starts with its original. */
export const duplicateSlide = (slide: Slide, id: string): Slide => ({
  ...slide,
  _id: id,
  name: `${slide.name} - copy`,
  active: false,
});

/** Rule "one slide is active": only the slide with `id` is (none when `id` is null). */
export function activateSlide(slides: readonly Slide[], id: string | null): Slide[] {
  return slides.map((slide) => (slide.active === (slide._id === id) ? slide : { ...slide, active: slide._id === id }));
}

/**
 * The order of slide names: natural numbers ('Slide 2' before 'slide 10'), language-aware,
 * punctuation ignored, case-insensitive.
 */
export function slideNameCollator(locale?: string | string[]): Intl.Collator {
  return new Intl.Collator(locale, { numeric: true, sensitivity: 'base', ignorePunctuation: true });
}

/**
 * Rule "reorder sorts slides by name". The timeline keeps its time slots: the slides sorted by name
 * take, in that order, the start and end of the slides sorted by start, so the n-th slide by name
 * is shown n-th. Returns the slides (sorted by start again) and the `{ _id, start }` list to send.
 */
export function reorderSlides(
  slides: readonly Slide[],
  locale?: string | string[],
): { slides: Slide[]; order: SlideOrder[] } {
  const slots = sortByStart(slides).map(({ start, end }) => ({ start, end }));
  const { compare } = slideNameCollator(locale);
  const byName = slides
    .map((slide, index) => ({ slide, index }))
    .sort((a, b) => compare(a.slide.name, b.slide.name) || a.index - b.index)
    .map(({ slide }, index) => ({ ...slide, ...slots[index] }));
  return { slides: byName, order: byName.map(({ _id, start }) => ({ _id, start })) };
}
