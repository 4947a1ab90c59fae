import path from 'node:path';
import {
  type ErrorCode,
  extensionOf,
  FTP_MESSAGES,
  type FtpConnection,
  type FtpDeleteResponse,
  type FtpListing,
  type FtpUpload,
  ftpFileRefusal,
  typeOfFileName,
  UPLOAD_MESSAGES,
} from '@reelbase/contract';
import { canUploadTo } from '../auth/scope.ts';
import { SNIFF_BYTES, sniffVideoMime } from '../encoding/index.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { findLibrary } from '../libraries/libraries-repository.ts';
import { loadAccount, type Viewer } from '../users/accounts.ts';
import { insertNewVideo } from '../videos/new-videos.ts';
import {
  ensureFtpRoot,
  type FtpPath,
  FtpPathError,
  ftpRootOf,
  listFtpFolder,
  readHead,
  removeFtpEntry,
  resolveFtpPath,
  statOrNull,
} from './ftp-folders.ts';
import { FTP_IMPORT_QUEUE, type FtpImportJob } from './ftp-jobs.ts';
import type { FtpServerConnection } from './ftp-tls.ts';

export interface FtpDeps extends ServiceDeps {
  /** `DATA_DIR/ftp`. */
  ftpDir: string;
}

const pathRefusal = (message: string, code?: ErrorCode) => new ValidationError({ path: [message] }, message, code);

/** GET /api/ftp/connection: how the FTP server is reached, and the caller's user name there (their e-mail). */
export async function ftpConnectionFor(
  deps: Pick<FtpDeps, 'db'>,
  viewer: Viewer,
  server: FtpServerConnection,
): Promise<FtpConnection> {
  const account = await loadAccount(deps.db, viewer.id);
  return { ...server, username: account?.user.email ?? '' };
}

/** The viewer's FTP folder (their company's; the platform folder for staff without a company). */
async function rootOf(deps: FtpDeps, viewer: Viewer): Promise<string> {
  return ensureFtpRoot(ftpRootOf(deps.ftpDir, viewer.companyId));
}

function resolveIn(root: string, clientPath: string): FtpPath {
  try {
    return resolveFtpPath(root, clientPath);
  } catch (error) {
    if (error instanceof FtpPathError) throw pathRefusal(error.message);
    throw error;
  }
}

/** GET /api/ftp?path=: the entries of one folder of the viewer's FTP folder. */
export async function listFtp(deps: FtpDeps, viewer: Viewer, clientPath: string): Promise<FtpListing> {
  const folder = resolveIn(await rootOf(deps, viewer), clientPath);
  const files = await listFtpFolder(folder);
  if (!files) throw new NotFoundError(FTP_MESSAGES.folderNotFound);
  return { path: folder.clientPath, files };
}

/** DELETE /api/ftp: removes files (and folders with their contents); each path succeeds or fails alone. */
export async function deleteFtp(deps: FtpDeps, viewer: Viewer, paths: string[]): Promise<FtpDeleteResponse> {
  const root = await rootOf(deps, viewer);
  const answer: FtpDeleteResponse = { deleted: [], failed: [] };
  for (const clientPath of paths) {
    let target: FtpPath;
    try {
      target = resolveFtpPath(root, clientPath);
    } catch (error) {
      if (!(error instanceof FtpPathError)) throw error;
      answer.failed.push({ path: clientPath, message: error.message });
      continue;
    }
    if (target.clientPath === '/') answer.failed.push({ path: clientPath, message: FTP_MESSAGES.rootNotDeletable });
    else if (!(await statOrNull(target.fsPath))) {
      answer.failed.push({ path: clientPath, message: FTP_MESSAGES.fileNotFound });
    } else {
      await removeFtpEntry(target.fsPath);
      answer.deleted.push(target.clientPath);
    }
  }
  return answer;
}

/**
 * POST /api/ftp/upload: checks the library, the file's size and that its bytes are a video, adds
 * the video to the library as the browser upload does, and queues the copy into storage.
 */
export async function startFtpImport(deps: FtpDeps, viewer: Viewer, input: FtpUpload) {
  const library = await findLibrary(deps.db, input.library);
  // A library out of reach answers as a missing one does: its existence is not revealed.
  if (!library || !canUploadTo(viewer, library)) throw new NotFoundError('The library was not found.');

  const file = resolveIn(await rootOf(deps, viewer), input.path);
  const info = await statOrNull(file.fsPath);
  if (!info) throw pathRefusal(FTP_MESSAGES.fileNotFound);
  if (!info.isFile()) throw pathRefusal(FTP_MESSAGES.notAFile);
  const name = path.basename(file.fsPath);
  // The browser upload's rules and texts: a video by its name, 1 MB at least, under the FTP limit.
  const refusal = ftpFileRefusal({ name, size: info.size, type: typeOfFileName(name) });
  if (refusal) throw pathRefusal(refusal.message, refusal.code);
  // ... and by its bytes, as the first chunk of a browser upload is checked.
  const mimeType = sniffVideoMime(await readHead(file.fsPath, SNIFF_BYTES));
  if (!mimeType) {
    throw pathRefusal(
      UPLOAD_MESSAGES.typeNotAccepted(name, extensionOf(name, 'application/unknown')),
      'upload.type_not_accepted',
    );
  }

  const video = await insertNewVideo(deps.db, { library, name, mimeType, size: info.size, uploadedBy: viewer.id });
  const job: FtpImportJob = {
    videoId: video.id,
    userId: viewer.id,
    folderCompanyId: viewer.companyId,
    path: file.clientPath,
    emailAfterUpload: input.email_after_upload,
    emailDownloadUrls: input.email_download_urls,
    deleteFromFtp: input.delete_from_ftp,
    heights: [...new Set(input.encoding_versions)].sort((a, b) => a - b),
  };
  await deps.boss.send(FTP_IMPORT_QUEUE, job);
  return { video_id: video.id };
}
