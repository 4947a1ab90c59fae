import { useState } from 'react';

/**
 * Shows a field's validation messages only once the user has changed that field (or one that
 * decides it), so a new form does not open full of "is required" messages. Messages of nested
 * fields (`webhooks.0.url`) belong to their top field (`webhooks`). Server messages always show.
 */
export function useTouchedErrors(errors: Record<string, string[]>, serverErrors?: Record<string, string[]>) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const touch = (...fields: string[]) =>
    setTouched((current) => (fields.every((field) => current.has(field)) ? current : new Set([...current, ...fields])));
  const errorFor = (field: string): string | undefined => {
    const top = field.split('.')[0] ?? field;
    const own = touched.has(top) ? errors[field] : undefined;
    return (own ?? serverErrors?.[field])?.join('\n') || undefined;
  };
  return { touch, errorFor };
}
