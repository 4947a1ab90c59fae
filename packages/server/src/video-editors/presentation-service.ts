import { randomUUID } from 'node:crypto';
import {
  extensionOf,
  fieldErrors,
  INTERACTIVE_TEXTS,
  type PresentationAnswer,
  type PresentationPositionValue,
  SLIDE_IMAGE_MAX_BYTES,
  type SlideAnswer,
  slideFormFieldsSchema,
  type slideReorderSchema,
  slideReplaceFieldsSchema,
  type slideUpdateSchema,
  UPLOAD_MESSAGES,
  VIDEO_ASSET_TEXTS,
} from '@reelbase/contract';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors.ts';
import { sniffImage } from '../storage/images.ts';
import { type AssetForm, cleanFileName, randomPart, videoFolder } from '../video-assets/asset-files.ts';
import type { VideoRef } from '../video-assets/video-assets-repository.ts';
import type { AssetDeps } from '../video-assets/video-assets-service.ts';
import { consoleSlideUrl } from '../videos/media-urls.ts';
import { checkTimes, durationSecondsOf } from './interactive-service.ts';
import {
  deleteSlide,
  findSlide,
  insertSlideCopy,
  listSlides,
  presentationPositionOf,
  reorderSlides,
  replaceSlideFile,
  type SlideFile,
  type SlideRow,
  setPresentationPosition,
  storeSlide,
  updateSlide,
} from './presentation-repository.ts';

interface SlideImageType {
  extension: 'png' | 'jpg' | 'gif' | 'webp';
  mimeType: string;
}

const ascii = (content: Buffer, from: number, to: number) => content.subarray(from, to).toString('latin1');

/** Slides take any raster image the browsers show, recognised by its bytes (png, jpeg, gif, webp). */
function sniffSlideImage(content: Buffer): SlideImageType | null {
  const image = sniffImage(content);
  if (image) return { extension: image.extension, mimeType: image.contentType };
  if (content.length > 6 && ['GIF87a', 'GIF89a'].includes(ascii(content, 0, 6))) {
    return { extension: 'gif', mimeType: 'image/gif' };
  }
  if (content.length > 12 && ascii(content, 0, 4) === 'RIFF' && ascii(content, 8, 12) === 'WEBP') {
    return { extension: 'webp', mimeType: 'image/webp' };
  }
  return null;
}

/** The form's image (by its bytes), or the message for `file`. */
function slideImageOf(form: AssetForm): { content: Buffer; name: string; type: SlideImageType } | { error: string } {
  if (form.tooLarge) return { error: VIDEO_ASSET_TEXTS.tooLarge(form.tooLarge, SLIDE_IMAGE_MAX_BYTES) };
  const file = form.file;
  if (!file || file.content.length === 0) return { error: VIDEO_ASSET_TEXTS.fileRequired };
  const type = sniffSlideImage(file.content);
  if (!type) return { error: UPLOAD_MESSAGES.typeNotAccepted(file.name, extensionOf(file.name, file.mimeType)) };
  return { content: file.content, name: file.name, type };
}

const slideKey = (video: VideoRef, extension: string) =>
  `${videoFolder(video.companyId, video.id)}/slides/${randomPart()}.${extension}`;

/** Stores an image under a new key; answers the file to point a slide at. */
async function storeImage(deps: AssetDeps, video: VideoRef, content: Buffer, type: SlideImageType): Promise<SlideFile> {
  const storageKey = slideKey(video, type.extension);
  await deps.storage.put(storageKey, content);
  return { storageKey, mimeType: type.mimeType, size: content.length };
}

function toSlide(deps: AssetDeps, row: SlideRow, now = new Date()): SlideAnswer {
  const src = consoleSlideUrl(deps, row.videoId, { id: row.id, storageKey: row.storageKey }, now);
  return { _id: row.id, name: row.name, start: row.start, end: row.end, src, cdn_src: src, active: row.active };
}

/** The end of the last slide: the video's duration (the start when it is not known yet). */
const lastEnd = (video: VideoRef, start: number) => Math.max(start, durationSecondsOf(video) ?? start);

