import type { StatsList, StatsListItem } from '@reelbase/contract';
import type { IsoDateRange } from '@reelbase/ui';
import { csvText } from '../../../data/csv.ts';
import { type StatsListQuery, statsListUrl } from '../../../data/statistics.ts';

const STATISTICS_CSV_COLUMNS = [
  'Id',
  'Title',
  'Starts',
  'Impressions',
  'Start ratio',
  'Duration',
  'Avg viewing time',
  'Viewed ratio',
  'Total watch time',
] as const;

/** Videos per request while the CSV is gathered. */
const CSV_PAGE_SIZE = 100;
/** The longest file name the download may have. */
export const CSV_FILE_NAME_MAX = 215;

const pad = (value: number) => String(value).padStart(2, '0');

/** Seconds as `h:mm:ss`, which spreadsheets read as a time (`m:ss` would be read as hours). */
export function clockTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 3600)}:${pad(Math.floor((whole % 3600) / 60))}:${pad(whole % 60)}`;
}

/** One row of the CSV for one video. */
function statisticsCsvRow(item: StatsListItem): (string | number)[] {
  return [
    item.id,
    item.title,
    item.starts,
    item.impressions,
    `${item.start_ratio}%`,
    clockTime(item.duration),
    clockTime(item.avg_view_time),
    `${item.viewed_ratio}%`,
    clockTime(item.total_watch_time),
  ];
}

export function statisticsCsv(items: readonly StatsListItem[]): string {
  return csvText(STATISTICS_CSV_COLUMNS, items.map(statisticsCsvRow));
}

/** A calendar day (YYYY-MM-DD) as the Dutch locale writes it, e.g. 2026-11-05 -> 5-11-2026. */
export function dutchDate(isoDay: string): string {
  return new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));
}

/**
 * `statistics-{library names joined by -, spaces as _}-{start}-{end}.csv` with Dutch dates; the
 * library names are cut so that the whole name has at most 215 characters. Characters a file
 * system refuses become `_`.
 */
export function statisticsFileName(libraryNames: readonly string[], range: IsoDateRange): string {
  const names = libraryNames
    .map((name) => name.trim().replace(/\s+/g, '_'))
    .join('-')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are refused in file names
    .replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_');
  const tail = `-${dutchDate(range.start)}-${dutchDate(range.end)}.csv`;
  const head = 'statistics-';
  const room = Math.max(0, CSV_FILE_NAME_MAX - head.length - tail.length);
  return `${head}${[...names].slice(0, room).join('')}${tail}`;
}

/**
 * Every video of the filter, fetched 100 per request until a page comes back empty (or short),
 * in the list's order.
 */
export async function gatherStatistics(
  query: Omit<StatsListQuery, 'page' | 'pageSize'>,
  fetchPage: (url: string) => Promise<StatsList>,
): Promise<StatsListItem[]> {
  const items: StatsListItem[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await fetchPage(statsListUrl({ ...query, page, pageSize: CSV_PAGE_SIZE }));
    items.push(...answer.items);
    if (answer.items.length < CSV_PAGE_SIZE) return items;
  }
}
