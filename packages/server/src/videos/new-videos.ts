import { createHash, randomBytes } from 'node:crypto';
import { titleFromFileName } from '@reelbase/contract';
import type { PgBoss } from 'pg-boss';
import type { Executor } from '../db/database.ts';
import { publishVideoChange } from '../live/live-publish.ts';
import type { Storage } from '../storage/storage.ts';
import { emitLibraryEvent } from '../webhooks/webhook-jobs.ts';
import { queueProcessing, type VideoProcessJob } from './video-processing.ts';
import { insertVideo, updateVideo, type VideoRow } from './videos-repository.ts';

/**
 * How a video file becomes a video, whichever way it arrives (browser chunks, an external upload
 * link, the FTP folder): `insertNewVideo` adds the `uploading` video to the library, the bytes are
 * stored under `sourceKeyOf(...)`, and `sourceStored` hands the file to the processing job.
 */

/**
 * The storage key of a source file: `companies/{companyId}/videos/{videoId}/source-{part}.{ext}`,
 * the part random, or derived from `seed` where a retried step must write the same key again
 * (so that a step killed after storing leaves no second copy behind).
 */
export function sourceKeyOf(companyId: number, videoId: string, name: string, seed?: string): string {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(name)?.[1]?.toLowerCase() ?? 'bin';
  const part = seed ? createHash('sha256').update(seed).digest('hex').slice(0, 12) : randomBytes(6).toString('hex');
  return `companies/${companyId}/videos/${videoId}/source-${part}.${extension}`;
}

export interface NewVideoFile {
  library: { id: number; defaultTags: string[] };
  /** The file name (the title is made from it). */
  name: string;
  mimeType: string;
  size: number;
  /** The user recorded as uploader (null: nobody with an account). */
  uploadedBy: number | null;
  /** The uploader kept in the metadata (by default the same user). */
  metadataUploadedBy?: number | null;
}

/** Adds the `uploading` video of a new file to a library: private, with the library's default tags. */
export function insertNewVideo(db: Executor, file: NewVideoFile): Promise<VideoRow> {
  return insertVideo(db, {
    libraryId: file.library.id,
    title: titleFromFileName(file.name),
    mimeType: file.mimeType,
    size: file.size,
    tags: file.library.defaultTags,
    status: 'uploading',
    uploadedBy: file.uploadedBy,
    metadata: {
      agency: null,
      projectNumber: null,
      languages: [],
      people: [],
      uploadedBy: file.metadataUploadedBy === undefined ? file.uploadedBy : file.metadataUploadedBy,
    },
  });
}

/**
 * The video's source file is in storage: the video becomes `processing`, a previous source is
 * removed, the probe/thumbnail/encode job is queued (`job` narrows the renditions or adds a
 * follow-up) and, for a new video, the library's webhooks hear `video.created`.
 */
export async function sourceStored(
  deps: { db: Executor; boss: PgBoss; storage: Storage },
  video: Pick<VideoRow, 'id' | 'title' | 'libraryId' | 'sourceKey'>,
  source: { key: string; size: number; mimeType: string; isNew: boolean },
  job: Omit<VideoProcessJob, 'videoId'> = {},
): Promise<void> {
  await updateVideo(deps.db, video.id, {
    sourceKey: source.key,
    size: source.size,
    mimeType: source.mimeType,
    status: 'processing',
    failureReason: null,
  });
  publishVideoChange(deps.db, video.id, { status: 'processing' });
  if (video.sourceKey && video.sourceKey !== source.key) await deps.storage.remove(video.sourceKey);
  await queueProcessing(deps.boss, { ...job, videoId: video.id });
  if (source.isNew) {
    await emitLibraryEvent(deps, video.libraryId, 'video.created', { id: video.id, title: video.title });
  }
}
