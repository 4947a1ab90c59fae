import type { ReactNode } from 'react';
import { EmptyAction, EmptyBox, EmptyDescription, EmptyIcon, EmptyTitle } from './EmptyState.styles.ts';

/** The spec's text for a list whose search matches nothing. */
export const NO_SEARCH_RESULTS = 'No items match your search!';

export type EmptyStatePreset = 'no-search-results';

const presets: Record<EmptyStatePreset, { title: string; icon: ReactNode }> = {
  'no-search-results': { title: NO_SEARCH_RESULTS, icon: '⌕' },
};

export interface EmptyStateProps {
  /** Main line; taken from the preset when not given. */
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative icon above the title. */
  icon?: ReactNode;
  /** A call to action, e.g. an "Add library" button. */
  action?: ReactNode;
  /** Ready-made texts: `no-search-results` says "No items match your search!". */
  preset?: EmptyStatePreset;
  className?: string;
}

/** What a list or panel shows when there is nothing in it. */
export function EmptyState({ title, description, icon, action, preset, className }: EmptyStateProps) {
  const base = preset ? presets[preset] : undefined;
  const shownIcon = icon ?? base?.icon;
  return (
    <EmptyBox className={className} role="status">
      {shownIcon && <EmptyIcon aria-hidden="true">{shownIcon}</EmptyIcon>}
      <EmptyTitle>{title ?? base?.title}</EmptyTitle>
      {description && <EmptyDescription>{description}</EmptyDescription>}
      {action && <EmptyAction>{action}</EmptyAction>}
    </EmptyBox>
  );
}
