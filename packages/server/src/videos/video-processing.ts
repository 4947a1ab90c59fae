import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Job, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';
import {
  captureThumbnail,
  chosenLadder,
  EncodingError,
  encodeLadder,
  probe,
  renditionLabel,
} from '../encoding/index.ts';
import { publishVideoChange } from '../live/live-publish.ts';
import type { Storage } from '../storage/storage.ts';
import { emitLibraryEvent } from '../webhooks/webhook-jobs.ts';
import { FAILURE_REASONS, failureDetailOf, failureReasonOf, ReportedFailure } from './failure-reasons.ts';
import {
  findVideo,
  finishEncoding,
  listEncodings,
  removeOtherEncodings,
  setEncodingProgress,
  startEncodings,
  updateVideo,
} from './videos-repository.ts';

export const VIDEO_PROCESS_QUEUE = 'video.process';

/**
 * Retried 3 times with backoff from 30 s. A job whose process died stays active until it
 * expires (4 hours) and is then retried by pg-boss. (pg-boss heartbeats would notice sooner,
 * but with them `boss.stop()` hung on PGlite after a job; see docs/decisions.md.)
 */
export const VIDEO_PROCESS_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 4 * 3600,
} as const;

export interface VideoProcessJob {
  videoId: string;
  /** Only (re-)encode these heights; without it: probe, thumbnail and the whole ladder. */
  heights?: number[];
  /** Without `heights`: make only these rungs of the ladder (those the source is high enough for). */
  ladder?: number[];
  /** A job queued once the processing succeeded (e.g. the mail and clean-up of an FTP import). */
  afterwards?: { queue: string; data: object };
}

export async function queueProcessing(boss: PgBoss, job: VideoProcessJob): Promise<string | null> {
  return boss.send(VIDEO_PROCESS_QUEUE, job);
}

export interface ProcessingDeps {
  db: Database;
  storage: Storage;
  boss: PgBoss;
  /** x264 preset (default veryfast). */
  preset?: string;
}

/** Progress is written at most once a second (and at the end). */
const PROGRESS_INTERVAL_MS = 1000;

async function localCopy(storage: Storage, key: string, folder: string): Promise<string> {
  const direct = storage.localPath?.(key);
  if (direct) return direct;
  const object = await storage.read(key);
  if (!object) throw new UnprocessableVideoError(FAILURE_REASONS.sourceMissing);
  const file = path.join(folder, `source${path.extname(key)}`);
  await pipeline(object.body, createWriteStream(file));
  return file;
}

const randomPart = () => randomBytes(5).toString('hex');

/** The file cannot be read as a video (probing failed, or the source is gone): retrying cannot help. */
export class UnprocessableVideoError extends ReportedFailure {
  override readonly name = 'UnprocessableVideoError';
}

/** The reason of a failed probe for users: the tool's message names server paths. */
function unreadable(error: EncodingError): UnprocessableVideoError {
  const reason = /has no video stream/.test(error.message) ? FAILURE_REASONS.noVideoStream : FAILURE_REASONS.unreadable;
  return new UnprocessableVideoError(reason, { cause: error });
}

/**
 * The work of one `video.process` job. Every run starts from the source again and writes new
 * keys before removing old ones, so a retried job (after a failure or a crash) is safe.
 */
