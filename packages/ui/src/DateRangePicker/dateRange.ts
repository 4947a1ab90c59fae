import { type CalendarDate, parseDate, toZoned } from '@internationalized/date';

/** The statistics date picker's earliest date. */
export const EARLIEST_DATE = '2020-01-01';

export type RangePresetId = 'today' | 'week' | 'month' | 'year';

export interface RangePreset {
  id: RangePresetId;
  label: string;
  /** Days in the range, today included. */
  days: number;
}

export const RANGE_PRESETS: readonly RangePreset[] = [
  { id: 'today', label: 'Today', days: 1 },
  { id: 'week', label: 'Past week (7 days)', days: 7 },
  { id: 'month', label: 'Past Month (31 days)', days: 31 },
  { id: 'year', label: 'Past Year (365 days)', days: 365 },
];

export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

/** A preset's range ending today (today counts as one of its days), never before the earliest date. */
export function presetRange(id: RangePresetId, today: CalendarDate, earliest = parseDate(EARLIEST_DATE)): DateRange {
  const preset = RANGE_PRESETS.find((p) => p.id === id) ?? RANGE_PRESETS[0];
  const start = today.subtract({ days: preset.days - 1 });
  return { start: start.compare(earliest) < 0 ? earliest : start, end: today };
}

/** The preset a range equals, if any (for highlighting the active preset). */
export function matchPreset(range: DateRange | null, today: CalendarDate): RangePresetId | null {
  if (!range) return null;
  for (const preset of RANGE_PRESETS) {
    const candidate = presetRange(preset.id, today);
    if (candidate.start.compare(range.start) === 0 && candidate.end.compare(range.end) === 0) return preset.id;
  }
  return null;
}

/** "YYYY-MM-DD - YYYY-MM-DD". */
export function formatRange({ start, end }: DateRange): string {
  return `${start.toString()} - ${end.toString()}`;
}

/** Keeps a range within [earliest, today] and in order. */
export function clampRange(range: DateRange, today: CalendarDate, earliest = parseDate(EARLIEST_DATE)): DateRange {
  const clamp = (date: CalendarDate) =>
    date.compare(earliest) < 0 ? earliest : date.compare(today) > 0 ? today : date;
  const start = clamp(range.start);
  const end = clamp(range.end);
  return start.compare(end) <= 0 ? { start, end } : { start: end, end: start };
}

/** The range as instants: from the start of the first day to the end of the last day in a time zone. */
export function rangeToInstants({ start, end }: DateRange, timeZone: string): { from: Date; to: Date } {
  const from = toZoned(start, timeZone).toDate();
  const to = new Date(
    toZoned(end.add({ days: 1 }), timeZone)
      .toDate()
      .getTime() - 1,
  );
  return { from, to };
}

/** Today's date in a time zone, as a calendar date. */
export function todayIn(timeZone: string, now: Date = new Date()): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
    .format(now)
    .slice(0, 10);
  return parseDate(parts);
}
