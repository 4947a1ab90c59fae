import type { ReactNode } from 'react';
import type { BadgeTone } from '../Badge/Badge.styles.ts';
import { Pill } from './StatusPill.styles.ts';

export interface StatusPillProps {
  /** The status text, e.g. "Public", "Encoding", "Failed". */
  children: ReactNode;
  /** The colour of the dot; the text keeps the normal text colour for contrast. */
  tone?: BadgeTone;
  className?: string;
}

/** A rounded status label with a coloured dot (video privacy, publishing and upload states). */
export function StatusPill({ children, tone = 'neutral', className }: StatusPillProps) {
  return (
    <Pill $tone={tone} className={className}>
      {children}
    </Pill>
  );
}
