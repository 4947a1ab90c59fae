/** A time split into the fields of the time input. */
export interface TimeParts {
  hours: number;
  minutes: number;
  seconds: number;
  tenths: number;
}

export const FIELD_LIMITS: Record<keyof TimeParts, number> = { hours: 99, minutes: 59, seconds: 59, tenths: 9 };

/** Splits seconds (rounded to a tenth) into hours, minutes, seconds and tenths. */
export function splitTime(totalSeconds: number): TimeParts {
  const totalTenths = Math.max(0, Math.round(totalSeconds * 10));
  const tenths = totalTenths % 10;
  const wholeSeconds = (totalTenths - tenths) / 10;
  return {
    hours: Math.floor(wholeSeconds / 3600),
    minutes: Math.floor((wholeSeconds % 3600) / 60),
    seconds: wholeSeconds % 60,
    tenths,
  };
}

/** Joins the fields back into seconds with one decimal. */
export function joinTime({ hours, minutes, seconds, tenths }: TimeParts): number {
  return (hours * 36000 + minutes * 600 + seconds * 10 + tenths) / 10;
}

/** "HH:MM:SS.t" with two-digit hours, minutes and seconds and a one-digit tenth. */
export function formatTime(totalSeconds: number): string {
  const { hours, minutes, seconds, tenths } = splitTime(totalSeconds);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}.${tenths}`;
}

/** Reads one field: digits only, at most `digits` long; `null` for anything else. */
export function parseField(text: string, digits: number): number | null {
  if (!new RegExp(`^\\d{1,${digits}}$`).test(text)) return null;
  return Number(text);
}

/** The spec's out-of-range message with the maximum (in seconds) or the word unlimited. */
export function outOfRangeMessage(max?: number | null): string {
  return `Value is out of allowed range (0 - ${max ?? 'unlimited'})`;
}

/** True when every field is within its own limit and the total is between 0 and `max` (if any). */
export function isTimeInRange(parts: TimeParts, max?: number | null): boolean {
  const fieldsOk = (Object.keys(FIELD_LIMITS) as Array<keyof TimeParts>).every(
    (field) => Number.isInteger(parts[field]) && parts[field] >= 0 && parts[field] <= FIELD_LIMITS[field],
  );
  return fieldsOk && (max == null || joinTime(parts) <= max);
}
