import type { InteractiveElement } from '../core/document.ts';
import type { ElementSaveIntent } from '../core/editor.ts';
import { mergeRecordSaves, type RecordSave, type SaveStatus } from '../core/save-queue.ts';
import { LINK_REQUIRED_MESSAGE, validateElement } from '../core/validation.ts';

/**
 * Holds back element changes the server would refuse (a missing or bad link, a bad colour …) until
 * the element is valid again, so a refused save is never retried in vain and nothing is lost: a
 * held change is folded into the next change of the same element (a held create followed by a
 * delete cancels out) and that is sent once the element is valid. Deletes are never held.
 */
export interface SaveGate {
  /** Takes the editor's save intent: sends it on, or holds it while the element is invalid. */
  offer(intent: ElementSaveIntent): void;
  /** Ids of the elements with a held change. */
  held(): readonly string[];
  subscribe(listener: () => void): () => void;
}

export interface SaveGateOptions {
  /** Whether the server takes this element as it is. */
  isValid(element: InteractiveElement): boolean;
  /** Sends a change on (to the save queue). */
  put(key: string, save: RecordSave<InteractiveElement>, delayMs: number): void;
}

/** What the save indicator shows: the queue's status, or `held` while a change waits for a correction. */
export type SaveIndicator = 'idle' | 'saving' | 'saved' | 'retrying' | 'held';

/**
 * Whether the server takes an element as it is: a name, and no validation message besides a link
 * not given yet (stored empty: a new element has none, and the form asks for it).
 */
export function isStorable(element: InteractiveElement, duration: number): boolean {
  return (
    element.name.trim() !== '' &&
    validateElement(element, duration).every((error) => error.message === LINK_REQUIRED_MESSAGE)
  );
}

export function saveIndicatorOf(status: SaveStatus, held: number): SaveIndicator {
  if (status === 'error') return 'retrying';
  if (status === 'saving') return 'saving';
  if (held > 0) return 'held';
  return status;
}

const NONE: readonly string[] = [];

export function createSaveGate({ isValid, put }: SaveGateOptions): SaveGate {
  const holding = new Map<string, RecordSave<InteractiveElement>>();
  const listeners = new Set<() => void>();
  let held: readonly string[] = NONE;
  const changed = () => {
    const next = [...holding.keys()];
    if (next.length === held.length && next.every((key, index) => key === held[index])) return;
    held = next.length === 0 ? NONE : next;
    for (const listener of [...listeners]) listener();
  };
  return {
    offer({ key, save, delayMs }) {
      const waiting = holding.get(key);
      holding.delete(key);
      const next = waiting ? mergeRecordSaves(waiting, save) : save;
      if (next && next.kind !== 'delete' && !isValid(next.record)) holding.set(key, next);
      else if (next) put(key, next, delayMs);
      changed();
    },
    held: () => held,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
