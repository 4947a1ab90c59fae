import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDuration, formatFileSize } from './index.ts';

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [1572864, '1.5 MB'],
    [1073741824, '1 GB'],
    [46106127360, '42.94 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1024 YB'],
    [1048575, '1 MB'],
  ])('%s bytes -> %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('honours the number of decimals', () => {
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(1234567, 3)).toBe('1.177 MB');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [-1000, '0:00'],
    [999, '0:00'],
    [5000, '0:05'],
    [83000, '1:23'],
    [599000, '9:59'],
    [3599000, '59:59'],
    [3600000, '1:00:00'],
    [3723000, '1:02:03'],
    [36000000 + 61000, '10:01:01'],
  ])('%s ms -> %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('formatDate and formatDateTime in Europe/Amsterdam', () => {
  it('uses winter time (UTC+1)', () => {
    expect(formatDateTime('2024-01-15T23:30:00Z', 'Europe/Amsterdam')).toBe('2024-01-16 00:30');
    expect(formatDate('2024-01-15T23:30:00Z')).toBe('2024-01-16');
  });

  it('uses summer time (UTC+2)', () => {
    expect(formatDateTime('2024-07-01T21:59:00Z', 'Europe/Amsterdam')).toBe('2024-07-01 23:59');
    expect(formatDateTime('2024-07-01T22:00:00Z', 'Europe/Amsterdam')).toBe('2024-07-02 00:00');
  });

  it('accepts Date objects and epoch milliseconds', () => {
    const date = new Date(Date.UTC(2023, 11, 31, 12, 5));
    expect(formatDateTime(date, 'Europe/Amsterdam')).toBe('2023-12-31 13:05');
    expect(formatDate(date.getTime())).toBe('2023-12-31');
  });

  it('names the zone for a viewer elsewhere', () => {
    expect(formatDateTime('2024-07-01T21:59:00Z', 'UTC')).toBe('2024-07-01 23:59 Amsterdam time');
    expect(formatDateTime('2024-07-01T21:59:00Z', 'America/New_York')).toBe('2024-07-01 23:59 Amsterdam time');
  });

  it('gives an empty text for invalid input', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});
