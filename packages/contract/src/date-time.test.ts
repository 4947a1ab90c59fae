import { describe, expect, it } from 'vitest';
import { formatCommentTime } from './comment.ts';
import { DISPLAY_TIME_ZONE, dateTimeParts, formatDateTimeIn, timeZoneLabel } from './date-time.ts';
import { dateMustBeAfterMessage } from './video.ts';

describe('times and their zones', () => {
  const summer = new Date('2026-07-01T10:05:00Z');

  it('names the zone of a time shown in a fixed zone', () => {
    expect(formatDateTimeIn(summer, DISPLAY_TIME_ZONE)).toBe('2026-07-01 12:05 Amsterdam time');
    expect(formatDateTimeIn(summer.getTime(), 'UTC')).toBe('2026-07-01 10:05 UTC');
    expect(formatDateTimeIn('2026-12-31T23:30:00Z', DISPLAY_TIME_ZONE)).toBe('2027-01-01 00:30 Amsterdam time');
  });

  it("leaves the zone out of a time in the viewer's own zone, and gives nothing for an invalid date", () => {
    expect(formatDateTimeIn(summer, 'America/New_York', { viewersOwn: true })).toBe('2026-07-01 06:05');
    expect(formatDateTimeIn('not a date', 'UTC')).toBe('');
    expect(dateTimeParts(Number.NaN, 'UTC')).toBeNull();
  });

  it('labels zones by their place', () => {
    expect(timeZoneLabel('UTC')).toBe('UTC');
    expect(timeZoneLabel('Etc/UTC')).toBe('UTC');
    expect(timeZoneLabel('America/Argentina/Buenos_Aires')).toBe('Buenos Aires time');
  });

  it('says "must be after" in UTC with its name, or in the zone the dates were entered in without it', () => {
    const from = summer.getTime() / 1000;
    expect(dateMustBeAfterMessage(from)).toBe('The selected date must be after 2026-07-01 10:05 UTC');
    expect(dateMustBeAfterMessage(from, 'Europe/Amsterdam')).toBe('The selected date must be after 2026-07-01 12:05');
  });

  it('keeps the comments page format (the page names the zone once)', () => {
    expect(formatCommentTime(summer)).toBe('01-07-2026 12:05');
  });
});
