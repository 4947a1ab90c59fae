import type { InteractiveElement, Presentation, Slide } from './core/document.ts';
import type { PresentationSave } from './core/presentation-editor.ts';
import type { RecordSave } from './core/save-queue.ts';

/** A rendition of the edited video. */
export interface EditorVideoSource {
  height: number;
  /** Renditions without an address (still generating) are never played. */
  url?: string | null;
  label?: string;
  type?: string;
}

/** What the editors need to know of the edited video: its player's sources and its length. */
export interface EditorVideo {
  id: string;
  title: string;
  /** Seconds. */
  duration: number;
  sources: readonly EditorVideoSource[];
  poster?: string | null;
  /** The video's own size in pixels (16:9 when not known). */
  width?: number | null;
  height?: number | null;
}

/** An uploaded overlay image: its stored path and an address to show it at. */
export interface UploadedImage {
  path: string;
  url: string;
}

/**
 * How the interactive editor reads and stores a video's elements: the host's backend. The console
 * passes the Reelbase API adapter; another product passes its own (an in-memory one is exported).
 * A rejected promise of a save is retried with backoff; it is never dropped.
 */
export interface InteractiveDataAdapter {
  /** The video and its elements, or null when there is no such video (the host shows its 404). */
  loadInteractive(videoId: string): Promise<{ video: EditorVideo; elements: readonly InteractiveElement[] } | null>;
  /** Stores one change of an element: create, update or delete. */
  saveElement(videoId: string, save: RecordSave<InteractiveElement>): Promise<void>;
  /** Stores an image for an image element or a background (jpg, jpeg, png). */
  uploadImage(videoId: string, file: File): Promise<UploadedImage>;
}

/** The fields of a slide created from an uploaded image. */
export interface NewSlideFields {
  _id: string;
  name: string;
  start: number;
}

/** How the presentation editor reads and stores a video's slides. */
export interface PresentationDataAdapter {
  /** The video and its presentation, or null when there is no such video. */
  loadPresentation(videoId: string): Promise<{ video: EditorVideo; presentation: Presentation } | null>;
  /** Creates a slide from an image; answers the stored slide (with its `src` and `cdn_src`). */
  uploadSlide(videoId: string, file: File, fields: NewSlideFields): Promise<Slide>;
  /** Replaces a slide's image; answers the stored slide. */
  replaceSlide(videoId: string, slideId: string, file: File): Promise<Slide>;
  /** Stores a slide change (create of a known image, duplicate, update, delete), the order or the settings. */
  savePresentation(videoId: string, save: PresentationSave): Promise<void>;
}

/** Both editors' backend. */
export interface EditorDataAdapter extends InteractiveDataAdapter, PresentationDataAdapter {}
