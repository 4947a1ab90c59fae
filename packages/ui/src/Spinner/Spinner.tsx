import { useProgressBar } from 'react-aria';
import { token } from '../theme/index.ts';
import { SpinnerCircle } from './Spinner.styles.ts';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** Accessible name announced to assistive technology. */
  label?: string;
  size?: SpinnerSize;
  /** Hide from assistive technology when a surrounding element already announces the busy state. */
  decorative?: boolean;
}

const sizes: Record<SpinnerSize, string> = {
  sm: token('space-4'),
  md: token('space-5'),
  lg: token('space-7'),
};

/** An indeterminate busy indicator (a `progressbar` without a value). */
export function Spinner({ label = 'Loading', size = 'md', decorative = false }: SpinnerProps) {
  const { progressBarProps } = useProgressBar({ isIndeterminate: true, 'aria-label': label });
  if (decorative) return <SpinnerCircle $size={sizes[size]} aria-hidden="true" data-spinner="" />;
  return <SpinnerCircle {...progressBarProps} $size={sizes[size]} data-spinner="" />;
}