/** Times are kept to the millisecond. */
const milliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** GET presentation: the default view position and the slides sorted by start. */
export async function presentationOf(deps: AssetDeps, video: VideoRef): Promise<PresentationAnswer> {
  const [position, rows] = await Promise.all([
    presentationPositionOf(deps.db, video.id),
    listSlides(deps.db, video.id),
  ]);
  const now = new Date();
  return { settings: { position }, items: rows.map((row) => toSlide(deps, row, now)) };
}

/**
 * POST presentation: an image (checked by its bytes) with `_id`, `name` and `start`; `end`
 * defaults to the next slide's start, else the video's duration. The file is stored first, then
 * the row is committed; the same `_id` sent again replaces that slide's image and fields.
 */
export async function addSlide(deps: AssetDeps, video: VideoRef, form: AssetForm): Promise<SlideAnswer> {
  const fields = slideFormFieldsSchema.safeParse(form.fields);
  const image = slideImageOf(form);
  const errors = fields.success ? {} : fieldErrors(fields.error);
  if ('error' in image) errors.file = [image.error];
  if (!fields.success || 'error' in image) throw new ValidationError(errors);
  const start = milliseconds(fields.data.start ?? 0);
  const end = fields.data.end === undefined ? null : milliseconds(fields.data.end);
  if (end !== null && end < start) throw new ValidationError({ end: [INTERACTIVE_TEXTS.outOfRange] });
  checkTimes(
    video,
    end === null
      ? [['start', start]]
      : [
          ['start', start],
          ['end', end],
        ],
  );
  const name = fields.data.name || cleanFileName(image.name).replace(/\.[^.]*$/, '') || 'Slide';
  const file = await storeImage(deps, video, image.content, image.type);
  const id = (fields.data._id ?? randomUUID()).toLowerCase();
  let result: Awaited<ReturnType<typeof storeSlide>>;
  try {
    result = await storeSlide(deps.db, { id, videoId: video.id, name, start, end, ...file }, lastEnd(video, start));
  } catch (error) {
    await deps.storage.remove(file.storageKey);
    throw error;
  }
  if (result.kind === 'taken') {
    await deps.storage.remove(file.storageKey);
    throw new ValidationError({ _id: [INTERACTIVE_TEXTS.idTaken] });
  }
  if (result.previousKey) await deps.storage.remove(result.previousKey);
  return toSlide(deps, result.row);
}

async function slideOf(deps: AssetDeps, video: VideoRef, id: string): Promise<SlideRow> {
  const row = await findSlide(deps.db, video.id, id.toLowerCase());
  if (!row) throw new NotFoundError(INTERACTIVE_TEXTS.slideNotFound);
  return row;
}

