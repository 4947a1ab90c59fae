import { describe, expect, it } from 'vitest';
import { defaultStatsRange, rangeSeconds, statsFigureUrl, statsListUrl, statsToday } from './statistics.ts';

describe('statistics ranges', () => {
  it('defaults to the past 7 days, today included, in UTC', () => {
    const now = new Date('2026-11-25T23:30:00Z');
    expect(statsToday(now)).toBe('2026-11-25');
    expect(defaultStatsRange(now)).toEqual({ start: '2026-11-19', end: '2026-11-25' });
  });

  it('sends the first second of the first day to the last second of the last day', () => {
    const { from, to } = rangeSeconds({ start: '2026-11-19', end: '2026-11-25' });
    expect(new Date(from * 1000).toISOString()).toBe('2026-11-19T00:00:00.000Z');
    expect(new Date(to * 1000).toISOString()).toBe('2026-11-25T23:59:59.000Z');
  });

  it('builds the list query with the nested names', () => {
    const url = new URL(
      statsListUrl({
        range: { start: '2026-11-25', end: '2026-11-25' },
        libraries: [3, 9],
        sort: { column: 'title', direction: 'asc' },
        page: 2,
        pageSize: 12,
      }),
      'http://x',
    );
    expect(url.pathname).toBe('/api/videos-for-statistics');
    expect(url.searchParams.getAll('filters[library][]')).toEqual(['3', '9']);
    expect(url.searchParams.get('filters[from]')).toBe(String(Date.parse('2026-11-25T00:00:00Z') / 1000));
    expect(url.searchParams.get('filters[date]')).toBe(String(Date.parse('2026-11-25T23:59:59Z') / 1000));
    expect(url.searchParams.get('sort[column]')).toBe('title');
    expect(url.searchParams.get('sort[direction]')).toBe('asc');
    expect(url.searchParams.get('pagination[current]')).toBe('2');
    expect(url.searchParams.get('pagination[pageSize]')).toBe('12');
  });

  it('names the videos of a figures call', () => {
    const url = new URL(
      statsFigureUrl('/api/videos/views', ['a', 'b'], { start: '2026-11-01', end: '2026-11-02' }),
      'http://x',
    );
    expect(url.searchParams.getAll('videos[]')).toEqual(['a', 'b']);
    expect(Number(url.searchParams.get('to')) - Number(url.searchParams.get('from'))).toBe(2 * 86_400 - 1);
  });
});
