/** The words of the question asked before unsaved changes are thrown away. */
export const UNSAVED_CHANGES_TEXTS = {
  title: 'Discard unsaved changes?',
  message: 'You have changes that are not saved yet. If you leave now, they are lost.',
  discard: 'Discard changes',
  keep: 'Keep editing',
} as const;

/**
 * Whether a form's values differ from the saved ones. Values are plain data (texts, numbers,
 * booleans, lists, objects), compared by their JSON, so key order and identity do not matter as
 * long as the form builds both from the same function.
 */
export function hasChanges(values: unknown, saved: unknown): boolean {
  return JSON.stringify(values) !== JSON.stringify(saved);
}

/**
 * The forms of one screen part that share one guard (the video panel's sections): each form
 * reports whether it holds unsaved changes; the part is dirty while any of them does.
 * Framework-free, read in React through `subscribe` and `isDirty` (`useSyncExternalStore`).
 */
export interface DirtyForms {
  /** Reports one form's state; `id` is the form's own stable key. */
  set(id: string, isDirty: boolean): void;
  /** Forgets a form (it left the screen). */
  remove(id: string): void;
  isDirty(): boolean;
  subscribe(listener: () => void): () => void;
}

export function createDirtyForms(): DirtyForms {
  const dirty = new Set<string>();
  const listeners = new Set<() => void>();
  const change = (apply: () => boolean) => {
    const before = dirty.size > 0;
    if (!apply()) return;
    if (before !== dirty.size > 0) for (const listener of [...listeners]) listener();
  };
  return {
    set: (id, isDirty) =>
      change(() => {
        if (isDirty === dirty.has(id)) return false;
        if (isDirty) dirty.add(id);
        else dirty.delete(id);
        return true;
      }),
    remove: (id) => change(() => dirty.delete(id)),
    isDirty: () => dirty.size > 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The locations a navigation goes between, as react-router's blocker gives them. */
interface Place {
  pathname: string;
  search: string;
}

/**
 * Whether a navigation would leave unsaved changes: only when there are some, they are not being
 * discarded on purpose, and the address really changes (a same-address replace keeps the form).
 */
export function leavesUnsavedChanges(isDirty: boolean, isDiscarding: boolean, from: Place, to: Place): boolean {
  return isDirty && !isDiscarding && (from.pathname !== to.pathname || from.search !== to.search);
}
