import type { ReactNode } from 'react';
import { useId, useMeter } from 'react-aria';
import { Card, Hint, Label, Meter, Value } from './StatCard.styles.ts';
import { statPercentage } from './useStatCard.ts';

export interface StatCardProps {
  /** What is counted, e.g. "Impressions". */
  label: string;
  /** The figure, already formatted (e.g. `'1,204'` or `'3:12'`). */
  value: ReactNode;
  /** A percentage (0..100) shown as a meter under the value, e.g. the viewed ratio. */
  percentage?: number;
  /** A short explanation under the value. */
  hint?: string;
}

function PercentMeter({ label, value }: { label: string; value: number }) {
  const { meterProps } = useMeter({ 'aria-label': `${label} percentage`, value });
  return (
    <Meter {...meterProps}>
      <div style={{ width: `${value}%` }} />
    </Meter>
  );
}

/** One figure of the statistics page: a label, a value, an optional percentage meter and hint. */
export function StatCard({ label, value, percentage, hint }: StatCardProps) {
  const labelId = useId();
  const percent = statPercentage(percentage);
  return (
    <Card role="group" aria-labelledby={labelId}>
      <Label id={labelId}>{label}</Label>
      <Value>{value}</Value>
      {percent !== null && <PercentMeter label={label} value={percent} />}
      {hint && <Hint>{hint}</Hint>}
    </Card>
  );
}
