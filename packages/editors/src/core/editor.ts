import { type ElementKind, newElement, type PixelSize } from './builders.ts';
import { type Clock, systemClock } from './clock.ts';
import type { EditorDocument, InteractiveElement } from './document.ts';
import { duplicateElement, freeStartPoint, moveElement } from './element-rules.ts';
import { createEmitter, deepFreeze, randomId } from './emitter.ts';
import { createHistory, type HistoryOptions } from './history.ts';
import { migrateDocument } from './migrate.ts';
import { applyElementPatch, type ElementPatch, patchFields } from './patch.ts';
import {
  DRAG_SAVE_DEBOUNCE_MS,
  ELEMENT_SAVE_DEBOUNCE_MS,
  LINK_SAVE_DEBOUNCE_MS,
  type RecordSave,
  TIME_SAVE_DEBOUNCE_MS,
} from './save-queue.ts';
import { sortByStart } from './sort.ts';
import { type FieldError, validateElement } from './validation.ts';

/** What the interactive editor shows: the document and the selected elements (their `active` flag is set). */
export interface InteractiveEditorState {
  readonly document: EditorDocument;
  readonly selection: readonly string[];
}

/** An intent the host's player follows: go to `time` (seconds), and pause when `pause` is set. */
export interface SeekIntent {
  time: number;
  pause: boolean;
}

/** A change to store, keyed by element id, to be saved after `delayMs` (see the save queue). */
export interface ElementSaveIntent {
  key: string;
  save: RecordSave<InteractiveElement>;
  delayMs: number;
}

export interface InteractiveEditorEvents {
  change: InteractiveEditorState;
  seekTo: SeekIntent;
  save: ElementSaveIntent;
}

export interface InteractiveEditorOptions {
  /** The document, in the current version or in a form {@link migrateDocument} reads. */
  document: unknown;
  clock?: Clock;
  /** Ids of new elements; a uuid by default. */
  idFactory?: () => string;
  history?: HistoryOptions;
}

/** The pixel sizes a new image needs for its default box. */
export interface AddElementOptions {
  image?: PixelSize;
  /** Player height / width. */
  playerAspectRatio?: number;
}

/**
 * The interactive editor: an imperative API over an immutable store. Every call goes through the
 * rules; every edit is one history item with its previous and next element list; readers get a
 * new frozen state after each change (the same object until then, as `useSyncExternalStore`
 * expects). Persisting and seeking are intents the host follows (`save`, `seekTo`).
 *
 * The store is plain immutable data rather than a valtio proxy: history items keep the previous and
 * next element lists by reference (structural sharing, no cloning), and one call makes one
 * notification. The rendering layer may still wrap snapshots as it likes.
 */
export interface InteractiveEditor {
  getState(): InteractiveEditorState;
  getSnapshot(): InteractiveEditorState;
  getDocument(): EditorDocument;
  getElement(id: string): InteractiveElement | undefined;
  subscribe(listener: () => void): () => void;
  on<K extends keyof InteractiveEditorEvents>(
    event: K,
    listener: (payload: InteractiveEditorEvents[K]) => void,
  ): () => void;
  /** Adds an element of `kind` at the playhead (moved to a free start point) and selects it. */
  add(kind: ElementKind, playhead: number, options?: AddElementOptions): InteractiveElement;
  /** Changes an element through the rules; throws for an unknown id or an action its area may not use. */
  update(id: string, patch: ElementPatch): InteractiveElement;
  remove(id: string): void;
  /** Copies an element (' - copy' appended, new id) and selects the copy. */
  duplicate(id: string): InteractiveElement;
  /** Selects elements (null for none); selecting one element seeks the player to its start. */
  select(ids: string | readonly string[] | null): void;
  /** Moves elements by percent points, as one history item (Shift ×10 is the caller's). */
  nudge(ids: readonly string[], dx: number, dy: number): void;
  /** Starts a continuous change (a drag, a resize): edits until `commit` are one history item. */
  begin(label?: string): void;
  commit(): void;
  /** Abandons the continuous change and restores the elements as they were at `begin`. */
  cancel(): void;
  /** Runs several edits as one history item. */
  run<T>(edit: (editor: InteractiveEditor) => T, label?: string): T;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
  /** The validation messages of an element. */
  validate(id: string): FieldError[];
}

type Elements = readonly InteractiveElement[];

const sameContent = (a: InteractiveElement, b: InteractiveElement) =>
  JSON.stringify({ ...a, active: false }) === JSON.stringify({ ...b, active: false });

function saveDelay(fields: string[], continuous: boolean): number {
  if (continuous) return DRAG_SAVE_DEBOUNCE_MS;
  if (fields.some((field) => field === 'start' || field === 'end' || field === 'startAction')) {
    return TIME_SAVE_DEBOUNCE_MS;
  }
  if (fields.includes('action')) return LINK_SAVE_DEBOUNCE_MS;
  return ELEMENT_SAVE_DEBOUNCE_MS;
}

