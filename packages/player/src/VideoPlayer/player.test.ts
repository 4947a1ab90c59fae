import { describe, expect, it } from 'vitest';
import { currentChapterIndex, formatTime, sortChapters } from './chapters.ts';
import { pickSource } from './sources.ts';
import { PLAYER_DEFAULTS, resolveTemplate } from './template.ts';
import { aspectRatioOf, containRect, createProgressCounter, spokenTime, timeInfo } from './time.ts';

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

describe('time', () => {
  it('shows the time display and the spoken position', () => {
    expect(timeInfo(12.7, 184)).toBe('0:12 / 3:04');
    expect(timeInfo(0, null)).toBe('0:00 / 0:00');
    expect(spokenTime(12, 184)).toBe('0:12 of 3:04');
    expect(spokenTime(12, null)).toBe('0:12');
  });
});

describe('picture box', () => {
  it('takes the video size, else 16:9', () => {
    expect(aspectRatioOf(1280, 720)).toBeCloseTo(16 / 9);
    expect(aspectRatioOf(1080, 1920)).toBeCloseTo(9 / 16);
    expect(aspectRatioOf(null, 720)).toBeCloseTo(16 / 9);
    expect(aspectRatioOf(0, 0)).toBeCloseTo(16 / 9);
  });
  it('places the picture as object-fit contain does', () => {
    expect(containRect(400, 300, 16 / 9)).toEqual({ left: 0, top: 37.5, width: 400, height: 225 });
    expect(containRect(400, 225, 4 / 3)).toEqual({ left: 50, top: 0, width: 300, height: 225 });
    expect(containRect(0, 0, 16 / 9)).toEqual({ left: 0, top: 0, width: 0, height: 0 });
  });
});

describe('progress counter', () => {
  it('counts every 10 s played and not the jumps', () => {
    const counter = createProgressCounter();
    let marks = 0;
    for (let t = 0; t <= 9.5; t += 0.25) marks += counter.update(t, true);
    expect(marks).toBe(0);
    marks += counter.update(60, true); // a seek
    expect(marks).toBe(0);
    for (let t = 60.25; t <= 61; t += 0.25) marks += counter.update(t, true);
    expect(marks).toBe(1);
    for (let t = 61.25; t <= 75; t += 0.25) marks += counter.update(t, false); // paused time updates
    expect(marks).toBe(1);
  });
});

describe('template', () => {
  it('fills what a template leaves out and refuses a colour that is not hex', () => {
    expect(resolveTemplate(undefined)).toEqual(PLAYER_DEFAULTS);
    const settings = resolveTemplate({ autoplay: true, controls_color: 'red;background:url(x)' });
    expect(settings.autoplay).toBe(true);
    expect(settings.scrub_bar).toBe(true);
    expect(settings.controls_color).toBe('#ffffff');
    expect(resolveTemplate({ controls_color: '#1f5bd7' }).controls_color).toBe('#1f5bd7');
  });
});