export async function processVideo(deps: ProcessingDeps, data: VideoProcessJob, signal?: AbortSignal) {
  const video = await findVideo(deps.db, data.videoId);
  if (!video?.sourceKey) return { skipped: 'no video or no source' };
  const folder = path.join(tmpdir(), `reelbase-process-${video.id}-${randomPart()}`);
  await mkdir(folder, { recursive: true });
  try {
    const source = await localCopy(deps.storage, video.sourceKey, folder);
    const facts = await probe(source, signal).catch((error: unknown) => {
      if (error instanceof EncodingError) throw unreadable(error);
      throw error;
    });
    await updateVideo(deps.db, video.id, {
      durationMs: facts.durationMs,
      width: facts.width,
      height: facts.height,
      mimeType: facts.mimeType,
    });
    const base = `companies/${video.companyId}/videos/${video.id}`;
    if (!data.heights) {
      const thumbnail = path.join(folder, 'thumbnail.jpg');
      await captureThumbnail(source, (facts.durationMs / 1000) * 0.1, thumbnail, { signal });
      const key = `public/thumbnails/${video.id}-${randomPart()}.jpg`;
      await deps.storage.put(key, createReadStream(thumbnail));
      await updateVideo(deps.db, video.id, { thumbnailKey: key });
      if (video.thumbnailKey && video.thumbnailKey !== key) await deps.storage.remove(video.thumbnailKey);
    }
    const heights = data.heights ?? chosenLadder(data.ladder, facts.height);
    const before = new Map((await listEncodings(deps.db, video.id)).map((row) => [row.height, row.storageKey]));
    await startEncodings(
      deps.db,
      video.id,
      heights.map((height) => ({ height, label: renditionLabel(height) })),
    );
    publishVideoChange(deps.db, video);
    let written = Promise.resolve();
    let lastWrite = 0;
    const onProgress = (percent: number) => {
      if (Date.now() - lastWrite < PROGRESS_INTERVAL_MS && percent < 100) return;
      lastWrite = Date.now();
      written = written.then(() => setEncodingProgress(deps.db, video.id, heights, Math.min(99, percent)));
      written = written.then(() => publishVideoChange(deps.db, video, { progress: Math.min(99, percent) }));
    };
    const renditions = await encodeLadder(source, heights, path.join(folder, 'out'), {
      signal,
      onProgress,
      preset: deps.preset,
      durationMs: facts.durationMs,
      hasAudio: facts.hasAudio,
    });
    await written;
    for (const rendition of renditions) {
      const key = `${base}/encodings/${rendition.height}p-${randomPart()}.mp4`;
      await deps.storage.put(key, createReadStream(rendition.file));
      await finishEncoding(deps.db, video.id, rendition.height, { storageKey: key, bytes: rendition.bytes });
      const old = before.get(rendition.height);
      if (old && old !== key) await deps.storage.remove(old);
    }
    if (!data.heights) {
      for (const key of await removeOtherEncodings(deps.db, video.id, heights)) await deps.storage.remove(key);
    }
    await updateVideo(deps.db, video.id, { status: 'ready', failureReason: null });
    publishVideoChange(deps.db, video, { status: 'ready' });
    await emitLibraryEvent(deps, video.libraryId, 'video.encoded', {
      id: video.id,
      encodings: renditions.map((rendition) => ({ height: rendition.height, label: rendition.label })),
    });
    if (data.afterwards) await deps.boss.send(data.afterwards.queue, data.afterwards.data);
    return { encoded: heights };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Runs the `video.process` worker: the last failed try (or an unreadable file) marks the video failed. */
export async function workVideoProcessing(boss: PgBoss, deps: ProcessingDeps): Promise<void> {
  await boss.work<VideoProcessJob>(VIDEO_PROCESS_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) =>
    runJob(deps, job),
  );
}

async function runJob(deps: ProcessingDeps, job: Job<VideoProcessJob>) {
  try {
    return await processVideo(deps, job.data, job.signal);
  } catch (error) {
    const unreadable = error instanceof UnprocessableVideoError;
    const lastTry = job.retryCount >= VIDEO_PROCESS_QUEUE_OPTIONS.retryLimit;
    if (unreadable || lastTry) {
      const reason = failureReasonOf(error, FAILURE_REASONS.encoding);
      await updateVideo(deps.db, job.data.videoId, { status: 'failed', failureReason: reason });
      publishVideoChange(deps.db, job.data.videoId, { status: 'failed' });
      const cause = error instanceof Error && error.cause ? error.cause : error;
      if (unreadable) return { failed: reason, detail: failureDetailOf(cause) };
    }
    throw error;
  }
}
