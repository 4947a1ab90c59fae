import { DISPLAY_TIME_ZONE, formatDateTimeIn } from '@reelbase/contract/date-time';

/** The product shows dates and times in this timezone, whatever the viewer's own. */
export { DISPLAY_TIME_ZONE };

type DateInput = Date | string | number;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function parts(format: Intl.DateTimeFormat, date: Date): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of format.formatToParts(date)) result[part.type] = part.value;
  return result;
}

/** A date as `YYYY-MM-DD` in Europe/Amsterdam; an invalid date gives `''`. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day } = parts(dateFormat, date);
  return `${year}-${month}-${day}`;
}

/** The viewer's own zone, as the browser (or Node) reports it. */
const ownTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date and time as `YYYY-MM-DD HH:mm` (24 hours) in Europe/Amsterdam, followed by "Amsterdam
 * time" unless that is the viewer's own zone (`viewerTimeZone`, the browser's by default); an
 * invalid date gives `''`.
 */
export function formatDateTime(value: DateInput, viewerTimeZone: string = ownTimeZone()): string {
  return formatDateTimeIn(value, DISPLAY_TIME_ZONE, { viewersOwn: viewerTimeZone === DISPLAY_TIME_ZONE });
}
