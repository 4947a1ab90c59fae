import type {
  Encoding,
  InteractiveElementInput,
  InteractiveImage,
  InteractiveList,
  PresentationAnswer,
  SlideAnswer,
  Video,
} from '@reelbase/contract';
import type {
  EditorDataAdapter,
  EditorVideo,
  InteractiveElement,
  PresentationSave,
  RecordSave,
  Slide,
} from '@reelbase/editors';
import { api, type RequestOptions } from '../http/client.ts';
import { ApiError } from '../http/errors.ts';
import { readyRenditions } from '../video/player-data.ts';

const videoUrl = (videoId: string) => `/api/videos/${encodeURIComponent(videoId)}`;
const elementUrl = (videoId: string, id: string) => `${videoUrl(videoId)}/interactive/${encodeURIComponent(id)}`;
const slidesUrl = (videoId: string) => `${videoUrl(videoId)}/presentation`;

/**
 * The editors show how a save went (Saving…, Saved, retrying with the server's message) and retry
 * a refused save themselves: no toast for each try.
 */
const QUIET: RequestOptions = { quietStatuses: [400, 403, 404, 409, 413, 415, 422, 425, 429, 500, 502, 503, 504] };

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The video's record and ready renditions, or null when there is no such video (or it is out of reach). */
async function loadVideo(videoId: string): Promise<EditorVideo | null> {
  try {
    const [video, encodings] = await Promise.all([
      api<Video>('GET', videoUrl(videoId), undefined, { quietStatuses: [404] }),
      api<Encoding[]>('GET', `${videoUrl(videoId)}/encodings`, undefined, { quietStatuses: [404] }),
    ]);
    return {
      id: video.id,
      title: video.title,
      duration: (video.duration ?? 0) / 1000,
      sources: readyRenditions(encodings),
      poster: video.thumbnail,
      width: video.width,
      height: video.height,
    };
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/** What PUT interactive/{id} takes: the element without the editor's selection flag. */
function elementBody({ active: _active, ...element }: InteractiveElement): InteractiveElementInput {
  return element;
}

function imageForm(file: Blob, name: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, name);
  return form;
}

const extensionOf = (type: string) => (type.split('/')[1] ?? 'png').replace('jpeg', 'jpg').replace('svg+xml', 'svg');

/** The slide's image again, read from its signed address (an undone delete sends it anew). */
async function slideImage(slide: Slide): Promise<{ blob: Blob; name: string }> {
  const response = await fetch(slide.src);
  if (!response.ok) throw new Error('The slide image could not be read again.');
  const blob = await response.blob();
  return { blob, name: `${slide.name || 'slide'}.${extensionOf(blob.type)}` };
}

/** The Reelbase API behind the interactive and presentation editors. */
export function createApiEditorAdapter(): EditorDataAdapter {
  return {
    async loadInteractive(videoId) {
      const video = await loadVideo(videoId);
      if (!video) return null;
      const list = await api<InteractiveList>('GET', `${videoUrl(videoId)}/interactive`);
      return { video, elements: list.interactive_area as InteractiveElement[] };
    },
    async saveElement(videoId, save: RecordSave<InteractiveElement>) {
      if (save.kind === 'delete') {
        try {
          await api('DELETE', elementUrl(videoId, save.id), undefined, QUIET);
        } catch (error) {
          // Deleted by an earlier try whose answer was lost: done.
          if (!isMissing(error)) throw error;
        }
        return;
      }
      await api('PUT', elementUrl(videoId, save.record._id), elementBody(save.record), QUIET);
    },
    uploadImage(videoId, file) {
      return api<InteractiveImage>('POST', `${videoUrl(videoId)}/interactive/image-upload`, imageForm(file, file.name));
    },
    async loadPresentation(videoId) {
      const video = await loadVideo(videoId);
      if (!video) return null;
      const presentation = await api<PresentationAnswer>('GET', slidesUrl(videoId));
      return { video, presentation };
    },
    async uploadSlide(videoId, file, fields) {
      const form = imageForm(file, file.name, { _id: fields._id, name: fields.name, start: String(fields.start) });
      return api<SlideAnswer>('POST', slidesUrl(videoId), form, QUIET);
    },
    replaceSlide(videoId, slideId, file) {
      const form = imageForm(file, file.name, { _method: 'PUT' });
      return api<SlideAnswer>('POST', `${slidesUrl(videoId)}/${encodeURIComponent(slideId)}`, form);
    },
    async savePresentation(videoId, save: PresentationSave) {
      const base = slidesUrl(videoId);
      switch (save.kind) {
        case 'settings':
          await api('PUT', `${base}/settings`, { position: save.position }, QUIET);
          return;
        case 'reorder':
          await api('POST', `${base}/reorder`, { order: save.order }, QUIET);
          return;
        case 'duplicate':
          await api('POST', `${base}/duplicate`, { _id: save.sourceId, new_id: save.record._id }, QUIET);
          await this.savePresentation(videoId, { kind: 'update', record: save.record });
          return;
        case 'delete':
          try {
            await api('DELETE', `${base}/${encodeURIComponent(save.id)}`, undefined, QUIET);
          } catch (error) {
            if (!isMissing(error)) throw error;
          }
          return;
        case 'create': {
          const { blob, name } = await slideImage(save.record);
          const { _id, name: title, start, end } = save.record;
          const form = imageForm(blob, name, { _id, name: title, start: String(start), end: String(end) });
          await api('POST', base, form, QUIET);
          return;
        }
        case 'update': {
          const { name, start, end } = save.record;
          try {
            await api('PUT', `${base}/${encodeURIComponent(save.record._id)}`, { name, start, end }, QUIET);
          } catch (error) {
            // The slide's delete was stored before the delete was undone: send it anew.
            if (!isMissing(error)) throw error;
            await this.savePresentation(videoId, { kind: 'create', record: save.record });
          }
        }
      }
    },
  };
}
