import { describe, expect, it } from 'vitest';
import { formatTime, isTimeInRange, joinTime, outOfRangeMessage, parseField, splitTime } from './time.ts';

describe('time fields', () => {
  it('splits and joins with tenths', () => {
    expect(splitTime(3725.4)).toEqual({ hours: 1, minutes: 2, seconds: 5, tenths: 4 });
    expect(joinTime({ hours: 1, minutes: 2, seconds: 5, tenths: 4 })).toBe(3725.4);
    expect(splitTime(59.96)).toEqual({ hours: 0, minutes: 1, seconds: 0, tenths: 0 });
    expect(splitTime(-3)).toEqual({ hours: 0, minutes: 0, seconds: 0, tenths: 0 });
  });

  it('formats with two digits and one tenth', () => {
    expect(formatTime(0)).toBe('00:00:00.0');
    expect(formatTime(3725.4)).toBe('01:02:05.4');
  });

  it('parses digits only, bounded in length', () => {
    expect(parseField('07', 2)).toBe(7);
    expect(parseField('123', 2)).toBeNull();
    expect(parseField('', 2)).toBeNull();
    expect(parseField('4a', 2)).toBeNull();
    expect(parseField('5', 1)).toBe(5);
  });

  it('checks field limits and the maximum', () => {
    expect(isTimeInRange({ hours: 0, minutes: 1, seconds: 30, tenths: 0 }, 90)).toBe(true);
    expect(isTimeInRange({ hours: 0, minutes: 1, seconds: 30, tenths: 1 }, 90)).toBe(false);
    expect(isTimeInRange({ hours: 0, minutes: 60, seconds: 0, tenths: 0 }, null)).toBe(false);
    expect(isTimeInRange({ hours: 99, minutes: 59, seconds: 59, tenths: 9 })).toBe(true);
  });

  it('says the range with the max or unlimited', () => {
    expect(outOfRangeMessage(90)).toBe('Value is out of allowed range (0 - 90)');
    expect(outOfRangeMessage()).toBe('Value is out of allowed range (0 - unlimited)');
    expect(outOfRangeMessage(null)).toBe('Value is out of allowed range (0 - unlimited)');
  });
});
