import path from 'node:path';
import type { Job, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import { publishVideoChange } from '../live/live-publish.ts';
import type { Storage } from '../storage/storage.ts';
import { failpoint } from '../system/failpoints.ts';
import { assetKeysOf } from '../video-assets/video-assets-repository.ts';
import { emitLibraryEvent } from '../webhooks/webhook-jobs.ts';
import { FAILURE_REASONS } from './failure-reasons.ts';
import { encodingKeysOf } from './media-library-repository.ts';
import { findVideo, finishEncoding, listEncodings, removeOtherEncodings, updateVideo } from './videos-repository.ts';

/** Copying a video's files, moving them to another company's folder, and removing them. */
export const VIDEO_FILES_QUEUE = 'video.files';

/** Retried 5 times with backoff from 30 s; a copy of many gigabytes may take a while. */
export const VIDEO_FILES_QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 4 * 3600,
} as const;

export type VideoFilesJob =
  /**
   * Duplicates the source, thumbnail and ready renditions of `sourceId` into the new video
   * `copyId`; `part` is the random part of the copy's thumbnail address (the same on every try).
   */
  | { kind: 'copy'; sourceId: string; copyId: string; part?: string }
  /** Moves a video's files into the folder of the company its library now belongs to. */
  | { kind: 'relocate'; videoId: string }
  /** Removes files of deleted videos (when removing them right away failed). */
  | { kind: 'remove'; keys: string[]; prefixes: string[] };

export async function queueVideoFiles(boss: PgBoss, job: VideoFilesJob): Promise<string | null> {
  return boss.send(VIDEO_FILES_QUEUE, job);
}

export interface VideoFilesDeps {
  db: Database;
  storage: Storage;
  boss: PgBoss;
}

/** The folder of a video's private files. */
const videoFolder = (companyId: number, videoId: string) => `companies/${companyId}/videos/${videoId}`;

/** Copies one object (streamed). */
async function copyObject(storage: Storage, from: string, to: string): Promise<void> {
  const object = await storage.read(from);
  if (!object) throw new Error(`The file ${from} is missing`);
  await storage.put(to, object.body);
}

/** Where a file of the video goes in `folder`: the same file name, so a retried job writes the same keys. */
const keyIn = (folder: string, key: string, sub = '') => `${folder}${sub}/${path.posix.basename(key)}`;

/**
 * A thumbnail of the copy: `public/thumbnails/{copyId}-{part}.{ext}` with a random part of its own
 * (the source's part would let anyone who saw the source's poster reach the copy's). A job queued
 * without a part keeps the source's, as before.
 */
function copiedThumbnailKey(sourceKey: string, sourceId: string, copyId: string, part?: string): string {
  if (part) {
    const extension = path.posix.extname(sourceKey) || '.jpg';
    return `${path.posix.dirname(sourceKey)}/${copyId}-${part}${extension}`;
  }
  const name = path.posix.basename(sourceKey).replace(sourceId, copyId);
  return `${path.posix.dirname(sourceKey)}/${name.startsWith(copyId) ? name : `${copyId}-${name}`}`;
}

/**
 * The copy gets the source, thumbnail and ready renditions; the source's assets (quitclaims,
 * subtitles, transcripts, chapters), interactive elements and slides stay with the source.
 */
async function copyVideoFiles(deps: VideoFilesDeps, sourceId: string, copyId: string, part?: string) {
  const copy = await findVideo(deps.db, copyId);
  if (!copy) return { skipped: 'the copy was deleted' };
  const source = await findVideo(deps.db, sourceId);
  if (!source?.sourceKey) throw new Error('The video to copy was deleted.');
  const folder = videoFolder(copy.companyId, copy.id);
  const sourceKey = keyIn(folder, source.sourceKey);
  await copyObject(deps.storage, source.sourceKey, sourceKey);
  failpoint('video.files.copied');
  let thumbnailKey: string | null = null;
  if (source.thumbnailKey) {
    thumbnailKey = copiedThumbnailKey(source.thumbnailKey, source.id, copy.id, part);
    await copyObject(deps.storage, source.thumbnailKey, thumbnailKey);
  }
  const ready = (await listEncodings(deps.db, source.id)).filter((row) => row.ready && row.storageKey);
  for (const row of ready) {
    const key = keyIn(folder, row.storageKey as string, '/encodings');
    await copyObject(deps.storage, row.storageKey as string, key);
    await finishEncoding(deps.db, copy.id, row.height, { storageKey: key, bytes: row.bytes ?? 0 });
  }
  await removeOtherEncodings(
    deps.db,
    copy.id,
    ready.map((row) => row.height),
  );
  await updateVideo(deps.db, copy.id, {
    sourceKey,
    thumbnailKey,
    size: source.size,
    width: source.width,
    height: source.height,
    durationMs: source.durationMs,
    mimeType: source.mimeType,
    status: 'ready',
    failureReason: null,
  });
  publishVideoChange(deps.db, copy, { status: 'ready' });
  await emitLibraryEvent(deps, copy.libraryId, 'video.encoded', {
    id: copy.id,
    encodings: ready.map((row) => ({ height: row.height, label: row.label })),
  });
  return { copied: copy.id };
}

