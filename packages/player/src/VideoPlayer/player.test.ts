import { describe, expect, it } from 'vitest';
import { currentChapterIndex, formatTime, sortChapters } from './chapters.ts';
import { pickSource } from './sources.ts';

const sources = [
  { height: 720, url: '/720.mp4' },
  { height: 360, url: '/360.mp4' },
  { height: 1080, url: '/1080.mp4' },
  { height: 2160, url: null },
];

describe('pickSource', () => {
  it('takes the highest playable rendition without a size', () => {
    expect(pickSource(sources)?.height).toBe(1080);
  });
  it('takes the smallest rendition that fits the player', () => {
    expect(pickSource(sources, 500)?.height).toBe(720);
    expect(pickSource(sources, 360)?.height).toBe(360);
  });
  it('takes the highest when none is tall enough', () => {
    expect(pickSource(sources, 1500)?.height).toBe(1080);
  });
  it('answers null when nothing can be played', () => {
    expect(pickSource([{ height: 360 }])).toBeNull();
  });
});

describe('chapters', () => {
  const sorted = sortChapters([
    { id: 'b', offset: 30, title: 'Middle' },
    { id: 'a', offset: 0, title: 'Start' },
    { id: 'c', offset: 90, title: 'End' },
  ]);
  it('sorts by offset and finds the current one', () => {
    expect(sorted.map((chapter) => chapter.id)).toEqual(['a', 'b', 'c']);
    expect(currentChapterIndex(sorted, 45)).toBe(1);
    expect(currentChapterIndex(sorted, 90)).toBe(2);
    expect(currentChapterIndex([{ id: 'x', offset: 5, title: 'Later' }], 2)).toBe(-1);
  });
  it('formats times', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(75.4)).toBe('1:15');
    expect(formatTime(3723)).toBe('1:02:03');
  });
});
