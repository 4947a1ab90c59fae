import { useCallback, useEffect, useRef, useState } from 'react';
import { FIELD_LIMITS, isTimeInRange, joinTime, outOfRangeMessage, splitTime, type TimeParts } from './time.ts';

export type TimeField = keyof TimeParts;

export const TIME_FIELDS: readonly TimeField[] = ['hours', 'minutes', 'seconds', 'tenths'];
export const FIELD_DIGITS: Record<TimeField, number> = { hours: 2, minutes: 2, seconds: 2, tenths: 1 };

const pad = (field: TimeField, n: number) => String(n).padStart(FIELD_DIGITS[field], '0');

function toTexts(seconds: number): Record<TimeField, string> {
  const parts = splitTime(seconds);
  return {
    hours: pad('hours', parts.hours),
    minutes: pad('minutes', parts.minutes),
    seconds: pad('seconds', parts.seconds),
    tenths: pad('tenths', parts.tenths),
  };
}

function toParts(texts: Record<TimeField, string>): TimeParts {
  return {
    hours: Number(texts.hours || 0),
    minutes: Number(texts.minutes || 0),
    seconds: Number(texts.seconds || 0),
    tenths: Number(texts.tenths || 0),
  };
}

export interface TimeInputStateOptions {
  value?: number | null;
  defaultValue?: number;
  onChange?: (seconds: number) => void;
  /** Upper bound in seconds; `null` or absent means unlimited. */
  max?: number | null;
}

/**
 * The fields of a time input as texts: digits only, two digits for hours, minutes and seconds and
 * one for tenths; `onChange` gets seconds only while every field and the total are in range.
 */
export function useTimeInput({ value, defaultValue = 0, onChange, max }: TimeInputStateOptions) {
  const [texts, setTexts] = useState(() => toTexts(value ?? defaultValue));
  const [error, setError] = useState<string | null>(null);
  const lastEmitted = useRef<number | null>(value ?? defaultValue);

  useEffect(() => {
    if (value == null || value === lastEmitted.current) return;
    lastEmitted.current = value;
    setTexts(toTexts(value));
    setError(null);
  }, [value]);

  const apply = useCallback(
    (next: Record<TimeField, string>) => {
      setTexts(next);
      const parts = toParts(next);
      if (!isTimeInRange(parts, max)) {
        setError(outOfRangeMessage(max));
        return;
      }
      setError(null);
      const seconds = joinTime(parts);
      lastEmitted.current = seconds;
      onChange?.(seconds);
    },
    [max, onChange],
  );

  const setField = useCallback(
    (field: TimeField, text: string) => {
      const digits = text.replace(/\D/g, '').slice(0, FIELD_DIGITS[field]);
      apply({ ...texts, [field]: digits });
    },
    [apply, texts],
  );

  const step = useCallback(
    (field: TimeField, delta: number) => {
      const current = Number(texts[field] || 0);
      const next = Math.min(FIELD_LIMITS[field], Math.max(0, current + delta));
      apply({ ...texts, [field]: pad(field, next) });
    },
    [apply, texts],
  );

  const padField = useCallback((field: TimeField) => {
    setTexts((current) => ({ ...current, [field]: pad(field, Number(current[field] || 0)) }));
  }, []);

  return { texts, error, setField, step, padField };
}
