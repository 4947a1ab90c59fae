import type { StatsList, StatsListItem } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import {
  CSV_FILE_NAME_MAX,
  clockTime,
  dutchDate,
  gatherStatistics,
  statisticsCsv,
  statisticsFileName,
} from './statisticsCsv.ts';

const item = (over: Partial<StatsListItem> = {}): StatsListItem => ({
  id: '6f1d2f9e-1c1b-4c59-9a43-0e8a3c1c2b11',
  title: 'Launch',
  thumbnail: null,
  library: 1,
  publish_date: 1_700_000_000,
  starts: 3,
  impressions: 4,
  start_ratio: 75,
  duration: 83,
  avg_view_time: 41,
  viewed_ratio: 49,
  total_watch_time: 3723,
  ...over,
});

describe('statistics CSV', () => {
  it('writes the columns in order with times and ratios', () => {
    expect(statisticsCsv([item()])).toBe(
      'Id,Title,Starts,Impressions,Start ratio,Duration,Avg viewing time,Viewed ratio,Total watch time\r\n' +
        '6f1d2f9e-1c1b-4c59-9a43-0e8a3c1c2b11,Launch,3,4,75%,0:01:23,0:00:41,49%,1:02:03\r\n',
    );
  });

  it('keeps a title from running as a formula', () => {
    expect(statisticsCsv([item({ title: '=HYPERLINK("x")' })])).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('writes clock times that spreadsheets read as times', () => {
    expect(clockTime(0)).toBe('0:00:00');
    expect(clockTime(59.9)).toBe('0:00:59');
    expect(clockTime(90_061)).toBe('25:01:01');
    expect(clockTime(Number.NaN)).toBe('0:00:00');
  });
});

describe('statistics file name', () => {
  it('joins library names with - and spaces as _, with Dutch dates', () => {
    expect(dutchDate('2026-11-05')).toBe('5-11-2026');
    expect(statisticsFileName(['Sales team', 'HR'], { start: '2026-11-01', end: '2026-11-07' })).toBe(
      'statistics-Sales_team-HR-1-11-2026-7-11-2026.csv',
    );
  });

  it('is cut to 215 characters, keeping the dates', () => {
    const name = statisticsFileName(['x'.repeat(150), 'y'.repeat(150)], { start: '2026-01-01', end: '2026-12-31' });
    expect(name).toHaveLength(CSV_FILE_NAME_MAX);
    expect(name.startsWith('statistics-xxx')).toBe(true);
    expect(name.endsWith('-1-1-2026-31-12-2026.csv')).toBe(true);
  });

  it('replaces characters a file system refuses', () => {
    expect(statisticsFileName(['A/B: "c"'], { start: '2026-11-01', end: '2026-11-01' })).toBe(
      'statistics-A_B__"c"-1-11-2026-1-11-2026.csv'.replaceAll('"', '_'),
    );
  });
});

describe('gathering the CSV', () => {
  const query = {
    range: { start: '2026-11-01', end: '2026-11-07' },
    libraries: [4],
    sort: { column: 'title' as const, direction: 'asc' as const },
  };

  it('asks 100 videos at a time until a page comes back short', async () => {
    const urls: string[] = [];
    const all = Array.from({ length: 230 }, (_, index) => item({ id: String(index) }));
    const items = await gatherStatistics(query, async (url) => {
      urls.push(url);
      const page = Number(new URL(url, 'http://x').searchParams.get('pagination[current]'));
      const answer: StatsList = {
        items: all.slice((page - 1) * 100, page * 100),
        pagination: { current: page, pageSize: 100, total: all.length },
      };
      return answer;
    });
    expect(items.map((row) => row.id)).toEqual(all.map((row) => row.id));
    expect(urls).toHaveLength(3);
    const params = new URL(urls[0], 'http://x').searchParams;
    expect(params.get('pagination[pageSize]')).toBe('100');
    expect(params.getAll('filters[library][]')).toEqual(['4']);
    expect(params.get('sort[column]')).toBe('title');
  });

  it('stops at an empty page', async () => {
    let calls = 0;
    const items = await gatherStatistics(query, async () => {
      calls += 1;
      return {
        items: calls === 1 ? Array.from({ length: 100 }, (_, i) => item({ id: String(i) })) : [],
        pagination: { current: calls, pageSize: 100, total: 100 },
      };
    });
    expect(items).toHaveLength(100);
    expect(calls).toBe(2);
  });
});
