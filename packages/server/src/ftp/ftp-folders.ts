import { randomBytes } from 'node:crypto';
import type { Dirent, Stats } from 'node:fs';
import { lstat, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type FtpFile, typeOfFileName } from '@reelbase/contract';

/**
 * The FTP folders on disk: `DATA_DIR/ftp/{companyId}` per company, and `DATA_DIR/ftp/platform`
 * for super-admins and system-admins who belong to no company. The FTP server and the API both
 * address files by a client path (`/a/b.mp4`) that is resolved inside one of these roots.
 */

/** The folder of the platform staff without a company. */
const PLATFORM_FOLDER = 'platform';

/** The FTP root of a user: their company's folder, or the platform folder without a company. */
export function ftpRootOf(ftpDir: string, companyId: number | null): string {
  return path.resolve(ftpDir, companyId === null ? PLATFORM_FOLDER : String(companyId));
}

/** Creates the root folder when it is not there yet. */
export async function ensureFtpRoot(root: string): Promise<string> {
  await mkdir(root, { recursive: true });
  return root;
}

/** A path that is not valid or leaves the root. */
export class FtpPathError extends Error {
  override readonly name = 'FtpPathError';
}

export interface FtpPath {
  /** As the client sees it, from the root: `/` or `/a/b.mp4`. */
  clientPath: string;
  /** The file on this machine. */
  fsPath: string;
}

/**
 * Resolves a client path, absolute or relative to `cwd`, inside `root`. `..` stops at the root
 * (as `cd ..` does in `/`), so no path leaves it; the result is checked once more all the same.
 */
export function resolveFtpPath(root: string, input: string, cwd = '/'): FtpPath {
  if (input.includes('\0')) throw new FtpPathError('The path is not valid.');
  const clientPath = path.posix.resolve('/', cwd.replace(/\\/g, '/'), input.replace(/\\/g, '/'));
  const base = path.resolve(root);
  const fsPath = path.resolve(base, `.${clientPath}`);
  if (fsPath !== base && !fsPath.startsWith(`${base}${path.sep}`)) throw new FtpPathError('The path is not valid.');
  return { clientPath, fsPath };
}

/**
 * A file being received over FTP is written under a hidden name and renamed when complete, so
 * that the list never offers a half-transferred file for import.
 */
export function partialNameOf(fsPath: string): string {
  return path.join(path.dirname(fsPath), `.${path.basename(fsPath)}.${randomBytes(4).toString('hex')}.receiving`);
}

export const isPartialUpload = (name: string) => /^\..+\.[0-9a-f]{8}\.receiving$/.test(name);

/** The stat of a path, or null when there is nothing. */
export async function statOrNull(fsPath: string): Promise<Stats | null> {
  try {
    return await stat(fsPath);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return null;
    throw error;
  }
}

/** When a file was created: its birth time where the file system keeps one, else its last change. */
const createdAtOf = (info: Stats) => (info.birthtimeMs > 0 ? info.birthtime : info.mtime);

/** Whether a directory entry is shown: files and folders, no links, no files still being received. */
const isListed = (entry: Dirent) => (entry.isFile() || entry.isDirectory()) && !isPartialUpload(entry.name);

/** The entries of a folder (null when it is not a folder). Symbolic links are not followed. */
export async function listFtpFolder(folder: FtpPath): Promise<FtpFile[] | null> {
  const info = await statOrNull(folder.fsPath);
  if (!info?.isDirectory()) return null;
  const entries = (await readdir(folder.fsPath, { withFileTypes: true })).filter(isListed);
  const files = await Promise.all(
    entries.map(async (entry): Promise<FtpFile | null> => {
      const entryInfo = await lstat(path.join(folder.fsPath, entry.name)).catch(() => null);
      if (!entryInfo) return null;
      return {
        name: entry.name,
        path: path.posix.join(folder.clientPath, entry.name),
        size: entryInfo.isDirectory() ? 0 : entryInfo.size,
        createdAt: createdAtOf(entryInfo).toISOString(),
        isDirectory: entryInfo.isDirectory(),
        type: entryInfo.isDirectory() ? '' : typeOfFileName(entry.name),
      };
    }),
  );
  return files.filter((file): file is FtpFile => file !== null);
}

/** The first bytes of a file (to tell a video from anything else). */
export async function readHead(fsPath: string, bytes: number): Promise<Buffer> {
  const handle = await open(fsPath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Removes a file, or a folder with everything in it. */
export async function removeFtpEntry(fsPath: string): Promise<void> {
  await rm(fsPath, { recursive: true, force: true });
}
