import type { StatsList, StatsSortColumn } from '@reelbase/contract';
import { type IsoDateRange, presetRange, todayIn } from '@reelbase/ui';
import useSWR from 'swr';

/**
 * The statistics count whole UTC days (the roll-ups are per UTC day): a range of calendar days is
 * sent as the first second of its first day to the last second of its last day, in UTC, and
 * "today" is today in UTC.
 */
const STATS_TIME_ZONE = 'UTC';

/** Today as YYYY-MM-DD in the statistics' time zone. */
export const statsToday = (now: Date = new Date()) => todayIn(STATS_TIME_ZONE, now).toString();

/** The default range of both statistics pages: the past 7 days, today included. */
export function defaultStatsRange(now: Date = new Date()): IsoDateRange {
  const range = presetRange('week', todayIn(STATS_TIME_ZONE, now));
  return { start: range.start.toString(), end: range.end.toString() };
}

/** The range as unix seconds: 00:00:00 of the first day to 23:59:59 of the last day (UTC). */
export function rangeSeconds(range: IsoDateRange): { from: number; to: number } {
  const from = Date.parse(`${range.start}T00:00:00Z`) / 1000;
  const to = Date.parse(`${range.end}T23:59:59Z`) / 1000;
  return { from, to };
}

/** One page of the statistics list as the page asks for it. */
export interface StatsListQuery {
  range: IsoDateRange;
  /** Library filter; empty for all the caller's libraries. */
  libraries: readonly number[];
  sort: { column: StatsSortColumn; direction: 'asc' | 'desc' };
  page: number;
  pageSize: number;
}

/** `/api/videos-for-statistics?filters[library][]=..&filters[from]=..&filters[date]=..&sort[column]=..` */
export function statsListUrl(query: StatsListQuery): string {
  const { from, to } = rangeSeconds(query.range);
  const params = new URLSearchParams();
  for (const library of query.libraries) params.append('filters[library][]', String(library));
  params.set('filters[from]', String(from));
  params.set('filters[date]', String(to));
  params.set('sort[column]', query.sort.column);
  params.set('sort[direction]', query.sort.direction);
  params.set('pagination[pageSize]', String(query.pageSize));
  params.set('pagination[current]', String(query.page));
  return `/api/videos-for-statistics?${params.toString()}`;
}

/** One page of videos with their figures; the previous page stays shown while the next loads. */
export function useStatsList(query: StatsListQuery) {
  return useSWR<StatsList>(statsListUrl(query), { keepPreviousData: true });
}

/** `{path}?videos[]={id}&from=..&to=..`: the query of the figures calls for videos over a range. */
export function statsFigureUrl(path: string, videoIds: readonly string[], range: IsoDateRange): string {
  const { from, to } = rangeSeconds(range);
  const params = new URLSearchParams();
  for (const id of videoIds) params.append('videos[]', id);
  params.set('from', String(from));
  params.set('to', String(to));
  return `${path}?${params.toString()}`;
}
