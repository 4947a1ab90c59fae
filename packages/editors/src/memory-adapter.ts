import type { EditorDataAdapter, EditorVideo, UploadedImage } from './adapter.ts';
import type { InteractiveElement, Presentation, PresentationPosition, Slide } from './core/document.ts';
import type { PresentationSave } from './core/presentation-editor.ts';
import type { RecordSave } from './core/save-queue.ts';

/** A video the in-memory adapter holds, with its elements and slides. */
export interface MemoryVideo {
  video: EditorVideo;
  elements?: readonly InteractiveElement[];
  presentation?: Presentation;
}

export interface MemoryAdapterOptions {
  videos: readonly MemoryVideo[];
  /** Milliseconds each call takes (default 0), to see "Saving…" in a demo. */
  latencyMs?: number;
  /** Makes a call fail (e.g. to show a retried save); called before each write. */
  failWrite?: (call: string) => boolean;
}

/** The in-memory adapter: what it holds, and every write it took (for tests and demos). */
export interface MemoryAdapter extends EditorDataAdapter {
  elementsOf(videoId: string): InteractiveElement[];
  presentationOf(videoId: string): Presentation;
  readonly writes: string[];
}

interface Held {
  video: EditorVideo;
  elements: Map<string, InteractiveElement>;
  slides: Map<string, Slide>;
  position: PresentationPosition;
}

const byStart = <T extends { start: number }>(items: Iterable<T>) => [...items].sort((a, b) => a.start - b.start);

/**
 * An adapter that keeps everything in memory, so a host can mount the editors with no backend at
 * all (an example page, a story, a test). Images become object addresses of the chosen files.
 */
export function createMemoryAdapter(options: MemoryAdapterOptions): MemoryAdapter {
  const held = new Map<string, Held>();
  for (const entry of options.videos) {
    held.set(entry.video.id, {
      video: entry.video,
      elements: new Map((entry.elements ?? []).map((element) => [element._id, { ...element, active: false }])),
      slides: new Map((entry.presentation?.items ?? []).map((slide) => [slide._id, { ...slide, active: false }])),
      position: entry.presentation?.settings.position ?? 'PIP',
    });
  }
  const writes: string[] = [];
  const wait = () => new Promise<void>((resolve) => setTimeout(resolve, options.latencyMs ?? 0));
  const videoOf = (videoId: string) => {
    const entry = held.get(videoId);
    if (!entry) throw new Error('The video was not found.');
    return entry;
  };
  const write = async (call: string) => {
    await wait();
    if (options.failWrite?.(call)) throw new Error('The change could not be stored.');
    writes.push(call);
  };
  const imageOf = (file: File): UploadedImage => {
    const url = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : `memory:${file.name}`;
    return { path: `memory/${file.name}`, url };
  };
  const presentationOf = (videoId: string): Presentation => {
    const entry = videoOf(videoId);
    return { settings: { position: entry.position }, items: byStart(entry.slides.values()) };
  };

  return {
    writes,
    elementsOf: (videoId) => byStart(videoOf(videoId).elements.values()),
    presentationOf,
    async loadInteractive(videoId) {
      await wait();
      const entry = held.get(videoId);
      return entry ? { video: entry.video, elements: byStart(entry.elements.values()) } : null;
    },
    async saveElement(videoId, save: RecordSave<InteractiveElement>) {
      const entry = videoOf(videoId);
      await write(`element ${save.kind}`);
      if (save.kind === 'delete') entry.elements.delete(save.id);
      else entry.elements.set(save.record._id, { ...save.record, active: false });
    },
    async uploadImage(videoId, file) {
      videoOf(videoId);
      await write('image upload');
      return imageOf(file);
    },
    async loadPresentation(videoId) {
      await wait();
      return held.has(videoId) ? { video: videoOf(videoId).video, presentation: presentationOf(videoId) } : null;
    },
    async uploadSlide(videoId, file, fields) {
      const entry = videoOf(videoId);
      await write('slide upload');
      const image = imageOf(file);
      const slide: Slide = { ...fields, end: fields.start, src: image.url, cdn_src: image.url, active: false };
      entry.slides.set(slide._id, slide);
      return slide;
    },
    async replaceSlide(videoId, slideId, file) {
      const entry = videoOf(videoId);
      const slide = entry.slides.get(slideId);
      if (!slide) throw new Error('The slide was not found.');
      await write('slide replace');
      const image = imageOf(file);
      const next = { ...slide, src: image.url, cdn_src: image.url };
      entry.slides.set(slideId, next);
      return next;
    },
    async savePresentation(videoId, save: PresentationSave) {
      const entry = videoOf(videoId);
      await write(`slide ${save.kind}`);
      if (save.kind === 'settings') entry.position = save.position;
      else if (save.kind === 'reorder') {
        for (const { _id, start } of save.order) {
          const slide = entry.slides.get(_id);
          if (slide) entry.slides.set(_id, { ...slide, start });
        }
      } else if (save.kind === 'delete') entry.slides.delete(save.id);
      else entry.slides.set(save.record._id, { ...save.record, active: false });
    },
  };
}
