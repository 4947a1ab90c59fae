import { type Clock, systemClock } from './clock.ts';
import type { EditorDocument, PresentationPosition, Slide } from './document.ts';
import type { SeekIntent } from './editor.ts';
import { createEmitter, deepFreeze, randomId } from './emitter.ts';
import { createHistory, type HistoryOptions } from './history.ts';
import { migrateDocument } from './migrate.ts';
import {
  activateSlide,
  applySlidePatch,
  duplicateSlide,
  newSlides,
  reorderSlides,
  type SlideImage,
  type SlideOrder,
  type SlidePatch,
  sortSlides,
} from './presentation-rules.ts';
import { type RecordSave, SLIDE_SAVE_DEBOUNCE_MS } from './save-queue.ts';

/** What the presentation editor shows: the document and the active slide. */
export interface PresentationEditorState {
  readonly document: EditorDocument;
  readonly activeSlideId: string | null;
}

/** A presentation change to store: a slide (keyed by its id), the order, or the settings. */
export type PresentationSave =
  | RecordSave<Slide>
  | { kind: 'reorder'; order: SlideOrder[] }
  | { kind: 'settings'; position: PresentationPosition };

export interface PresentationSaveIntent {
  key: string;
  save: PresentationSave;
  delayMs: number;
}

export interface PresentationEditorEvents {
  change: PresentationEditorState;
  seekTo: SeekIntent;
  save: PresentationSaveIntent;
}

/** The stored image of a slide: its address and its CDN address. */
export type SlideImageAddress = Pick<Slide, 'src' | 'cdn_src'>;

export interface PresentationEditorOptions {
  document: unknown;
  clock?: Clock;
  idFactory?: () => string;
  history?: HistoryOptions;
  /** The language of the natural name order of reorder (default: the platform's). */
  locale?: string | string[];
}

/**
 * The presentation editor: slides synced to the video, one of them active. Add, update, remove,
 * duplicate and the view position can be undone; reorder cannot (it clears the history).
 */
export interface PresentationEditor {
  getState(): PresentationEditorState;
  getSnapshot(): PresentationEditorState;
  getDocument(): EditorDocument;
  getSlide(id: string): Slide | undefined;
  subscribe(listener: () => void): () => void;
  on<K extends keyof PresentationEditorEvents>(
    event: K,
    listener: (payload: PresentationEditorEvents[K]) => void,
  ): () => void;
  /** Adds images as slides spread from the playhead to the end of the video; returns them in the images' order. */
  addImages(images: readonly SlideImage[], playhead: number): Slide[];
  update(id: string, patch: SlidePatch): Slide;
  remove(id: string): void;
  duplicate(id: string): Slide;
  /** Makes a slide the active one and asks the player to seek to its start and pause. */
  activate(id: string): void;
  /**
   * Sorts the slides by name (after the user confirmed) and returns the order sent. Cannot be undone:
   * it clears the history. Besides the `reorder` save, each moved slide is announced as an update,
   * so a slide save still waiting with an old start is replaced.
   */
  reorder(): SlideOrder[];
  setPosition(position: PresentationPosition): void;
  /**
   * Records the stored image of a slide (after its upload, or after its image was replaced). This is
   * not an edit: no history item and no save. Undo and redo keep the image: a slide that comes back
   * shows the image stored last for its id.
   */
  setImage(id: string, image: SlideImageAddress): void;
  undo(): boolean;
  redo(): boolean;
  canUndo(): boolean;
  canRedo(): boolean;
}

interface Content {
  items: readonly Slide[];
  position: PresentationPosition;
}

const sameSlide = (a: Slide, b: Slide) =>
  a.name === b.name && a.start === b.start && a.end === b.end && a.src === b.src && a.cdn_src === b.cdn_src;

