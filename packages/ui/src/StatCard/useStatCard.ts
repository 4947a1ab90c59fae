/** A percentage for display: rounded to a whole number and clamped to 0..100 (`null` when absent). */
export function statPercentage(value: number | undefined): number | null {
  if (value === undefined || !Number.isFinite(value)) return null;
  return Math.round(Math.min(100, Math.max(0, value)));
}
