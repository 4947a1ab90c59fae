import { useCallback, useState } from 'react';
import { isFieldTouched } from './touchedFields.ts';

/**
 * Shows a field's validation messages only once the user has changed that field (or one that
 * decides it) or tried to save, so a new form, a new row or a newly shown field does not open
 * full of "is required" messages. Touching a field shows the messages of the fields inside it
 * (`webhooks` shows `webhooks.0.url`); touching `visibility.from` shows only that one.
 * Server messages always show. `reset` forgets it all (after a successful save).
 */
export function useTouchedErrors(errors: Record<string, string[]>, serverErrors?: Record<string, string[]>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isSaveTried, setSaveTried] = useState(false);
  const touch = useCallback(
    (...fields: string[]) =>
      setTouched((current) =>
        fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields]),
      ),
    [],
  );
  /** A save was tried: every message shows. */
  const touchAll = useCallback(() => setSaveTried(true), []);
  const reset = useCallback(() => {
    setTouched(new Set());
    setSaveTried(false);
  }, []);
  const errorFor = (field: string): string | undefined => {
    const own = isSaveTried || isFieldTouched(touched, field) ? errors[field] : undefined;
    return (own ?? serverErrors?.[field])?.join('\n') || undefined;
  };
  return { touch, touchAll, reset, errorFor };
}
