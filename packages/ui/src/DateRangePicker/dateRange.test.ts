import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  clampRange,
  formatRange,
  matchPreset,
  presetRange,
  RANGE_PRESETS,
  rangeToInstants,
  todayIn,
} from './dateRange.ts';

const today = parseDate('2026-11-22');

describe('date range presets', () => {
  it('has the spec labels in order', () => {
    expect(RANGE_PRESETS.map((p) => p.label)).toEqual([
      'Today',
      'Past week (7 days)',
      'Past Month (31 days)',
      'Past Year (365 days)',
    ]);
  });

  it('ends today and counts today as a day', () => {
    expect(formatRange(presetRange('today', today))).toBe('2026-11-22 - 2026-11-22');
    expect(formatRange(presetRange('week', today))).toBe('2026-11-16 - 2026-11-22');
    expect(formatRange(presetRange('month', today))).toBe('2026-10-23 - 2026-11-22');
    expect(formatRange(presetRange('year', today))).toBe('2025-11-23 - 2026-11-22');
  });

  it('never starts before 2020-01-01', () => {
    expect(formatRange(presetRange('year', parseDate('2020-03-01')))).toBe('2020-01-01 - 2020-03-01');
  });

  it('recognises a preset range', () => {
    expect(matchPreset(presetRange('month', today), today)).toBe('month');
    expect(matchPreset({ start: parseDate('2026-11-01'), end: today }, today)).toBeNull();
    expect(matchPreset(null, today)).toBeNull();
  });
});

describe('range helpers', () => {
  it('clamps to the earliest date and today and orders the ends', () => {
    const clamped = clampRange({ start: parseDate('2019-05-05'), end: parseDate('2027-01-01') }, today);
    expect(formatRange(clamped)).toBe('2020-01-01 - 2026-11-22');
    const swapped = clampRange({ start: parseDate('2026-11-10'), end: parseDate('2026-11-01') }, today);
    expect(formatRange(swapped)).toBe('2026-11-01 - 2026-11-10');
  });

  it('spans from the start of the first day to the end of the last day', () => {
    const { from, to } = rangeToInstants({ start: parseDate('2026-11-16'), end: today }, 'UTC');
    expect(from.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(to.toISOString()).toBe('2026-11-22T23:59:59.999Z');
  });

  it('reads today in a time zone', () => {
    const now = new Date('2026-11-22T23:30:00Z');
    expect(todayIn('UTC', now).toString()).toBe('2026-11-22');
    expect(todayIn('Europe/Amsterdam', now).toString()).toBe('2026-11-23');
  });
});
