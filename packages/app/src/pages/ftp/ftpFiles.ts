import {
  FTP_UPLOAD_LIMIT_BYTES,
  type FtpFile,
  type FtpUploadInput,
  type FtpUploadResponse,
  ftpFileRefusal,
  ftpMegabytes,
  type UploadFileRefusal,
} from '@reelbase/contract';
import type { SortDescriptor } from '@reelbase/ui';
import type { FtpImport } from './ftpImports.ts';

/** A file's size in MB as the FTP list shows it (folders have none). */
export const sizeInMegabytes = (file: FtpFile) => (file.isDirectory ? '' : `${ftpMegabytes(file.size)} MB`);

/** Files of the FTP limit or more cannot be uploaded: they are highlighted and can only be deleted. */
export const isTooLarge = (file: FtpFile) => !file.isDirectory && file.size >= FTP_UPLOAD_LIMIT_BYTES;

/** Why a file cannot be imported (the browser upload's rules and texts), null when it can; folders never are. */
export const refusalOf = (file: FtpFile): UploadFileRefusal | null => (file.isDirectory ? null : ftpFileRefusal(file));

/** The badge of a file that cannot be imported. */
export const REFUSAL_BADGES: Record<UploadFileRefusal['reason'], string> = {
  type: 'Not a video',
  'too-small': 'Too small',
  'too-large': 'Too large',
};

/** The list in the chosen order by name, size or created date; folders always come first. */
export function sortFtpFiles(files: readonly FtpFile[], sort: SortDescriptor): FtpFile[] {
  const sign = sort.direction === 'descending' ? -1 : 1;
  const byColumn = (a: FtpFile, b: FtpFile) => {
    if (sort.column === 'size') return a.size - b.size;
    if (sort.column === 'createdAt') return Date.parse(a.createdAt) - Date.parse(b.createdAt);
    return a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' });
  };
  return [...files].sort((a, b) => {
    if (a.isDirectory !== b.isDirectory) return a.isDirectory ? -1 : 1;
    return sign * byColumn(a, b) || a.name.localeCompare(b.name);
  });
}

export interface Crumb {
  label: string;
  path: string;
}

/** The breadcrumb of a folder: the FTP root, then each folder down to this one. */
export function breadcrumbsOf(folder: string): Crumb[] {
  const names = folder.split('/').filter(Boolean);
  return [
    { label: 'FTP', path: '/' },
    ...names.map((name, index) => ({ label: name, path: `/${names.slice(0, index + 1).join('/')}` })),
  ];
}

/** The upload options of the FTP screen. */
export interface FtpUploadOptions {
  library: number | null;
  emailAfterUpload: boolean;
  /** Chosen renditions: 360, 720, 1080. */
  encodings: number[];
  emailDownloadUrls: boolean;
  deleteFromFtp: boolean;
}

export const DEFAULT_UPLOAD_OPTIONS: FtpUploadOptions = {
  library: null,
  emailAfterUpload: false,
  encodings: [360, 720, 1080],
  emailDownloadUrls: false,
  deleteFromFtp: false,
};

/** The body of POST /api/ftp/upload for one file. */
function uploadItemOf(path: string, options: FtpUploadOptions): FtpUploadInput {
  return {
    path,
    library: options.library ?? 0,
    email_after_upload: options.emailAfterUpload,
    email_download_urls: options.emailDownloadUrls,
    delete_from_ftp: options.deleteFromFtp,
    encoding_versions: [...options.encodings].sort((a, b) => a - b),
  };
}

export interface FailedFile {
  path: string;
  message: string;
}

/** The reason an API call failed: the field message of a 422, else the message. */
export function failureMessage(error: unknown): string {
  const body = (error as { body?: { message?: string; errors?: Record<string, string[]> } | null }).body;
  const fieldMessage = Object.values(body?.errors ?? {}).flat()[0];
  return fieldMessage ?? body?.message ?? (error instanceof Error ? error.message : String(error));
}

/** What starting the imports gave: the imports under way and the files that failed. */
export interface FtpUploadOutcome {
  started: FtpImport[];
  failed: FailedFile[];
}

/**
 * Starts the upload of each file with one call per file, one after the other, and collects the
 * imports started and the files that failed (the action succeeded only if none did).
 */
export async function uploadEach(
  paths: readonly string[],
  options: FtpUploadOptions,
  send: (item: FtpUploadInput) => Promise<FtpUploadResponse>,
): Promise<FtpUploadOutcome> {
  const outcome: FtpUploadOutcome = { started: [], failed: [] };
  for (const path of paths) {
    try {
      const answer = await send(uploadItemOf(path, options));
      outcome.started.push({ path, videoId: answer.video_id });
    } catch (error) {
      outcome.failed.push({ path, message: failureMessage(error) });
    }
  }
  return outcome;
}
