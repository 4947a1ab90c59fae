import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ASSET_MAX_BYTES, THUMBNAIL_EXTENSIONS, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { captureThumbnail, EncodingError } from '../encoding/index.ts';
import { TooEarlyError, ValidationError } from '../errors.ts';
import { consoleThumbnailUrl } from '../videos/media-urls.ts';
import { type AssetForm, checkAssetFile, randomPart } from './asset-files.ts';
import { maxOffsetOf } from './chapters-service.ts';
import { bestRenditionKey, setThumbnailKey, type VideoRef } from './video-assets-repository.ts';
import type { AssetDeps } from './video-assets-service.ts';

/** Where a video's thumbnails live (as the one made when the video is processed). */
const thumbnailKey = (videoId: string, extension: 'jpg' | 'png') =>
  `public/thumbnails/${videoId}-${randomPart()}.${extension}`;

/** Stores the new thumbnail, points the video at it and removes the previous file; answers its signed address. */
async function useThumbnail(deps: AssetDeps, video: VideoRef, key: string, content: Buffer) {
  await deps.storage.put(key, content);
  const previous = await setThumbnailKey(deps.db, video.id, key);
  if (previous && previous !== key) await deps.storage.remove(previous);
  return { thumbnail: consoleThumbnailUrl(deps, { id: video.id, thumbnailKey: key }) ?? '' };
}

/** POST thumbnails: a jpg, jpeg or png image (checked by its bytes) becomes the video's thumbnail. */
export async function uploadThumbnail(deps: AssetDeps, video: VideoRef, form: AssetForm) {
  const checked = checkAssetFile(form, THUMBNAIL_EXTENSIONS, ASSET_MAX_BYTES.thumbnail);
  if ('error' in checked) throw new ValidationError({ file: [checked.error] });
  const extension = checked.file.extension === 'png' ? 'png' : 'jpg';
  return useThumbnail(deps, video, thumbnailKey(video.id, extension), checked.file.content);
}

/**
 * The file ffmpeg reads the frame from: the source itself in the local folder; from an object
 * store the highest ready rendition (smaller than the source), else the source, copied to `folder`.
 */
async function frameSource(deps: AssetDeps, video: VideoRef, folder: string): Promise<string | null> {
  if (!video.sourceKey) return null;
  const local = deps.storage.localPath?.(video.sourceKey);
  if (local) return local;
  const key = (await bestRenditionKey(deps.db, video.id)) ?? video.sourceKey;
  const object = await deps.storage.read(key);
  if (!object) return null;
  const file = path.join(folder, `source${path.extname(key)}`);
  await pipeline(object.body, createWriteStream(file));
  return file;
}

/** POST thumbnails/capture-frame: the frame at `time` seconds (at most the duration) becomes the thumbnail. */
export async function captureFrame(deps: AssetDeps, video: VideoRef, time: number) {
  const max = maxOffsetOf(video);
  if (max === null || !video.sourceKey) throw new TooEarlyError(VIDEO_ASSET_TEXTS.notProcessed);
  if (time > max) throw new ValidationError({ time: [VIDEO_ASSET_TEXTS.outOfRange(max)] });
  const folder = path.join(tmpdir(), `reelbase-frame-${video.id}-${randomPart()}`);
  await mkdir(folder, { recursive: true });
  try {
    const source = await frameSource(deps, video, folder);
    if (!source) throw new TooEarlyError(VIDEO_ASSET_TEXTS.notProcessed);
    const out = path.join(folder, 'frame.jpg');
    // The last frames may end before the container's duration: step back until one is found.
    const durationSeconds = (video.durationMs ?? 0) / 1000;
    const tries = [Math.min(time, Math.max(0, durationSeconds - 0.05)), time - 0.5, time - 1.5, 0];
    let captured = false;
    for (const at of tries) {
      try {
        await captureThumbnail(source, Math.max(0, at), out);
        captured = true;
        break;
      } catch (error) {
        if (!(error instanceof EncodingError) || at <= 0) throw error;
      }
    }
    if (!captured) throw new TooEarlyError(VIDEO_ASSET_TEXTS.notProcessed);
    return await useThumbnail(deps, video, thumbnailKey(video.id, 'jpg'), await readFile(out));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
