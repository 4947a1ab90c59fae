/** The undo history holds 100 items; the oldest is dropped first. */
export const HISTORY_LIMIT = 100;
/** Edits of the same kind closer than this (ms) make one history item (typing a name, nudging). */
export const HISTORY_MERGE_WINDOW_MS = 500;

/** One edit: what it was called, the state before and the state after. */
export interface HistoryEntry<S> {
  label: string;
  previous: S;
  next: S;
}

export interface HistoryOptions {
  /** Items kept on the undo stack (default 100). */
  limit?: number;
  /** See {@link HISTORY_MERGE_WINDOW_MS}. */
  mergeWindowMs?: number;
}

/** How an edit may join the previous one: same key, within the merge window of `at` (ms). */
export interface PushOptions {
  mergeKey?: string;
  at?: number;
}

/**
 * The undo history: each edit is a command with its previous and next state. Doing pushes onto the
 * undo stack and clears redo; undo moves the top to redo (the caller restores `previous`), redo
 * moves it back (the caller restores `next`). A continuous change, such as a drag, is grouped into
 * one item between `begin` and `commit`.
 */
export interface History<S> {
  /** Records an edit that was done. */
  push(entry: HistoryEntry<S>, options?: PushOptions): void;
  /** Moves the newest edit to redo and returns it, or `undefined` when there is none. */
  undo(): HistoryEntry<S> | undefined;
  /** Moves the newest undone edit back and returns it, or `undefined` when there is none. */
  redo(): HistoryEntry<S> | undefined;
  canUndo(): boolean;
  canRedo(): boolean;
  /** Starts a continuous change: edits until the matching `commit` become one item. Nests. */
  begin(label?: string): void;
  /** Ends a continuous change; the outermost commit records it (nothing when nothing changed). */
  commit(): void;
  /** Abandons the continuous change and returns it so the caller can restore its `previous`. */
  cancel(): HistoryEntry<S> | undefined;
  isGrouping(): boolean;
  /** Forgets every item (after an edit that cannot be undone). */
  clear(): void;
  /** Items on each stack, newest last. */
  getUndoStack(): readonly HistoryEntry<S>[];
  getRedoStack(): readonly HistoryEntry<S>[];
}

interface Stored<S> extends HistoryEntry<S> {
  mergeKey?: string;
  at?: number;
}

/** Creates an empty {@link History}. */
export function createHistory<S>(options: HistoryOptions = {}): History<S> {
  const limit = Math.max(1, options.limit ?? HISTORY_LIMIT);
  const mergeWindowMs = options.mergeWindowMs ?? HISTORY_MERGE_WINDOW_MS;
  const undoStack: Stored<S>[] = [];
  let redoStack: Stored<S>[] = [];
  let group: { label?: string; entry?: HistoryEntry<S>; depth: number } | null = null;
  /** Whether the top of the undo stack was the last thing done (so the next edit may join it). */
  let topIsLatest = false;

  const record = (entry: Stored<S>) => {
    if (Object.is(entry.previous, entry.next)) return;
    undoStack.push(entry);
    if (undoStack.length > limit) undoStack.splice(0, undoStack.length - limit);
    redoStack = [];
    topIsLatest = true;
  };

  const history: History<S> = {
    push(entry, pushOptions = {}) {
      if (group) {
        group.entry = group.entry
          ? { label: group.entry.label, previous: group.entry.previous, next: entry.next }
          : { ...entry, label: group.label ?? entry.label };
        return;
      }
      const top = undoStack.at(-1);
      const { mergeKey, at } = pushOptions;
      if (
        top &&
        topIsLatest &&
        mergeKey !== undefined &&
        top.mergeKey === mergeKey &&
        at !== undefined &&
        top.at !== undefined &&
        at - top.at <= mergeWindowMs
      ) {
        top.next = entry.next;
        top.at = at;
        redoStack = [];
        return;
      }
      record({ ...entry, mergeKey, at });
    },
    undo() {
      if (group) history.commit();
      const entry = undoStack.pop();
      if (entry) redoStack.push(entry);
      topIsLatest = false;
      return entry;
    },
    redo() {
      if (group) history.commit();
      const entry = redoStack.pop();
      if (entry) undoStack.push(entry);
      topIsLatest = false;
      return entry;
    },
    canUndo: () => undoStack.length > 0 || Boolean(group?.entry),
    canRedo: () => redoStack.length > 0,
    begin(label) {
      if (group) group.depth += 1;
      else group = { label, depth: 1 };
    },
    commit() {
      if (!group) return;
      group.depth -= 1;
      if (group.depth > 0) return;
      const { entry } = group;
      group = null;
      if (entry) record(entry);
    },
    cancel() {
      const entry = group?.entry;
      group = null;
      return entry;
    },
    isGrouping: () => group !== null,
    clear() {
      undoStack.length = 0;
      redoStack = [];
      group = null;
      topIsLatest = false;
    },
    getUndoStack: () => undoStack.map(({ label, previous, next }) => ({ label, previous, next })),
    getRedoStack: () => redoStack.map(({ label, previous, next }) => ({ label, previous, next })),
  };
  return history;
}
