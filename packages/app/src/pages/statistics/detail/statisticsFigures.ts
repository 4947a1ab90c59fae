import {
  DEVICE_TYPES,
  type DeviceType,
  STATS_MAX_RANGE_DAYS,
  type StatsCountRows,
  startRatio,
  viewedRatio,
} from '@reelbase/contract';
import { type BarListItem, countryName, formatDuration, type GeoChartDatum, type LineChartPoint } from '@reelbase/ui';

/** The answers of the statistics calls, as the detail page reads them. */
export type CountRows = StatsCountRows;
export interface TimeRows {
  rows: { key: string; time: number }[];
}
export interface TotalTimeRows {
  rows: { key: string; total_time: number }[];
}
export type CountryCounts = { key: string; doc_count: number }[];
export interface ReferrerCounts {
  referrer_aggr: { buckets: { key: string; doc_count: number }[] };
}
export interface DropOff {
  key: string;
  duration: number;
  rows: { position: number; seconds: number; doc_count: number }[];
}

export const STATISTICS_DETAIL_TEXTS = {
  title: 'Statistics',
  videoId: 'Video id',
  range: 'Date range',
  counting:
    'An impression is a page on which the player came into view; a start is a page on which the video was played ' +
    '(once per page and day, robots and console previews left out); watch time is how far into the video each ' +
    'page played.',
  referrerCopied: 'Referrer URL copied to clipboard!',
  directReferrer: 'Direct or unknown',
  unknownCountry: 'Unknown country',
  referrers: 'Starts per referrer',
  dropOff: 'Drop-off rate',
  dropOffDescription: 'How many views reached each point of the video, in steps of 5 % of its duration.',
  countries: 'Starts by country',
  startsPerDay: 'Starts per day',
  startsPerDayDescription: 'The starts of each day of the date range (UTC days).',
  devices: 'Starts by device type',
  noData: 'No data for this period.',
  failed: 'These figures could not be loaded.',
} as const;

const FIGURE_LABELS = {
  impressions: 'Impressions',
  starts: 'Starts',
  startRatio: 'Start ratio',
  viewedRatio: 'Viewed ratio',
  averageViewTime: 'Avg viewing time',
  totalWatchTime: 'Total watch time',
} as const;

const DEVICE_LABELS: Record<DeviceType, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  tv: 'TV',
};

/** The country code the server uses when the country is not known. */
const UNKNOWN_COUNTRY_CODE = 'ZZ';

/** The row of one video in a per-video answer (keys compared without case). */
export function rowOf<Row extends { key: string }>(rows: readonly Row[] | undefined, videoId: string): Row | undefined {
  const id = videoId.toLowerCase();
  return rows?.find((row) => row.key.toLowerCase() === id);
}

/** A figure: a number, `undefined` while it loads, `null` when it could not be loaded. */
export type Figure = number | null | undefined;

/** The four per-video figures. */
export interface VideoFigures {
  impressions: Figure;
  starts: Figure;
  /** Seconds. */
  averageViewTime: Figure;
  /** Seconds. */
  totalWatchTime: Figure;
}

/** What one figure card shows: `value` is `null` while its figures load. */
export interface FigureCard {
  id: keyof typeof FIGURE_LABELS;
  label: string;
  value: string | null;
  percentage?: number;
  hint?: string;
}

/** Shown instead of a figure that could not be loaded. */
export const MISSING_FIGURE = '—';

const count = (value: number) => value.toLocaleString('en-US');
const clock = (value: number) => formatDuration(Math.round(value) * 1000);

/** A figure as text: `null` while loading, a dash when it failed. */
function shown(figure: Figure, format: (value: number) => string): string | null {
  if (figure === undefined) return null;
  return figure === null ? MISSING_FIGURE : format(figure);
}

/** A figure computed from two others: loading while either loads, failed when either failed. */
function combined(a: Figure, b: Figure, compute: (a: number, b: number) => number): Figure {
  if (a === null || b === null) return null;
  return a === undefined || b === undefined ? undefined : compute(a, b);
}

const percent = (value: number) => `${value}%`;

/**
 * The six cards in the spec's order: impressions, starts, start ratio (starts / impressions),
 * viewed ratio (average view time / duration), average viewing time and total watch time.
 */