/** Moves the files that are not in the video's company folder yet into it (after a move across companies). */
async function relocateVideoFiles(deps: VideoFilesDeps, videoId: string) {
  const video = await findVideo(deps.db, videoId);
  if (!video) return { skipped: 'the video was deleted' };
  const folder = videoFolder(video.companyId, video.id);
  const outside = (key: string | null): key is string => !!key && !key.startsWith(`${folder}/`);
  if (outside(video.sourceKey) && !video.sourceKey.startsWith('public/')) {
    const key = keyIn(folder, video.sourceKey);
    await copyObject(deps.storage, video.sourceKey, key);
    await updateVideo(deps.db, video.id, { sourceKey: key });
    await deps.storage.remove(video.sourceKey);
  }
  for (const row of await listEncodings(deps.db, video.id)) {
    if (!row.ready || !outside(row.storageKey)) continue;
    const key = keyIn(folder, row.storageKey, '/encodings');
    await copyObject(deps.storage, row.storageKey, key);
    await finishEncoding(deps.db, video.id, row.height, { storageKey: key, bytes: row.bytes ?? 0 });
    await deps.storage.remove(row.storageKey);
  }
  return { relocated: video.id };
}

/** Removes files and folders; a missing one is not an error. */
export async function removeFiles(storage: Storage, keys: string[], prefixes: string[]) {
  for (const prefix of prefixes) await storage.removeAll(prefix);
  for (const key of keys) await storage.remove(key);
}

/**
 * The keys and folders of the videos' files: source, thumbnail, renditions, the assets'
 * files (quitclaims, subtitles, transcripts, slides, interactive images) and the video folder.
 */
export async function filesOf(
  deps: Pick<VideoFilesDeps, 'db'>,
  videos: { id: string; companyId: number; sourceKey: string | null; thumbnailKey: string | null }[],
) {
  const ids = videos.map((video) => video.id);
  const keys = [
    ...videos.flatMap((video) => [video.sourceKey, video.thumbnailKey].filter((key): key is string => !!key)),
    ...(ids.length ? await encodingKeysOf(deps.db, ids) : []),
    ...(await assetKeysOf(deps.db, ids)),
  ];
  return { keys, prefixes: videos.map((video) => videoFolder(video.companyId, video.id)) };
}

async function runJob(deps: VideoFilesDeps, job: Job<VideoFilesJob>) {
  const data = job.data;
  if (data.kind === 'remove') {
    await removeFiles(deps.storage, data.keys, data.prefixes);
    return { removed: data.keys.length + data.prefixes.length };
  }
  if (data.kind === 'relocate') return relocateVideoFiles(deps, data.videoId);
  try {
    return await copyVideoFiles(deps, data.sourceId, data.copyId, data.part);
  } catch (error) {
    if (job.retryCount >= VIDEO_FILES_QUEUE_OPTIONS.retryLimit) {
      const copy = await findVideo(deps.db, data.copyId);
      if (copy) {
        await updateVideo(deps.db, copy.id, { status: 'failed', failureReason: FAILURE_REASONS.copy });
        publishVideoChange(deps.db, copy, { status: 'failed' });
        const files = await filesOf(deps, [copy]);
        const source = await findVideo(deps.db, data.sourceId);
        if (source?.thumbnailKey) files.keys.push(copiedThumbnailKey(source.thumbnailKey, source.id, copy.id));
        await removeFiles(deps.storage, files.keys, files.prefixes).catch(() => undefined);
      }
    }
    throw error;
  }
}

/** Runs the `video.files` worker. */
export async function workVideoFiles(boss: PgBoss, deps: VideoFilesDeps): Promise<void> {
  await boss.work<VideoFilesJob>(VIDEO_FILES_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => runJob(deps, job));
}
