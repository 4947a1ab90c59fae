import type { PresentationDataAdapter } from '../adapter.ts';
import type { Slide } from '../core/document.ts';
import type { PresentationEditor, PresentationSave, SlideImageAddress } from '../core/presentation-editor.ts';
import { mergeRecordSaves, type RecordSave } from '../core/save-queue.ts';
import { slideNameOf } from './slide-files.ts';

const isRecordSave = (save: PresentationSave): save is RecordSave<Slide> =>
  save.kind === 'create' || save.kind === 'duplicate' || save.kind === 'update' || save.kind === 'delete';

/**
 * Folds a newer presentation change into one not yet stored: a slide's changes as
 * {@link mergeRecordSaves} folds them (a create followed by updates stays one create, so a new
 * slide is uploaded once with its latest name and start); the order and the settings are replaced
 * by the newer value.
 */
export function mergePresentationSaves(
  pending: PresentationSave,
  next: PresentationSave,
): PresentationSave | undefined {
  return isRecordSave(pending) && isRecordSave(next) ? mergeRecordSaves(pending, next) : next;
}

/** Addresses for files on this page (the browser's object URLs by default). */
export interface ObjectUrls {
  create(file: Blob): string;
  revoke(url: string): void;
}

const browserObjectUrls: ObjectUrls = {
  create: (file) => URL.createObjectURL(file),
  revoke: (url) => URL.revokeObjectURL(url),
};

export interface PresentationSaverOptions {
  videoId: string;
  adapter: PresentationDataAdapter;
  editor: PresentationEditor;
  objectUrls?: ObjectUrls;
}

/**
 * Stores the presentation editor's changes through the host's adapter, with the images of new
 * slides. A slide added from a file is created in the editor at once (with no stored image yet)
 * and its file is kept here by slide id; its `create` save becomes the upload of that file, and
 * the stored image then goes into the editor with `setImage` (no history item, no second save).
 * Until then the slide shows the chosen file itself.
 */
export interface PresentationSaver {
  /** Adds image files as slides spread from `playhead`; their uploads are their create saves. */
  addFiles(files: readonly File[], playhead: number): Slide[];
  /** Stores one change (the save queue calls it; a rejection is retried). */
  save(key: string, save: PresentationSave): Promise<void>;
  /** Replaces a slide's image (after its own upload, if that is still to come). */
  replace(id: string, file: File): Promise<Slide>;
  /** The address to show a slide's image at: the stored one, else the chosen file's. */
  imageOf(slide: Pick<Slide, '_id' | 'src' | 'cdn_src'>): string;
  /** Whether the slide's file is still to be uploaded. */
  isUploading(id: string): boolean;
  /** Files of the editor's slides still to be uploaded. */
  uploadsLeft(): number;
  /** The ids of the slides whose file is still to be uploaded: a new set after each change. */
  getUploads(): ReadonlySet<string>;
  subscribe(listener: () => void): () => void;
  /** Lets go of the chosen files' addresses (when the editor closes); uploads still go on. */
  dispose(): void;
}

interface Waiter {
  promise: Promise<void>;
  resolve: () => void;
}

function waiter(): Waiter {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** Creates a {@link PresentationSaver}. */
export function createPresentationSaver({
  videoId,
  adapter,
  editor,
  objectUrls = browserObjectUrls,
}: PresentationSaverOptions): PresentationSaver {
  const files = new Map<string, File>();
  const previews = new Map<string, string>();
  const uploaded = new Map<string, Waiter>();
  const stored = new Map<string, SlideImageAddress>();
  const listeners = new Set<() => void>();
  let uploads: ReadonlySet<string> = new Set();
  let disposed = false;

  const notify = () => {
    uploads = new Set(files.keys());
    for (const listener of [...listeners]) listener();
  };
  const releasePreview = (id: string) => {
    const url = previews.get(id);
    if (url !== undefined) objectUrls.revoke(url);
    previews.delete(id);
  };
  /** The record with the image stored last for its slide (a waiting save may predate the upload). */
  const withImage = (record: Slide): Slide => {
    const image = stored.get(record._id);
    return image ? { ...record, ...image } : record;
  };
  const keep = (id: string, image: SlideImageAddress) => {
    stored.set(id, image);
    editor.setImage(id, image);
  };
  /** Resolves once the slide's file is uploaded (at once when there is none, or the slide is gone). */
  const uploadOf = (id: string): Promise<void> =>
    files.has(id) && editor.getSlide(id) ? (uploaded.get(id)?.promise ?? Promise.resolve()) : Promise.resolve();

  async function create(record: Slide) {
    const file = files.get(record._id);
    if (!file) {
      // A slide that has its image already (an undone delete): the adapter stores it again.
      await adapter.savePresentation(videoId, { kind: 'create', record: withImage(record) });
      return;
    }
    const slide = await adapter.uploadSlide(videoId, file, { _id: record._id, name: record.name, start: record.start });
    files.delete(record._id);
    keep(record._id, { src: slide.src, cdn_src: slide.cdn_src });
    releasePreview(record._id);
    uploaded.get(record._id)?.resolve();
    uploaded.delete(record._id);
    notify();
  }

  return {
    addFiles(chosen, playhead) {
      const slides = editor.addImages(
        chosen.map((file) => ({ name: slideNameOf(file.name) })),
        playhead,
      );
      // The create saves are sent by the queue's timer, after this returns: the files are there then.
      slides.forEach((slide, index) => {
        const file = chosen[index];
        files.set(slide._id, file);
        uploaded.set(slide._id, waiter());
        if (!disposed) previews.set(slide._id, objectUrls.create(file));
      });
      if (slides.length > 0) notify();
      return slides;
    },
    async save(_key, save) {
      switch (save.kind) {
        case 'create':
          return create(save.record);
        case 'duplicate':
          await uploadOf(save.sourceId);
          return adapter.savePresentation(videoId, { ...save, record: withImage(save.record) });
        case 'update':
          return adapter.savePresentation(videoId, { ...save, record: withImage(save.record) });
        case 'reorder':
          await Promise.all(save.order.map((entry) => uploadOf(entry._id)));
          return adapter.savePresentation(videoId, save);
        default:
          return adapter.savePresentation(videoId, save);
      }
    },
    async replace(id, file) {
      await uploadOf(id);
      const slide = await adapter.replaceSlide(videoId, id, file);
      keep(id, { src: slide.src, cdn_src: slide.cdn_src });
      notify();
      return slide;
    },
    imageOf: (slide) => slide.src || slide.cdn_src || previews.get(slide._id) || '',
    isUploading: (id) => files.has(id),
    uploadsLeft: () => [...files.keys()].filter((id) => editor.getSlide(id)).length,
    getUploads: () => uploads,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      disposed = true;
      for (const id of [...previews.keys()]) releasePreview(id);
      listeners.clear();
    },
  };
}
