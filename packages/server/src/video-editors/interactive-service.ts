import { randomUUID } from 'node:crypto';
import {
  INTERACTIVE_IMAGE_EXTENSIONS,
  INTERACTIVE_IMAGE_MAX_BYTES,
  INTERACTIVE_TEXTS,
  type InteractiveElementAnswer,
  type InteractiveElementData,
  type InteractiveImage,
} from '@reelbase/contract';
import { NotFoundError, ValidationError } from '../errors.ts';
import { type AssetForm, checkAssetFile, randomPart, videoFolder } from '../video-assets/asset-files.ts';
import type { VideoRef } from '../video-assets/video-assets-repository.ts';
import type { AssetDeps } from '../video-assets/video-assets-service.ts';
import { consoleInteractiveImageUrl } from '../videos/media-urls.ts';
import {
  deleteElement,
  type ElementData,
  type ElementRow,
  insertInteractiveImage,
  listElements,
  upsertElement,
} from './interactive-repository.ts';

/** The `background.path` of an uploaded interactive image: `interactive-images/{id}`. */
const IMAGE_PATH = /^interactive-images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
const imagePath = (id: string) => `interactive-images/${id}`;

/** The video's duration in seconds, or null before it is probed (then only the schema's bound applies). */
export const durationSecondsOf = (video: VideoRef) => (video.durationMs === null ? null : video.durationMs / 1000);

/** Rule "time inputs are bounded by the video duration": 422 'Value is out of allowed range' per field. */
export function checkTimes(video: VideoRef, times: [field: string, seconds: number][]): void {
  const max = durationSecondsOf(video);
  if (max === null) return;
  const errors: Record<string, string[]> = {};
  for (const [field, seconds] of times) {
    if (seconds > max) errors[field] = [INTERACTIVE_TEXTS.outOfRange];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

type Look = InteractiveElementData['style']['default'];

/** A look whose uploaded image address is not kept (it is signed again on every read). */
const storedLook = (look: Look): Look =>
  IMAGE_PATH.test(look.background.path) ? { ...look, background: { ...look.background, url: '' } } : look;

/** A look with a fresh signed address of its uploaded image of this video. */
function answeredLook(deps: AssetDeps, videoId: string, look: Look, now: Date): Look {
  const match = IMAGE_PATH.exec(look.background.path);
  if (!match) return look;
  const url = consoleInteractiveImageUrl(deps, videoId, match[1].toLowerCase(), now);
  return { ...look, background: { ...look.background, url } };
}

function toElement(deps: AssetDeps, row: ElementRow, now = new Date()): InteractiveElementAnswer {
  const { data } = row;
  return {
    _id: row.id,
    ...data,
    style: {
      ...data.style,
      default: answeredLook(deps, row.videoId, data.style.default, now),
      hover: answeredLook(deps, row.videoId, data.style.hover, now),
    },
  };
}

/** GET interactive: the elements sorted by start. */
export async function elementsOf(deps: AssetDeps, video: VideoRef) {
  const now = new Date();
  return { interactive_area: (await listElements(deps.db, video.id)).map((row) => toElement(deps, row, now)) };
}

/**
 * POST interactive and PUT interactive/{elementId}: stores the element under its id (the client's
 * `_id`, the path's id, or a new one). Sending the same element again changes nothing more: the
 * call is idempotent, so a retried save never duplicates an element.
 */
export async function saveElement(
  deps: AssetDeps,
  video: VideoRef,
  input: InteractiveElementData,
  pathId?: string,
): Promise<InteractiveElementAnswer> {
  const times: [string, number][] = [
    ['start', input.start],
    ['end', input.end],
  ];
  if (input.action.type === 'skipTo' || input.action.type === 'skipToAndPause') {
    times.push(['action.timeIndex', input.action.timeIndex]);
  }
  checkTimes(video, times);
  const { _id, ...element } = input;
  const id = (pathId ?? _id ?? randomUUID()).toLowerCase();
  const data: ElementData = {
    ...element,
    style: { ...element.style, default: storedLook(element.style.default), hover: storedLook(element.style.hover) },
  };
  const row = await upsertElement(deps.db, { id, videoId: video.id, data });
  if (!row) throw new ValidationError({ _id: [INTERACTIVE_TEXTS.idTaken] });
  return toElement(deps, row);
}

export async function removeElement(deps: AssetDeps, video: VideoRef, id: string): Promise<void> {
  if (!(await deleteElement(deps.db, video.id, id.toLowerCase()))) {
    throw new NotFoundError(INTERACTIVE_TEXTS.elementNotFound);
  }
}

/**
 * POST interactive/image-upload: a jpg, jpeg or png (checked by its bytes) stored in the video's
 * folder; answers the path to keep in `background.path` and its signed address.
 */
export async function uploadInteractiveImage(
  deps: AssetDeps,
  video: VideoRef,
  form: AssetForm,
): Promise<InteractiveImage> {
  const checked = checkAssetFile(form, INTERACTIVE_IMAGE_EXTENSIONS, INTERACTIVE_IMAGE_MAX_BYTES);
  if ('error' in checked) throw new ValidationError({ file: [checked.error] });
  const { file } = checked;
  const extension = file.extension === 'png' ? 'png' : 'jpg';
  const key = `${videoFolder(video.companyId, video.id)}/interactive/${randomPart()}.${extension}`;
  await deps.storage.put(key, file.content);
  try {
    const row = await insertInteractiveImage(deps.db, {
      videoId: video.id,
      storageKey: key,
      mimeType: file.storedType,
      size: file.content.length,
    });
    return { path: imagePath(row.id), url: consoleInteractiveImageUrl(deps, video.id, row.id) };
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
}
