import type { ReactNode } from 'react';
import { useProgressBar } from 'react-aria';
import { Fill, ProgressLabels, ProgressRoot, ProgressValue, Track } from './ProgressBar.styles.ts';

export interface ProgressBarProps {
  /** Visible label; use `aria-label` instead to keep it hidden. */
  label?: ReactNode;
  'aria-label'?: string;
  value?: number;
  minValue?: number;
  maxValue?: number;
  /** Unknown progress: an animated bar without a value. */
  isIndeterminate?: boolean;
  /** Shows the value text (a percentage by default) beside the label. */
  showValueLabel?: boolean;
  /** Replaces the percentage, e.g. "3 of 12". */
  valueLabel?: string;
  tone?: 'primary' | 'success' | 'danger';
  className?: string;
}

/** A determinate or indeterminate progress bar (role progressbar with value text). */
export function ProgressBar({
  label,
  value = 0,
  minValue = 0,
  maxValue = 100,
  isIndeterminate = false,
  showValueLabel = true,
  valueLabel,
  tone = 'primary',
  className,
  ...props
}: ProgressBarProps) {
  const { progressBarProps, labelProps } = useProgressBar({
    label,
    'aria-label': props['aria-label'],
    value,
    minValue,
    maxValue,
    isIndeterminate,
    valueLabel,
  });
  const clamped = Math.min(Math.max(value, minValue), maxValue);
  const percent = maxValue > minValue ? ((clamped - minValue) / (maxValue - minValue)) * 100 : 0;
  return (
    <ProgressRoot {...progressBarProps} className={className}>
      {(label || (showValueLabel && !isIndeterminate)) && (
        <ProgressLabels>
          {label ? <span {...labelProps}>{label}</span> : <span />}
          {showValueLabel && !isIndeterminate && <ProgressValue>{progressBarProps['aria-valuetext']}</ProgressValue>}
        </ProgressLabels>
      )}
      <Track>
        <Fill
          $indeterminate={isIndeterminate}
          $tone={tone}
          style={isIndeterminate ? undefined : { width: `${percent}%` }}
          data-testid="progress-fill"
        />
      </Track>
    </ProgressRoot>
  );
}