export function figureCards(figures: VideoFigures, durationSeconds: number): FigureCard[] {
  const { impressions, starts, averageViewTime, totalWatchTime } = figures;
  const ratioOfStarts = combined(starts, impressions, startRatio);
  const ratioViewed = combined(averageViewTime, durationSeconds, viewedRatio);
  return [
    { id: 'impressions', label: FIGURE_LABELS.impressions, value: shown(impressions, count) },
    { id: 'starts', label: FIGURE_LABELS.starts, value: shown(starts, count) },
    {
      id: 'startRatio',
      label: FIGURE_LABELS.startRatio,
      value: shown(ratioOfStarts, percent),
      percentage: ratioOfStarts ?? undefined,
      hint: 'Starts ÷ impressions',
    },
    {
      id: 'viewedRatio',
      label: FIGURE_LABELS.viewedRatio,
      value: shown(ratioViewed, percent),
      percentage: ratioViewed ?? undefined,
      hint: `Avg viewing time ÷ duration (${clock(Math.floor(durationSeconds))})`,
    },
    { id: 'averageViewTime', label: FIGURE_LABELS.averageViewTime, value: shown(averageViewTime, clock) },
    { id: 'totalWatchTime', label: FIGURE_LABELS.totalWatchTime, value: shown(totalWatchTime, clock) },
  ];
}

/** One video's figure from a per-video answer: 0 when the answer has no row for it. */
export function figureOf<Row extends { key: string }>(
  load: { data?: { rows: Row[] }; error?: unknown },
  videoId: string,
  pick: (row: Row) => number,
): Figure {
  if (load.error) return null;
  if (!load.data) return undefined;
  const row = rowOf(load.data.rows, videoId);
  return row ? pick(row) : 0;
}

/** A referrer as a label: its address (origin and path) as counted; none is direct or unknown. */
export function referrerLabel(key: string): string {
  return key || STATISTICS_DETAIL_TEXTS.directReferrer;
}

/** The referrer bars: a referrer's address is copied on click; the empty key (none) has no address. */
export function referrerItems(answer: ReferrerCounts | undefined): BarListItem[] {
  return (answer?.referrer_aggr.buckets ?? [])
    .filter((bucket) => bucket.doc_count > 0)
    .map((bucket) => ({
      label: referrerLabel(bucket.key),
      count: bucket.doc_count,
      url: bucket.key ? bucket.key : undefined,
    }));
}

/** The device bars, all four types; none when no start was counted. */
export function deviceItems(answer: CountRows | undefined): BarListItem[] {
  const rows = answer?.rows ?? [];
  const items = DEVICE_TYPES.map((type) => ({
    label: DEVICE_LABELS[type],
    count: rows.find((row) => row.key === type)?.doc_count ?? 0,
  }));
  return items.some((item) => item.count > 0) ? items : [];
}

/** A country code as a name; `ZZ` is an unknown country. */
export function countryLabel(code: string): string {
  return code.toUpperCase() === UNKNOWN_COUNTRY_CODE ? STATISTICS_DETAIL_TEXTS.unknownCountry : countryName(code);
}

/** The map's data: the known countries with starts. */
export function countryData(answer: CountryCounts | undefined): GeoChartDatum[] {
  return (answer ?? [])
    .filter((row) => row.doc_count > 0 && row.key.toUpperCase() !== UNKNOWN_COUNTRY_CODE)
    .map((row) => ({ code: row.key, count: row.doc_count }));
}

/** The countries as bars, unknown included. */
export function countryItems(answer: CountryCounts | undefined): BarListItem[] {
  return (answer ?? [])
    .filter((row) => row.doc_count > 0)
    .map((row) => ({ label: countryLabel(row.key), count: row.doc_count }));
}

/** The drop-off line: x = percent of the video, y = views that got that far; none without views. */
export function dropOffPoints(answer: DropOff | undefined): LineChartPoint[] {
  const rows = answer?.rows ?? [];
  if (!rows.some((row) => row.doc_count > 0)) return [];
  return rows.map((row) => ({ x: row.position, y: row.doc_count }));
}

const DAY_MS = 86_400_000;

/** A UTC day (`YYYY-MM-DD`) as a whole number of days since 1970-01-01. */
export const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * How the days of a line are written: `Nov 20`, or `Nov 20, 2025` when the days span more than one
 * year; nothing between days (an axis tick may fall there).
 */
export function dayFormat(points: readonly LineChartPoint[]): (day: number) => string {
  const years = new Set(points.map((point) => new Date(point.x * DAY_MS).getUTCFullYear()));
  const format = years.size > 1 ? longDay : shortDay;
  return (day) => (Number.isInteger(day) ? format.format(new Date(day * DAY_MS)) : '');
}

/** The number of days of a range, both ends included. */
export const rangeDays = (range: { start: string; end: string }) => dayNumber(range.end) - dayNumber(range.start) + 1;

/** Whether the starts-per-day call answers a range this long (it has one row per day). */
export const hasStartsPerDay = (range: { start: string; end: string }) => rangeDays(range) <= STATS_MAX_RANGE_DAYS;

/** The starts-per-day line: x = day number, y = starts; none when no day had a start. */
export function startsPerDayPoints(answer: CountRows | undefined): LineChartPoint[] {
  const rows = answer?.rows ?? [];
  if (!rows.some((row) => row.doc_count > 0)) return [];
  return rows.map((row) => ({ x: dayNumber(row.key), y: row.doc_count }));
}
