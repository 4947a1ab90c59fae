import { useState } from 'react';
import { useOverlayTriggerState } from 'react-stately';
import type { SortDescriptor, SortDirection } from '../DataTable/index.ts';

export interface UseSortMenuOptions {
  /** The sort in effect; the menu opens with it as the draft. */
  value: SortDescriptor;
  /** Called only by Apply, with the chosen column and direction. */
  onApply: (sort: SortDescriptor) => void;
}

/** The open state and the draft of a sort menu: a choice is reported only on `apply`, `cancel` drops it. */
export function useSortMenu({ value, onApply }: UseSortMenuOptions) {
  const [draft, setDraft] = useState<SortDescriptor>(value);
  const overlay = useOverlayTriggerState({
    onOpenChange: (isOpen) => {
      if (isOpen) setDraft(value);
    },
  });
  return {
    overlay,
    draft,
    setColumn: (column: string) => setDraft((old) => ({ ...old, column })),
    setDirection: (direction: SortDirection) => setDraft((old) => ({ ...old, direction })),
    apply: () => {
      onApply(draft);
      overlay.close();
    },
    cancel: () => overlay.close(),
  };
}