/** PUT presentation/{slideId}: name, start, end and active; making a slide active takes the mark from the others. */
export async function changeSlide(
  deps: AssetDeps,
  video: VideoRef,
  id: string,
  input: z.output<typeof slideUpdateSchema>,
): Promise<SlideAnswer> {
  const check = (current: SlideRow) => {
    const start = input.start === undefined ? current.start : milliseconds(input.start);
    const end = input.end === undefined ? current.end : milliseconds(input.end);
    if (end < start) throw new ValidationError({ end: [INTERACTIVE_TEXTS.outOfRange] });
    const times: [string, number][] = [];
    if (input.start !== undefined) times.push(['start', start]);
    if (input.end !== undefined) times.push(['end', end]);
    checkTimes(video, times);
    return {
      ...(input.name !== undefined ? { name: input.name || current.name } : {}),
      ...(input.start !== undefined ? { start } : {}),
      ...(input.end !== undefined ? { end } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
    };
  };
  const row = await updateSlide(deps.db, video.id, id.toLowerCase(), check);
  if (!row) throw new NotFoundError(INTERACTIVE_TEXTS.slideNotFound);
  return toSlide(deps, row);
}

/**
 * POST presentation/{slideId} with `_method=PUT`: a new image for the slide (same id). The new
 * file is stored under a new key, the row is committed, and only then the old file is removed.
 */
export async function replaceSlideImage(
  deps: AssetDeps,
  video: VideoRef,
  id: string,
  form: AssetForm,
): Promise<SlideAnswer> {
  const fields = slideReplaceFieldsSchema.safeParse(form.fields);
  const image = slideImageOf(form);
  const errors = fields.success ? {} : fieldErrors(fields.error);
  if ('error' in image) errors.file = [image.error];
  if (!fields.success || 'error' in image) throw new ValidationError(errors);
  await slideOf(deps, video, id);
  const file = await storeImage(deps, video, image.content, image.type);
  let replaced: Awaited<ReturnType<typeof replaceSlideFile>>;
  try {
    replaced = await replaceSlideFile(deps.db, video.id, id.toLowerCase(), file);
  } catch (error) {
    await deps.storage.remove(file.storageKey);
    throw error;
  }
  if (!replaced) {
    await deps.storage.remove(file.storageKey);
    throw new NotFoundError(INTERACTIVE_TEXTS.slideNotFound);
  }
  await deps.storage.remove(replaced.previousKey);
  return toSlide(deps, replaced.row);
}

/** DELETE presentation/{slideId}: the row, then its file. */
export async function removeSlide(deps: AssetDeps, video: VideoRef, id: string): Promise<void> {
  const key = await deleteSlide(deps.db, video.id, id.toLowerCase());
  if (!key) throw new NotFoundError(INTERACTIVE_TEXTS.slideNotFound);
  await deps.storage.remove(key);
}

/**
 * POST presentation/duplicate: a copy of the slide named with ' - copy', at the same times, with
 * its own copy of the image. A `new_id` already used by this video's copy answers that copy (a
 * retried call makes no second one).
 */
export async function duplicateSlide(
  deps: AssetDeps,
  video: VideoRef,
  sourceId: string,
  newId?: string,
): Promise<SlideAnswer> {
  const source = await slideOf(deps, video, sourceId);
  const id = (newId ?? randomUUID()).toLowerCase();
  const existing = newId ? await findSlide(deps.db, video.id, id) : null;
  if (existing) return toSlide(deps, existing);
  const stored = await deps.storage.read(source.storageKey);
  if (!stored) throw new NotFoundError(INTERACTIVE_TEXTS.slideNotFound);
  const extension = source.storageKey.split('.').pop() ?? 'png';
  const storageKey = slideKey(video, extension);
  await deps.storage.put(storageKey, stored.body);
  let copy: Awaited<ReturnType<typeof insertSlideCopy>>;
  try {
    copy = await insertSlideCopy(deps.db, {
      id,
      videoId: video.id,
      name: `${source.name}${INTERACTIVE_TEXTS.copySuffix}`.slice(0, 255),
      start: source.start,
      end: source.end,
      storageKey,
      mimeType: source.mimeType,
      size: source.size,
      active: false,
    });
  } catch (error) {
    await deps.storage.remove(storageKey);
    throw error;
  }
  if (!copy.inserted) {
    await deps.storage.remove(storageKey);
    if (copy.row.videoId !== video.id) throw new ValidationError({ new_id: [INTERACTIVE_TEXTS.idTaken] });
  }
  return toSlide(deps, copy.row);
}

/** POST presentation/reorder: every slide of the video once with its new start, in one transaction. */
export async function reorderPresentation(
  deps: AssetDeps,
  video: VideoRef,
  input: z.output<typeof slideReorderSchema>,
): Promise<PresentationAnswer> {
  const order = input.order.map((entry) => ({ _id: entry._id, start: milliseconds(entry.start) }));
  checkTimes(
    video,
    order.map((entry, index): [string, number] => [`order.${index}.start`, entry.start]),
  );
  const done = await reorderSlides(deps.db, video.id, order, lastEnd(video, 0));
  if (!done) throw new ValidationError({ order: [INTERACTIVE_TEXTS.reorderMismatch] });
  return presentationOf(deps, video);
}

/** PUT presentation/settings: the default view position. */
export async function changePresentationSettings(
  deps: AssetDeps,
  video: VideoRef,
  position: PresentationPositionValue,
) {
  await setPresentationPosition(deps.db, video.id, position);
  return { settings: { position } };
}