/** Creates an {@link InteractiveEditor} over a document. */
export function createInteractiveEditor(options: InteractiveEditorOptions): InteractiveEditor {
  const clock = options.clock ?? systemClock;
  const nextId = options.idFactory ?? randomId;
  const history = createHistory<Elements>(options.history);
  const events = createEmitter<InteractiveEditorEvents>();
  const listeners = new Set<() => void>();
  /** Open continuous changes (drag, resize): their saves use the drag debounce. */
  let gestures = 0;
  let state: InteractiveEditorState = deepFreeze({ document: migrateDocument(options.document), selection: [] });

  const duration = () => state.document.duration;
  const find = (id: string) => state.document.elements.find((element) => element._id === id);
  const existing = (id: string) => {
    const element = find(id);
    if (!element) throw new RangeError(`There is no element ${id}.`);
    return element;
  };

  const markActive = (elements: Elements, selection: readonly string[]) =>
    elements.map((element) => {
      const active = selection.includes(element._id);
      return element.active === active ? element : { ...element, active };
    });

  const publish = (elements: Elements, selection: readonly string[]) => {
    const kept = selection.filter((id) => elements.some((element) => element._id === id));
    state = deepFreeze({ document: { ...state.document, elements: markActive(elements, kept) }, selection: kept });
    for (const listener of [...listeners]) listener();
    events.emit('change', state);
  };

  const announceSaves = (previous: Elements, next: Elements, delayMs: number) => {
    const before = new Map(previous.map((element) => [element._id, element]));
    for (const element of next) {
      const old = before.get(element._id);
      before.delete(element._id);
      if (!old) events.emit('save', { key: element._id, save: { kind: 'create', record: element }, delayMs: 0 });
      else if (old !== element && !sameContent(old, element)) {
        events.emit('save', { key: element._id, save: { kind: 'update', record: element }, delayMs });
      }
    }
    for (const id of before.keys()) events.emit('save', { key: id, save: { kind: 'delete', id }, delayMs: 0 });
  };

  /** Makes `elements` the document's elements, sorted by start; saves what changed. */
  const apply = (elements: Elements, selection: readonly string[], delayMs: number) => {
    const previous = state.document.elements;
    publish(sortByStart(elements), selection);
    announceSaves(previous, state.document.elements, delayMs);
  };

  const edit = (
    label: string,
    elements: Elements,
    options: { mergeKey?: string; delayMs?: number; selection?: readonly string[] } = {},
  ) => {
    const previous = state.document.elements;
    const changed =
      elements.length !== previous.length ||
      elements.some((element, index) => element !== previous[index] && !sameContent(element, previous[index]));
    if (!changed) return;
    apply(elements, options.selection ?? state.selection, options.delayMs ?? ELEMENT_SAVE_DEBOUNCE_MS);
    history.push({ label, previous, next: state.document.elements }, { mergeKey: options.mergeKey, at: clock.now() });
  };

  const seekToSelection = () => {
    if (state.selection.length !== 1) return;
    const element = find(state.selection[0]);
    if (element) events.emit('seekTo', { time: element.start, pause: false });
  };

  const editor: InteractiveEditor = {
    getState: () => state,
    getSnapshot: () => state,
    getDocument: () => state.document,
    getElement: find,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: (event, listener) => events.on(event, listener),
    add(kind, playhead, addOptions = {}) {
      const elements = state.document.elements;
      const start = freeStartPoint(
        playhead,
        elements.map((element) => element.start),
        duration(),
      );
      const element = newElement(kind, { id: nextId(), start, ...addOptions });
      edit(`add ${kind}`, [...elements, element], { selection: [element._id] });
      seekToSelection();
      return existing(element._id);
    },
    update(id, patch) {
      const element = existing(id);
      const next = applyElementPatch(element, patch, duration());
      const fields = patchFields(patch);
      const continuous = gestures > 0;
      edit(
        'update',
        state.document.elements.map((item) => (item === element ? next : item)),
        { mergeKey: `update:${id}:${fields.join(',')}`, delayMs: saveDelay(fields, continuous) },
      );
      return existing(id);
    },
    remove(id) {
      if (!find(id)) return;
      edit(
        'delete',
        state.document.elements.filter((element) => element._id !== id),
      );
    },
    duplicate(id) {
      const copy = duplicateElement(existing(id), nextId());
      edit('duplicate', [...state.document.elements, copy], { selection: [copy._id] });
      return existing(copy._id);
    },
    select(ids) {
      const list = ids === null ? [] : typeof ids === 'string' ? [ids] : [...ids];
      publish(state.document.elements, list);
      seekToSelection();
    },
    nudge(ids, dx, dy) {
      const moving = new Set(ids);
      if (moving.size === 0 || (dx === 0 && dy === 0)) return;
      edit(
        'nudge',
        state.document.elements.map((element) => (moving.has(element._id) ? moveElement(element, dx, dy) : element)),
        { mergeKey: `nudge:${[...moving].sort().join(',')}` },
      );
    },
    begin(label) {
      gestures += 1;
      history.begin(label);
    },
    commit() {
      gestures = Math.max(0, gestures - 1);
      history.commit();
    },
    cancel() {
      gestures = 0;
      const entry = history.cancel();
      if (entry) apply(entry.previous, state.selection, DRAG_SAVE_DEBOUNCE_MS);
    },
    run(change, label) {
      history.begin(label);
      try {
        const result = change(editor);
        history.commit();
        return result;
      } catch (error) {
        editor.cancel();
        throw error;
      }
    },
    undo() {
      const entry = history.undo();
      if (entry) apply(entry.previous, state.selection, ELEMENT_SAVE_DEBOUNCE_MS);
      return Boolean(entry);
    },
    redo() {
      const entry = history.redo();
      if (entry) apply(entry.next, state.selection, ELEMENT_SAVE_DEBOUNCE_MS);
      return Boolean(entry);
    },
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
    validate: (id) => validateElement(existing(id), duration()),
  };
  return editor;
}
