import type { LibrarySummary } from '@reelbase/contract';
import { StepsModal, useSteps } from '@reelbase/ui';
import { useEffect, useState } from 'react';
import { notify } from '../../state/notify.ts';
import { LibraryPicker } from './LibraryPicker.tsx';
import { actionFailure, VIDEO_ACTION_TEXTS } from './videoActions.ts';

/**
 * The steps of a copy or move dialog and the library chosen in its first step; opening the
 * dialog starts again from the library selection.
 */
export function useLibrarySteps(isOpen: boolean, doneDelayMs?: number) {
  const steps = useSteps({ doneDelayMs });
  const [target, setTarget] = useState<number | null>(null);
  const { open, reset } = steps;
  useEffect(() => {
    setTarget(null);
    if (isOpen) open();
    else reset();
  }, [isOpen, open, reset]);
  return { steps, target, setTarget };
}

/** What the copy and move dialogs need of a video. */
export interface ActionVideo {
  id: string;
  title: string;
  library: { id: number };
}

export interface CopyVideoDialogProps {
  isOpen: boolean;
  video: ActionVideo;
  /** The libraries the viewer may copy to; the video's own library is left out. */
  libraries: readonly LibrarySummary[];
  /** Copies the video; rejects with the server's error (a 425 while it is not encoded yet). */
  onCopy: (video: ActionVideo, library: LibrarySummary) => Promise<unknown>;
  /** After Cancel, Esc or Done. */
  onClose: () => void;
  /** Delay before Done is enabled after the copy; 400 ms. */
  doneDelayMs?: number;
}

/**
 * "Copy video to library": choose a library, then the copy runs with its progress and result
 * line; a started copy shows "Video is being copied to {company} / {library}".
 */
export function CopyVideoDialog({ isOpen, video, libraries, onCopy, onClose, doneDelayMs }: CopyVideoDialogProps) {
  const { steps, target, setTarget } = useLibrarySteps(isOpen, doneDelayMs);
  const choices = libraries.filter((library) => library.id !== video.library.id);

  const execute = () => {
    const library = choices.find((candidate) => candidate.id === target);
    if (!library) return;
    void steps.run(1, async (report) => {
      if (video.library.id === library.id) {
        report({ text: VIDEO_ACTION_TEXTS.skipped(video.id), tone: 'info' });
        return;
      }
      try {
        await onCopy(video, library);
        const text = VIDEO_ACTION_TEXTS.beingCopied(library);
        report({ text, tone: 'success' });
        notify({ kind: 'success', text });
      } catch (error) {
        report({ text: actionFailure(error), tone: 'error' });
      }
    });
  };

  return (
    <StepsModal
      steps={steps}
      title={VIDEO_ACTION_TEXTS.copyTitle}
      executeLabel={VIDEO_ACTION_TEXTS.copy}
      canExecute={choices.some((library) => library.id === target)}
      onExecute={execute}
      onClose={onClose}
      selection={<LibraryPicker libraries={choices} value={target} onChange={setTarget} />}
    />
  );
}
