/*
 * Dates and times as the product shows them. A time shown in a fixed zone (the console's
 * Europe/Amsterdam, the statistics' and the server's UTC) names that zone, since it is not every
 * viewer's own; a time in the viewer's own zone (what the browser reports) is shown without one.
 * Kept free of schema code, so the small bundles can use it too.
 */

/** The zone the console and the comments page show dates and times in, whatever the viewer's own. */
export const DISPLAY_TIME_ZONE = 'Europe/Amsterdam';

type DateInput = Date | string | number;

/** A moment's calendar and clock in a zone, each part as digits (month, day, hour, minute two-digit). */
export interface DateTimeParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** The parts of a moment in `timeZone` (24 hours); null for an invalid date. */
export function dateTimeParts(value: DateInput, timeZone: string): DateTimeParts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const part of formatOf(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute };
}

/** How a shown time names its zone: `UTC`, or the place of the zone with "time" (`Amsterdam time`). */
export function timeZoneLabel(timeZone: string): string {
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') return 'UTC';
  const place = timeZone.slice(timeZone.lastIndexOf('/') + 1).replaceAll('_', ' ');
  return `${place} time`;
}

/**
 * A moment as `YYYY-MM-DD HH:mm` (24 hours) in `timeZone`, followed by the zone's name
 * (`2026-07-01 12:05 Amsterdam time`, `2026-07-01 10:05 UTC`). `viewersOwn: true` is for a time in
 * the viewer's own zone, which is shown without it. An invalid date gives `''`.
 */
export function formatDateTimeIn(value: DateInput, timeZone: string, options: { viewersOwn?: boolean } = {}): string {
  const parts = dateTimeParts(value, timeZone);
  if (!parts) return '';
  const shown = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  return options.viewersOwn ? shown : `${shown} ${timeZoneLabel(timeZone)}`;
}
