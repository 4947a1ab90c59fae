import { Drawer } from '@reelbase/ui';
import type { ReactNode } from 'react';
import { DirtyFormsScope, useDirtyForms, useDirtyGuard } from '../../forms/useDirtyGuard.tsx';

export interface VideoDrawerProps {
  isOpen: boolean;
  title: ReactNode;
  /** Closes the panel; asked for only after unsaved changes were discarded. */
  onClose: () => void;
  /** The video's panel (its forms report their unsaved changes to this drawer). */
  children: ReactNode;
}

/**
 * The side panel of a video over the media library. Its forms share one guard: with unsaved
 * changes, Esc, ✕, a press on the dimmed page, Back, a link and a reload ask "Discard unsaved
 * changes?" first; "Keep editing" leaves everything as it was.
 */
export function VideoDrawer({ isOpen, title, onClose, children }: VideoDrawerProps) {
  const { forms, isDirty } = useDirtyForms();
  const guard = useDirtyGuard(isDirty);
  return (
    <Drawer isOpen={isOpen} onClose={() => guard.confirmDiscard(onClose)} title={title}>
      <DirtyFormsScope forms={forms}>{children}</DirtyFormsScope>
      {guard.prompt}
    </Drawer>
  );
}
