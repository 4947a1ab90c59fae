import { INPUT_DEBOUNCE_MS } from '@reelbase/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface FieldValidationOptions {
  /** Delay after the last change before the value is validated; the spec's 400 ms by default. */
  debounceMs?: number;
  /** Validate the initial value too (by default only values the user changed are checked). */
  validateInitially?: boolean;
}

export interface FieldValidation {
  /** The message to show, or `null`. */
  error: string | null;
  /** True while a change waits for its debounced validation. */
  isPending: boolean;
  /** Validates the current value at once (e.g. on submit) and returns the message. */
  validateNow: () => string | null;
  /** Clears the message and forgets that the value was changed. */
  reset: () => void;
}

/**
 * Validates a field's value after a debounce, as the spec's inline editors do: the message appears
 * `debounceMs` after the user stops typing and disappears the same way once the value is valid.
 */
export function useFieldValidation<T>(
  value: T,
  validate: ((value: T) => string | null | undefined) | undefined,
  { debounceMs = INPUT_DEBOUNCE_MS, validateInitially = false }: FieldValidationOptions = {},
): FieldValidation {
  const [error, setError] = useState<string | null>(() => (validateInitially ? (validate?.(value) ?? null) : null));
  const [isPending, setPending] = useState(false);
  const initial = useRef(value);
  const touched = useRef(validateInitially);
  const latest = useRef({ value, validate });
  latest.current = { value, validate };

  useEffect(() => {
    if (!touched.current && Object.is(value, initial.current)) return;
    touched.current = true;
    setPending(true);
    const timer = setTimeout(() => {
      setPending(false);
      setError(latest.current.validate?.(latest.current.value) ?? null);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [value, debounceMs]);

  const validateNow = useCallback(() => {
    touched.current = true;
    const message = latest.current.validate?.(latest.current.value) ?? null;
    setPending(false);
    setError(message);
    return message;
  }, []);

  const reset = useCallback(() => {
    touched.current = false;
    initial.current = latest.current.value;
    setPending(false);
    setError(null);
  }, []);

  return { error, isPending, validateNow, reset };
}
