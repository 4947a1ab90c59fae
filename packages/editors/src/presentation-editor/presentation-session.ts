import type { EditorVideo, PresentationDataAdapter } from '../adapter.ts';
import type { Clock } from '../core/clock.ts';
import type { Presentation } from '../core/document.ts';
import {
  createPresentationEditor,
  type PresentationEditor,
  type PresentationSave,
} from '../core/presentation-editor.ts';
import { createSaveQueue, type SaveQueue } from '../core/save-queue.ts';
import {
  createPresentationSaver,
  mergePresentationSaves,
  type ObjectUrls,
  type PresentationSaver,
} from './presentation-saver.ts';

export interface PresentationSessionOptions {
  videoId: string;
  video: EditorVideo;
  presentation: Presentation;
  adapter: PresentationDataAdapter;
  clock?: Clock;
  idFactory?: () => string;
  objectUrls?: ObjectUrls;
  /** Retries of a failed save start after this many ms (see the save queue). */
  retryBaseMs?: number;
}

/** An open presentation: the editor, the saver of its changes and their queue. */
export interface PresentationSession {
  video: EditorVideo;
  editor: PresentationEditor;
  saver: PresentationSaver;
  queue: SaveQueue<PresentationSave>;
  /**
   * Sends every waiting change now and lets go of the page's resources. Saves under way and their
   * retries go on until they are stored; the queue stops once nothing is left.
   */
  close(): void;
}

/**
 * Opens a presentation for editing: each change the editor announces goes into the save queue (a
 * slide's changes folded together while they wait, see `mergePresentationSaves`), and the queue
 * stores it through the saver.
 */
export function createPresentationSession(options: PresentationSessionOptions): PresentationSession {
  const { videoId, video, presentation, adapter } = options;
  const editor = createPresentationEditor({
    document: { videoId, duration: video.duration, presentation },
    clock: options.clock,
    idFactory: options.idFactory,
  });
  const saver = createPresentationSaver({ videoId, adapter, editor, objectUrls: options.objectUrls });
  const queue = createSaveQueue<PresentationSave>({
    save: (key, save) => saver.save(key, save),
    merge: mergePresentationSaves,
    clock: options.clock,
    retryBaseMs: options.retryBaseMs,
  });
  const stopSaving = editor.on('save', ({ key, save, delayMs }) => queue.put(key, save, delayMs));
  let closed = false;

  return {
    video,
    editor,
    saver,
    queue,
    close() {
      if (closed) return;
      closed = true;
      stopSaving();
      queue.flush();
      saver.dispose();
      const stopWhenDone = () => {
        const { status } = queue.getSnapshot();
        if (status === 'saving' || status === 'error') return;
        queue.dispose();
      };
      queue.subscribe(stopWhenDone);
      stopWhenDone();
    },
  };
}
