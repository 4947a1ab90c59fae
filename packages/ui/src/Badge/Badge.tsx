import type { ReactNode } from 'react';
import { BadgeBox, type BadgeTone } from './Badge.styles.ts';

export interface BadgeProps {
  children: ReactNode;
  tone?: BadgeTone;
  className?: string;
}

/** A small label for a count or a category (e.g. a tag or "Default" template). */
export function Badge({ children, tone = 'neutral', className }: BadgeProps) {
  return (
    <BadgeBox $tone={tone} className={className}>
      {children}
    </BadgeBox>
  );
}
