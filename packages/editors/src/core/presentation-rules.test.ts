import { describe, expect, it } from 'vitest';
import type { Slide } from './document.ts';
import {
  activateSlide,
  applySlidePatch,
  duplicateSlide,
  newSlides,
  reorderSlides,
  sortSlides,
  spreadStarts,
} from './presentation-rules.ts';
import { sequentialIds } from './test-editor.ts';

const slide = (id: string, name: string, start: number, end = start + 10): Slide => ({
  _id: id,
  name,
  start,
  end,
  src: `/${id}.png`,
  cdn_src: '',
  active: false,
});

describe('presentation rules', () => {
  it('spreads added images evenly from the playhead to the end, rounded to 0.1 s', () => {
    expect(spreadStarts(3, 10, 100)).toEqual([10, 40, 70]);
    expect(spreadStarts(3, 0, 10)).toEqual([0, 3.3, 6.7]);
    expect(spreadStarts(1, 12.34, 60)).toEqual([12.3]);
    expect(spreadStarts(2, 200, 60)).toEqual([60, 60]);
    expect(spreadStarts(0, 0, 60)).toEqual([]);
  });
  it('new slides end where the next starts, the last at the end of the video', () => {
    const slides = newSlides([{ name: 'a.png', src: '/a' }, { name: 'b.png' }], 20, 60, sequentialIds('slide'));
    expect(slides).toEqual([
      { _id: 'slide-1', name: 'a.png', start: 20, end: 40, src: '/a', cdn_src: '', active: false },
      { _id: 'slide-2', name: 'b.png', start: 40, end: 60, src: '', cdn_src: '', active: false },
    ]);
  });
  it('slides are sorted by start, stable', () => {
    expect(sortSlides([slide('a', 'A', 5), slide('b', 'B', 1), slide('c', 'C', 5)]).map((s) => s._id)).toEqual([
      'b',
      'a',
      'c',
    ]);
  });
  it('a slide change rounds the start to 0.1 s and keeps start before end', () => {
    expect(applySlidePatch(slide('a', 'A', 0, 10), { start: 4.46 }, 60)).toMatchObject({ start: 4.5, end: 10 });
    expect(applySlidePatch(slide('a', 'A', 0, 10), { start: 12 }, 60)).toMatchObject({ start: 12, end: 12 });
    expect(applySlidePatch(slide('a', 'A', 5, 10), { end: 2 }, 60)).toMatchObject({ start: 2, end: 2 });
    expect(applySlidePatch(slide('a', 'A', 5, 10), { start: 90 }, 60)).toMatchObject({ start: 60 });
  });
  it('a duplicate gets " - copy" and a new id', () => {
    expect(duplicateSlide({ ...slide('a', 'Intro', 3), active: true }, 'z')).toMatchObject({
      _id: 'z',
      name: 'Intro - copy',
      start: 3,
      active: false,
    });
  });
  it('one slide is active', () => {
    const slides = activateSlide([{ ...slide('a', 'A', 0), active: true }, slide('b', 'B', 10)], 'b');
    expect(slides.map((s) => s.active)).toEqual([false, true]);
    expect(activateSlide(slides, null).some((s) => s.active)).toBe(false);
  });
  it('reorder: natural, case-insensitive, punctuation ignored; slides take the time slots in name order', () => {
    const slides = [
      slide('s10', 'slide 10', 0, 5),
      slide('s2', 'Slide 2', 5, 12),
      slide('intro', '(Intro)', 12, 20),
      slide('s1', 'slide-1', 20, 30),
    ];
    const { slides: ordered, order } = reorderSlides(slides, 'en');
    expect(ordered.map((s) => s.name)).toEqual(['(Intro)', 'slide-1', 'Slide 2', 'slide 10']);
    expect(order).toEqual([
      { _id: 'intro', start: 0 },
      { _id: 's1', start: 5 },
      { _id: 's2', start: 12 },
      { _id: 's10', start: 20 },
    ]);
    expect(ordered.map((s) => [s.start, s.end])).toEqual([
      [0, 5],
      [5, 12],
      [12, 20],
      [20, 30],
    ]);
  });
  it('reorder keeps the order of names that compare equal', () => {
    const { order } = reorderSlides([slide('b', 'Intro!', 0), slide('a', 'intro', 10)], 'en');
    expect(order.map((entry) => entry._id)).toEqual(['b', 'a']);
  });
});