/** Creates a {@link PresentationEditor} over a document. */
export function createPresentationEditor(options: PresentationEditorOptions): PresentationEditor {
  const clock = options.clock ?? systemClock;
  const nextId = options.idFactory ?? randomId;
  const history = createHistory<Content>(options.history);
  const events = createEmitter<PresentationEditorEvents>();
  const listeners = new Set<() => void>();
  const initial = migrateDocument(options.document);
  /** The images stored for slides since the editor opened, by slide id. */
  const storedImages = new Map<string, SlideImageAddress>();
  let state: PresentationEditorState = deepFreeze({
    document: initial,
    activeSlideId: initial.presentation.items.find((slide) => slide.active)?._id ?? null,
  });

  const content = (): Content => ({
    items: state.document.presentation.items,
    position: state.document.presentation.settings.position,
  });
  /** `next` with the images stored since its slides were recorded (for undo and redo). */
  const withImages = (next: Content): Content => {
    if (storedImages.size === 0) return next;
    const items = next.items.map((slide) => {
      const image = storedImages.get(slide._id);
      return image && (image.src !== slide.src || image.cdn_src !== slide.cdn_src) ? { ...slide, ...image } : slide;
    });
    return { ...next, items };
  };
  const find = (id: string) => state.document.presentation.items.find((slide) => slide._id === id);
  const existing = (id: string) => {
    const slide = find(id);
    if (!slide) throw new RangeError(`There is no slide ${id}.`);
    return slide;
  };

  const publish = (next: Content, activeSlideId: string | null) => {
    const active = next.items.some((slide) => slide._id === activeSlideId) ? activeSlideId : null;
    const items = activateSlide(sortSlides(next.items), active);
    state = deepFreeze({
      document: { ...state.document, presentation: { settings: { position: next.position }, items } },
      activeSlideId: active,
    });
    for (const listener of [...listeners]) listener();
    events.emit('change', state);
  };

  /** Publishes `next` and announces what changed; `duplicates` maps a copy's id to its original. */
  const apply = (next: Content, duplicates: ReadonlyMap<string, string> = new Map()) => {
    const previous = content();
    publish(next, state.activeSlideId);
    const before = new Map(previous.items.map((slide) => [slide._id, slide]));
    for (const slide of state.document.presentation.items) {
      const old = before.get(slide._id);
      before.delete(slide._id);
      const source = duplicates.get(slide._id);
      const save: PresentationSave | null = source
        ? { kind: 'duplicate', sourceId: source, record: slide }
        : !old
          ? { kind: 'create', record: slide }
          : sameSlide(old, slide)
            ? null
            : { kind: 'update', record: slide };
      if (save)
        events.emit('save', { key: slide._id, save, delayMs: save.kind === 'update' ? SLIDE_SAVE_DEBOUNCE_MS : 0 });
    }
    for (const id of before.keys()) events.emit('save', { key: id, save: { kind: 'delete', id }, delayMs: 0 });
    if (previous.position !== next.position) {
      events.emit('save', { key: 'settings', save: { kind: 'settings', position: next.position }, delayMs: 0 });
    }
  };

  const edit = (label: string, next: Content, mergeKey?: string, duplicates?: ReadonlyMap<string, string>) => {
    const previous = content();
    apply(next, duplicates);
    history.push({ label, previous, next: content() }, { mergeKey, at: clock.now() });
  };

  const editor: PresentationEditor = {
    getState: () => state,
    getSnapshot: () => state,
    getDocument: () => state.document,
    getSlide: find,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    on: (event, listener) => events.on(event, listener),
    addImages(images, playhead) {
      if (images.length === 0) return [];
      const added = newSlides(images, playhead, state.document.duration, nextId);
      const current = content();
      edit('add images', { ...current, items: [...current.items, ...added] });
      return added.map((slide) => existing(slide._id));
    },
    update(id, patch) {
      const slide = existing(id);
      const next = applySlidePatch(slide, patch, state.document.duration);
      if (sameSlide(slide, next)) return slide;
      const current = content();
      const fields = Object.keys(patch).sort().join(',');
      edit(
        'update slide',
        { ...current, items: current.items.map((item) => (item === slide ? next : item)) },
        `${id}:${fields}`,
      );
      return existing(id);
    },
    remove(id) {
      if (!find(id)) return;
      const current = content();
      edit('delete slide', { ...current, items: current.items.filter((slide) => slide._id !== id) });
    },
    duplicate(id) {
      const copy = duplicateSlide(existing(id), nextId());
      const current = content();
      edit('duplicate slide', { ...current, items: [...current.items, copy] }, undefined, new Map([[copy._id, id]]));
      return existing(copy._id);
    },
    activate(id) {
      const slide = existing(id);
      publish(content(), id);
      events.emit('seekTo', { time: slide.start, pause: true });
    },
    reorder() {
      const { slides, order } = reorderSlides(content().items, options.locale);
      history.clear();
      events.emit('save', { key: 'reorder', save: { kind: 'reorder', order }, delayMs: 0 });
      // The moved slides are announced too: their saves replace any waiting save with an old start.
      apply({ ...content(), items: slides });
      return order;
    },
    setPosition(position) {
      if (position === content().position) return;
      edit('view position', { ...content(), position });
    },
    setImage(id, image) {
      const stored = { src: image.src, cdn_src: image.cdn_src };
      storedImages.set(id, stored);
      const current = content();
      if (!current.items.some((slide) => slide._id === id)) return;
      publish(withImages(current), state.activeSlideId);
    },
    undo() {
      const entry = history.undo();
      if (entry) apply(withImages(entry.previous));
      return Boolean(entry);
    },
    redo() {
      const entry = history.redo();
      if (entry) apply(withImages(entry.next));
      return Boolean(entry);
    },
    canUndo: () => history.canUndo(),
    canRedo: () => history.canRedo(),
  };
  return editor;
}
