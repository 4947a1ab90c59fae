import type { LibrarySummary } from '@reelbase/contract';
import { Stack, StepsModal, Text } from '@reelbase/ui';
import { notify } from '../../state/notify.ts';
import { type ActionVideo, useLibrarySteps } from './CopyVideoDialog.tsx';
import { LibraryPicker } from './LibraryPicker.tsx';
import { actionFailure, VIDEO_ACTION_TEXTS } from './videoActions.ts';

export interface MoveVideosDialogProps {
  isOpen: boolean;
  /** The selected videos, moved one after the other. */
  videos: readonly ActionVideo[];
  /** The libraries the viewer may move to. */
  libraries: readonly LibrarySummary[];
  /** Moves one video; rejects with the server's error. */
  onMove: (video: ActionVideo, library: LibrarySummary) => Promise<unknown>;
  /** After Cancel, Esc or Done; `ran` tells Done (the videos were handled) from a cancel. */
  onClose: (ran: boolean) => void;
  /** Delay before Done is enabled after the last video; 400 ms. */
  doneDelayMs?: number;
  /** A line above the libraries, e.g. that the move applies to only some of the selection. */
  note?: string;
}

/**
 * "Move videos to library": choose a library, then each video is moved with a line per video:
 * moved, skipped (already in that library) or the error. Done is enabled 400 ms after the last.
 */
export function MoveVideosDialog({
  isOpen,
  videos,
  libraries,
  onMove,
  onClose,
  doneDelayMs,
  note,
}: MoveVideosDialogProps) {
  const { steps, target, setTarget } = useLibrarySteps(isOpen, doneDelayMs);

  const execute = () => {
    const library = libraries.find((candidate) => candidate.id === target);
    if (!library) return;
    const queue = [...videos];
    void steps.run(queue.length, async (report) => {
      let moved = 0;
      for (const video of queue) {
        if (video.library.id === library.id) {
          report({ text: VIDEO_ACTION_TEXTS.skipped(video.id), tone: 'info' });
          continue;
        }
        try {
          await onMove(video, library);
          moved += 1;
          report({ text: VIDEO_ACTION_TEXTS.moved(video.title, video.id, library), tone: 'success' });
        } catch (error) {
          report({ text: VIDEO_ACTION_TEXTS.notMoved(video.title, video.id, actionFailure(error)), tone: 'error' });
        }
      }
      if (moved > 0) notify({ kind: 'success', text: VIDEO_ACTION_TEXTS.movedToast(library) });
    });
  };

  return (
    <StepsModal
      steps={steps}
      title={VIDEO_ACTION_TEXTS.moveTitle}
      executeLabel={VIDEO_ACTION_TEXTS.move}
      canExecute={libraries.some((library) => library.id === target) && videos.length > 0}
      onExecute={execute}
      onClose={() => onClose(steps.phase === 'done')}
      selection={
        <Stack $gap={3}>
          {note && <Text as="p">{note}</Text>}
          <LibraryPicker libraries={libraries} value={target} onChange={setTarget} />
        </Stack>
      }
    />
  );
}
