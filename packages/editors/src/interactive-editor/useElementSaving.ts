import { useEffect, useRef, useState } from 'react';
import type { InteractiveDataAdapter } from '../adapter.ts';
import type { InteractiveElement } from '../core/document.ts';
import type { InteractiveEditor } from '../core/editor.ts';
import { createSaveQueue, mergeRecordSaves, type RecordSave } from '../core/save-queue.ts';
import { createSaveGate, isStorable, type SaveIndicator, saveIndicatorOf } from './save-gate.ts';

export interface ElementSaving {
  indicator: SaveIndicator;
  /** Ids of the elements whose changes wait for a correction. */
  held: readonly string[];
}

const NONE: readonly string[] = [];

/**
 * Stores the editor's changes through the adapter: debounced and retried with backoff by a save
 * queue (a create followed by updates stays one create), changes the server would refuse held
 * until corrected. Waiting changes are sent at once when the page is hidden or the editor closes;
 * a failed one keeps being retried after that, so nothing is lost.
 */
export function useElementSaving(
  editor: InteractiveEditor,
  adapter: InteractiveDataAdapter,
  videoId: string,
  onError?: (error: unknown) => void,
): ElementSaving {
  const [saving, setSaving] = useState<ElementSaving>({ indicator: 'idle', held: NONE });
  const reportError = useRef(onError);
  reportError.current = onError;

  useEffect(() => {
    const queue = createSaveQueue<RecordSave<InteractiveElement>>({
      save: (_key, save) => adapter.saveElement(videoId, save),
      merge: mergeRecordSaves,
    });
    const gate = createSaveGate({
      isValid: (element) => isStorable(element, editor.getDocument().duration),
      put: (key, save, delayMs) => queue.put(key, save, delayMs),
    });
    let reported: unknown = null;
    const update = () => {
      const snapshot = queue.getSnapshot();
      const held = gate.held();
      setSaving((previous) => {
        const indicator = saveIndicatorOf(snapshot.status, held.length);
        return previous.indicator === indicator && previous.held === held ? previous : { indicator, held };
      });
      if (snapshot.lastError !== null && snapshot.lastError !== reported) reportError.current?.(snapshot.lastError);
      reported = snapshot.lastError;
    };
    const stopSaves = editor.on('save', gate.offer);
    const stopQueue = queue.subscribe(update);
    const stopGate = gate.subscribe(update);
    const flush = () => queue.flush();
    window.addEventListener('pagehide', flush);
    return () => {
      stopSaves();
      stopQueue();
      stopGate();
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [editor, adapter, videoId]);

  return saving;
}
