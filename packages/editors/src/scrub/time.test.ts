import { describe, expect, it } from 'vitest';
import { formatScrubTime } from './time.ts';

describe('formatScrubTime', () => {
  it('writes minutes, two-digit seconds and tenths', () => {
    expect(formatScrubTime(0)).toBe('0:00.0');
    expect(formatScrubTime(4.2)).toBe('0:04.2');
    expect(formatScrubTime(59.96)).toBe('1:00.0');
    expect(formatScrubTime(754.25)).toBe('12:34.3');
    expect(formatScrubTime(3725)).toBe('62:05.0');
  });

  it('reads what is not a time as 0', () => {
    expect(formatScrubTime(Number.NaN)).toBe('0:00.0');
    expect(formatScrubTime(-3)).toBe('0:00.0');
  });
});
