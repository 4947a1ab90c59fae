import type { LibrarySummary } from '@reelbase/contract';
import { Button, token } from '@reelbase/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { session } from '../../auth/session.ts';
import { invalidateMediaLibrary } from '../../data/mediaLibrary.ts';
import { copyVideo, moveVideo, useActionTargets } from '../../data/videoActions.ts';
import { type ActionVideo, CopyVideoDialog } from './CopyVideoDialog.tsx';
import { MoveVideosDialog } from './MoveVideosDialog.tsx';
import { canRunAction, VIDEO_ACTION_TEXTS } from './videoActions.ts';

export interface ActionDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The copy dialog with the viewer's target libraries; the media library is reloaded after it. */
function CopyVideoToLibrary({ video, isOpen, onClose }: ActionDialogProps & { video: ActionVideo }) {
  const { targets } = useActionTargets('copy');
  const { user } = useSnapshot(session);
  return (
    <CopyVideoDialog
      isOpen={isOpen}
      video={video}
      libraries={targets}
      onCopy={(source, library: LibrarySummary) => copyVideo(source.id, library.id, user?.id ?? null)}
      onClose={() => {
        void invalidateMediaLibrary();
        onClose();
      }}
    />
  );
}

/** The move dialog with the viewer's target libraries; the media library is reloaded after it. */
export function MoveVideosToLibrary({
  videos,
  isOpen,
  onClose,
  note,
}: Omit<ActionDialogProps, 'onClose'> & {
  videos: readonly ActionVideo[];
  note?: string;
  /** `ran`: the move was done (Done), not cancelled. */
  onClose: (ran: boolean) => void;
}) {
  const { targets } = useActionTargets('move');
  return (
    <MoveVideosDialog
      isOpen={isOpen}
      note={note}
      videos={videos}
      libraries={targets}
      onMove={(video, library) => moveVideo(video.id, library.id)}
      onClose={(ran) => {
        void invalidateMediaLibrary();
        onClose(ran);
      }}
    />
  );
}

/** Whether the signed-in user may copy or move a video of `libraryId` somewhere else. */
function useCanRunAction(kind: 'copy' | 'move', libraryId: number): boolean {
  const { user } = useSnapshot(session);
  const { targets } = useActionTargets(kind);
  return user ? canRunAction(kind, user, libraryId, targets) : false;
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${token('space-2')};
`;

/** The "Copy to library" panel of a video: opens the copy (and move) dialog when allowed. */
export function CopyToLibraryPanel({ video }: { video: ActionVideo }) {
  const [open, setOpen] = useState<'copy' | 'move' | null>(null);
  const canCopy = useCanRunAction('copy', video.library.id);
  const canMove = useCanRunAction('move', video.library.id);
  return (
    <Actions>
      <Button size="sm" isDisabled={!canCopy} onPress={() => setOpen('copy')}>
        {VIDEO_ACTION_TEXTS.copyTitle}
      </Button>
      <Button size="sm" variant="secondary" isDisabled={!canMove} onPress={() => setOpen('move')}>
        {VIDEO_ACTION_TEXTS.moveToLibrary}
      </Button>
      <CopyVideoToLibrary video={video} isOpen={open === 'copy'} onClose={() => setOpen(null)} />
      <MoveVideosToLibrary videos={[video]} isOpen={open === 'move'} onClose={() => setOpen(null)} />
    </Actions>
  );
}
