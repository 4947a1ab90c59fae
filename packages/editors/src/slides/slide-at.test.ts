import { describe, expect, it } from 'vitest';
import type { Slide } from '../core/document.ts';
import { slideAt } from './slide-at.ts';

const slide = (id: string, start: number, end = start): Slide => ({
  _id: id,
  name: id,
  start,
  end,
  src: `${id}.png`,
  cdn_src: '',
  active: false,
});

describe('slideAt', () => {
  const slides = [slide('a', 0), slide('b', 10), slide('c', 20, 25)];

  it('shows the last slide whose start has passed', () => {
    expect(slideAt(slides, 0)?._id).toBe('a');
    expect(slideAt(slides, 9.9)?._id).toBe('a');
    expect(slideAt(slides, 10)?._id).toBe('b');
    expect(slideAt(slides, 22)?._id).toBe('c');
  });

  it('shows nothing before the first slide, and a slide until the next one starts whatever its end', () => {
    expect(slideAt([slide('late', 5)], 4)).toBeNull();
    expect(slideAt([], 3)).toBeNull();
    expect(slideAt(slides, 25)?._id).toBe('c');
    expect(slideAt([slide('a', 0, 2), slide('b', 10)], 5)?._id).toBe('a');
  });
});
