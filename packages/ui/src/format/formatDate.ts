/** The product shows dates and times in this timezone, whatever the viewer's own. */
export const DISPLAY_TIME_ZONE = 'Europe/Amsterdam';

type DateInput = Date | string | number;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const dateTimeFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
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

/** A date and time as `YYYY-MM-DD HH:mm` (24 hours) in Europe/Amsterdam; an invalid date gives `''`. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day, hour, minute } = parts(dateTimeFormat, date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}
