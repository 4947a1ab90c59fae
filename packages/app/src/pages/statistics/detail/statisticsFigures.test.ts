import { describe, expect, it } from 'vitest';
import {
  countryData,
  countryItems,
  countryLabel,
  dayFormat,
  dayNumber,
  deviceItems,
  dropOffPoints,
  figureCards,
  figureOf,
  hasStartsPerDay,
  MISSING_FIGURE,
  rangeDays,
  referrerItems,
  referrerLabel,
  startsPerDayPoints,
} from './statisticsFigures.ts';

const VIDEO = '5f0c8a3e-6d1b-4c9a-9e27-1b2c3d4e5f60';

describe('statistics detail figures', () => {
  it('shows the six cards in order with ratios from the contract', () => {
    const cards = figureCards({ impressions: 1204, starts: 301, averageViewTime: 83.4, totalWatchTime: 25_103.2 }, 200);
    expect(cards.map((card) => [card.label, card.value])).toEqual([
      ['Impressions', '1,204'],
      ['Starts', '301'],
      ['Start ratio', '25%'],
      ['Viewed ratio', '42%'],
      ['Avg viewing time', '1:23'],
      ['Total watch time', '6:58:23'],
    ]);
    expect(cards[2].percentage).toBe(25);
    expect(cards[3].percentage).toBe(42);
    expect(cards[3].hint).toBe('Avg viewing time ÷ duration (3:20)');
  });

  it('gives 0 % without impressions or duration', () => {
    const cards = figureCards({ impressions: 0, starts: 0, averageViewTime: 0, totalWatchTime: 0 }, 0);
    expect(cards.map((card) => card.value)).toEqual(['0', '0', '0%', '0%', '0:00', '0:00']);
  });

  it('marks a card as loading until its figures are there, and a failed figure with a dash', () => {
    const cards = figureCards({ impressions: 10, starts: undefined, averageViewTime: null, totalWatchTime: 5 }, 60);
    expect(cards.map((card) => card.value)).toEqual(['10', null, null, MISSING_FIGURE, MISSING_FIGURE, '0:05']);
    expect(cards[3].percentage).toBeUndefined();
  });

  it("reads the video's row of an answer, 0 when it has none", () => {
    const rows = [{ key: VIDEO.toUpperCase(), doc_count: 7 }];
    expect(figureOf({ data: { rows } }, VIDEO, (row) => row.doc_count)).toBe(7);
    expect(figureOf({ data: { rows: [] } }, VIDEO, (row: { key: string }) => row.key.length)).toBe(0);
    expect(figureOf({}, VIDEO, () => 1)).toBeUndefined();
    expect(figureOf({ error: new Error('x') }, VIDEO, () => 1)).toBeNull();
  });
});

describe('statistics detail labels', () => {
  it('labels referrers by their address, and the empty key as direct or unknown', () => {
    expect(referrerLabel('https://news.example/articles/launch')).toBe('https://news.example/articles/launch');
    expect(referrerLabel('')).toBe('Direct or unknown');
  });

  it('makes every referrer but the empty one copyable', () => {
    const items = referrerItems({
      referrer_aggr: {
        buckets: [
          { key: 'https://news.example/a', doc_count: 5 },
          { key: '', doc_count: 3 },
          { key: 'https://zero.example/', doc_count: 0 },
        ],
      },
    });
    expect(items).toEqual([
      { label: 'https://news.example/a', count: 5, url: 'https://news.example/a' },
      { label: 'Direct or unknown', count: 3, url: undefined },
    ]);
  });

  it('always lists the four device types, and none without starts', () => {
    expect(deviceItems({ rows: [{ key: 'mobile', doc_count: 4 }] })).toEqual([
      { label: 'Desktop', count: 0 },
      { label: 'Mobile', count: 4 },
      { label: 'Tablet', count: 0 },
      { label: 'TV', count: 0 },
    ]);
    expect(deviceItems({ rows: [{ key: 'tv', doc_count: 0 }] })).toEqual([]);
    expect(deviceItems(undefined)).toEqual([]);
  });

  it('names countries, maps the known ones and lists the unknown one', () => {
    const answer = [
      { key: 'NL', doc_count: 9 },
      { key: 'ZZ', doc_count: 2 },
      { key: 'DE', doc_count: 0 },
    ];
    expect(countryLabel('nl')).toBe('Netherlands');
    expect(countryLabel('ZZ')).toBe('Unknown country');
    expect(countryData(answer)).toEqual([{ code: 'NL', count: 9 }]);
    expect(countryItems(answer)).toEqual([
      { label: 'Netherlands', count: 9 },
      { label: 'Unknown country', count: 2 },
    ]);
  });
});

describe('statistics detail charts', () => {
  it('draws the drop-off line by percent of the video, none without views', () => {
    const rows = [0, 5, 10].map((position, index) => ({ position, seconds: position, doc_count: 10 - index * 3 }));
    expect(dropOffPoints({ key: VIDEO, duration: 100, rows })).toEqual([
      { x: 0, y: 10 },
      { x: 5, y: 7 },
      { x: 10, y: 4 },
    ]);
    expect(dropOffPoints({ key: VIDEO, duration: 100, rows: rows.map((row) => ({ ...row, doc_count: 0 })) })).toEqual(
      [],
    );
  });

  it('draws the starts per UTC day, none when no day had a start', () => {
    const points = startsPerDayPoints({
      rows: [
        { key: '2026-11-16', doc_count: 0 },
        { key: '2026-11-17', doc_count: 3 },
      ],
    });
    expect(points).toEqual([
      { x: dayNumber('2026-11-16'), y: 0 },
      { x: dayNumber('2026-11-16') + 1, y: 3 },
    ]);
    const format = dayFormat(points);
    expect(format(points[1].x)).toBe('Nov 17');
    expect(format(points[1].x + 0.5)).toBe('');
    expect(dayFormat([{ x: dayNumber('2025-12-31'), y: 1 }, ...points])(points[1].x)).toBe('Nov 17, 2026');
    expect(startsPerDayPoints({ rows: [{ key: '2026-11-16', doc_count: 0 }] })).toEqual([]);
  });

  it('asks the starts per day only for ranges the call answers', () => {
    expect(rangeDays({ start: '2026-11-20', end: '2026-11-26' })).toBe(7);
    expect(rangeDays({ start: '2024-02-28', end: '2024-03-01' })).toBe(3);
    expect(hasStartsPerDay({ start: '2020-11-26', end: '2026-11-26' })).toBe(true);
    expect(hasStartsPerDay({ start: '2020-01-01', end: '2026-11-26' })).toBe(false);
  });
});
