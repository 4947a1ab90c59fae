import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { Job, PgBoss } from 'pg-boss';
import { HttpError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { findLibrary } from '../libraries/libraries-repository.ts';
import { publishFtpChange, publishVideoChange } from '../live/live-publish.ts';
import { queueMail } from '../mail/mail-jobs.ts';
import { failpoint } from '../system/failpoints.ts';
import { loadAccount } from '../users/accounts.ts';
import { FAILURE_REASONS, failureReasonOf } from '../videos/failure-reasons.ts';
import { sourceKeyOf, sourceStored } from '../videos/new-videos.ts';
import { findVideo, updateVideo } from '../videos/videos-repository.ts';
import { mailEncodings } from '../videos/videos-service.ts';
import { ftpRootOf, removeFtpEntry, resolveFtpPath, statOrNull } from './ftp-folders.ts';

/** Copies a file from the FTP folder into storage and queues its processing. */
export const FTP_IMPORT_QUEUE = 'ftp.import';
/** After the processing of an imported file: the download-address mail and the removal from the FTP folder. */
export const FTP_ENCODED_QUEUE = 'ftp.encoded';

/** A copy of a large file may take long: 4 hours before a dead process's job is retried. */
export const FTP_IMPORT_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 4 * 3600,
} as const;

export const FTP_ENCODED_QUEUE_OPTIONS = {
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 300,
} as const;

/** What the import of one file was asked to do. */
export interface FtpImportJob {
  videoId: string;
  /** Who asked (mail goes to them). */
  userId: number;
  /** The company whose FTP folder holds the file (null: the platform folder). */
  folderCompanyId: number | null;
  /** The client path in that folder. */
  path: string;
  emailAfterUpload: boolean;
  emailDownloadUrls: boolean;
  deleteFromFtp: boolean;
  /** The chosen renditions (empty: the whole ladder). */
  heights: number[];
}

type FtpEncodedJob = Pick<
  FtpImportJob,
  'videoId' | 'userId' | 'folderCompanyId' | 'path' | 'emailDownloadUrls' | 'deleteFromFtp'
>;

export interface FtpJobDeps extends ServiceDeps {
  /** `DATA_DIR/ftp`. */
  ftpDir: string;
  /** The HMAC key of the download addresses in mail. */
  downloadSecret: string;
}

const GONE = FAILURE_REASONS.ftpGone;

async function mailUploadComplete(deps: FtpJobDeps, data: FtpImportJob, title: string, libraryId: number) {
  const account = await loadAccount(deps.db, data.userId);
  if (!account) return;
  const library = await findLibrary(deps.db, libraryId);
  const where = library ? ` to the library "${library.companyName} / ${library.name}"` : '';
  await queueMail(deps.boss, {
    to: account.user.email,
    subject: `Upload complete: ${title}`,
    text: [
      `Hello ${account.user.name},`,
      '',
      `the file "${data.path}" from the FTP folder was uploaded${where} as "${title}" and is being encoded now.`,
      '',
      `${deps.publicUrl}/media-library?videoId=${data.videoId}`,
      '',
    ].join('\n'),
  });
}

/** The work of one `ftp.import` job; a retried job (the video no longer uploading) does nothing. */
async function importFromFtp(deps: FtpJobDeps, data: FtpImportJob) {
  const video = await findVideo(deps.db, data.videoId);
  if (video?.status !== 'uploading') return { skipped: 'the video is not waiting for its file' };
  const file = resolveFtpPath(ftpRootOf(deps.ftpDir, data.folderCompanyId), data.path);
  const info = await statOrNull(file.fsPath);
  if (!info?.isFile()) {
    await updateVideo(deps.db, video.id, { status: 'failed', failureReason: GONE });
    publishVideoChange(deps.db, video, { status: 'failed' });
    return { failed: GONE };
  }
  // The same key on every try: a try killed after storing is redone over its own file.
  const key = sourceKeyOf(video.companyId, video.id, path.basename(file.fsPath), `ftp-import:${video.id}`);
  await deps.storage.put(key, createReadStream(file.fsPath));
  failpoint('ftp.import.stored');
  const after: FtpEncodedJob = {
    videoId: data.videoId,
    userId: data.userId,
    folderCompanyId: data.folderCompanyId,
    path: data.path,
    emailDownloadUrls: data.emailDownloadUrls,
    deleteFromFtp: data.deleteFromFtp,
  };
  await sourceStored(
    deps,
    video,
    { key, size: info.size, mimeType: video.mimeType, isNew: true },
    {
      ladder: data.heights,
      ...(data.emailDownloadUrls || data.deleteFromFtp
        ? { afterwards: { queue: FTP_ENCODED_QUEUE, data: after } }
        : {}),
    },
  );
  if (data.emailAfterUpload) await mailUploadComplete(deps, data, video.title, video.libraryId);
  return { imported: key };
}

/** The work of one `ftp.encoded` job: mail the download addresses, remove the file from the FTP folder. */
async function afterFtpEncoding(deps: FtpJobDeps, data: FtpEncodedJob) {
  if (data.emailDownloadUrls) {
    const account = await loadAccount(deps.db, data.userId);
    // The same mail as "send the download links" on the video; a user who lost access gets none.
    if (account) await mailEncodings(deps, account.viewer, data.videoId).catch(ignoreRefusal);
  }
  if (data.deleteFromFtp) {
    await removeFtpEntry(resolveFtpPath(ftpRootOf(deps.ftpDir, data.folderCompanyId), data.path).fsPath);
    publishFtpChange(deps.db, data.folderCompanyId);
  }
}

function ignoreRefusal(error: unknown) {
  if (!(error instanceof HttpError)) throw error;
}

async function runImport(deps: FtpJobDeps, job: Job<FtpImportJob>) {
  try {
    return await importFromFtp(deps, job.data);
  } catch (error) {
    if (job.retryCount >= FTP_IMPORT_QUEUE_OPTIONS.retryLimit) {
      const reason = failureReasonOf(error, FAILURE_REASONS.ftpImport);
      await updateVideo(deps.db, job.data.videoId, { status: 'failed', failureReason: reason });
      publishVideoChange(deps.db, job.data.videoId, { status: 'failed' });
    }
    throw error;
  }
}

/** Runs the FTP import workers in this process (it must see the FTP folders: `DATA_DIR/ftp`). */
export async function workFtpJobs(boss: PgBoss, deps: FtpJobDeps): Promise<void> {
  await boss.work<FtpImportJob>(FTP_IMPORT_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => runImport(deps, job));
  await boss.work<FtpEncodedJob>(FTP_ENCODED_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) =>
    afterFtpEncoding(deps, job.data),
  );
}
