import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from '@reelbase/contract';

/** What a drop area accepts. */
export interface FileRules {
  /** MIME patterns (`video/*`, `image/png`) and extensions (`.mp4`); empty or absent accepts any type. */
  accept?: ReadonlyArray<string>;
  /** Smallest accepted size in bytes (inclusive). */
  minBytes?: number;
  /** Largest accepted size in bytes (inclusive). */
  maxBytes?: number;
}

export type FileRejectionReason = 'type' | 'too-small' | 'too-large';

/** A file that was not accepted, with the reason and the text the page shows. */
export interface FileRejection<TFile extends FileLike = File> {
  file: TFile;
  reason: FileRejectionReason;
  message: string;
}

/** The parts of a `File` the rules read. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

/** The rules of the upload page: video files from 1 MB to the upload maximum. */
export const VIDEO_UPLOAD_RULES: FileRules = {
  accept: ['video/*'],
  minBytes: UPLOAD_MIN_BYTES,
  maxBytes: UPLOAD_MAX_BYTES,
};

export const dropOutsideMessage = 'Please drop your file into the target box.';

export const fileTypeNotAcceptedMessage = (name: string, ext: string) =>
  `File: ${name} with type of ${ext} not accepted!`;

export const fileTooSmallMessage = (name: string) => `File: ${name} is not accepted! The minimum filesize is 1MB`;

export const fileTooLargeMessage = (name: string) =>
  `File: ${name} is too large. The maximum file size that can be uploaded is 10 GB.`;

/** The extension of a file name without the dot, lower case (`'Clip.MP4'` -> `'mp4'`); `''` when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file's MIME type or extension matches one of the accept patterns. */
export function matchesAccept(file: FileLike, accept: ReadonlyArray<string> | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const ext = fileExtension(file.name);
  return accept.some((raw) => {
    const pattern = raw.trim().toLowerCase();
    if (pattern.startsWith('.')) return ext !== '' && pattern === `.${ext}`;
    if (pattern.endsWith('/*')) return type.startsWith(pattern.slice(0, -1));
    return type === pattern;
  });
}

/** Checks one file against the rules: `null` when accepted, else the rejection. */
export function checkFile<TFile extends FileLike>(file: TFile, rules: FileRules): FileRejection<TFile> | null {
  if (!matchesAccept(file, rules.accept)) {
    const ext = fileExtension(file.name) || file.type || 'unknown';
    return { file, reason: 'type', message: fileTypeNotAcceptedMessage(file.name, ext) };
  }
  if (rules.minBytes !== undefined && file.size < rules.minBytes) {
    return { file, reason: 'too-small', message: fileTooSmallMessage(file.name) };
  }
  if (rules.maxBytes !== undefined && file.size > rules.maxBytes) {
    return { file, reason: 'too-large', message: fileTooLargeMessage(file.name) };
  }
  return null;
}

/** Splits files into accepted ones and rejections, keeping their order. */
export function partitionFiles<TFile extends FileLike>(files: ReadonlyArray<TFile>, rules: FileRules) {
  const accepted: TFile[] = [];
  const rejected: FileRejection<TFile>[] = [];
  for (const file of files) {
    const rejection = checkFile(file, rules);
    if (rejection) rejected.push(rejection);
    else accepted.push(file);
  }
  return { accepted, rejected };
}
