import { fieldErrors, INPUT_DEBOUNCE_MS } from '@reelbase/contract';
import { useEffect, useMemo, useState } from 'react';
import type { z } from 'zod';

/**
 * Validates form values with a contract schema after the input debounce (400 ms), so messages
 * appear once the user pauses. `isValid` is known at once so submit can be disabled meanwhile.
 */
export function useDebouncedErrors<T>(schema: z.ZodType<T>, values: unknown, debounceMs = INPUT_DEBOUNCE_MS) {
  const key = JSON.stringify(values);
  const result = useMemo(() => schema.safeParse(JSON.parse(key)), [schema, key]);
  const [shown, setShown] = useState<{ key: string; errors: Record<string, string[]> }>({ key, errors: {} });

  useEffect(() => {
    const timer = setTimeout(
      () => setShown({ key, errors: result.success ? {} : fieldErrors(result.error) }),
      debounceMs,
    );
    return () => clearTimeout(timer);
  }, [key, result, debounceMs]);

  return { errors: shown.errors, isValid: result.success, isPending: shown.key !== key };
}
