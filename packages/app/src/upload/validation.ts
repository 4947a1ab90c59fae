import { type FileLike, type FileRejection, partitionFiles, VIDEO_UPLOAD_RULES } from '@reelbase/ui';

/** The upload page's messages about the target library. */
export const UPLOAD_LIBRARY_MESSAGES = {
  notAssigned: 'Please make sure that you are assigned to a library.',
  selectLibrary: 'Please select a library before upload.',
} as const;

/**
 * Splits dropped or picked files into the ones the upload accepts (video/*, 1 MB to 10 GB) and
 * rejections carrying the catalogue's toast text.
 */
export function validateUploadFiles<TFile extends FileLike>(
  files: ReadonlyArray<TFile>,
): { accepted: TFile[]; rejected: FileRejection<TFile>[] } {
  return partitionFiles(files, VIDEO_UPLOAD_RULES);
}

/**
 * The library an upload goes to: the chosen one, else the first available one; when the user has
 * no library at all, the message to show instead.
 */
export function chooseUploadLibrary<TId extends string | number>(
  chosen: TId | null | undefined,
  available: ReadonlyArray<{ id: TId }>,
): { library: TId } | { error: string } {
  if (chosen !== null && chosen !== undefined && chosen !== '') return { library: chosen };
  const first = available[0];
  return first ? { library: first.id } : { error: UPLOAD_LIBRARY_MESSAGES.notAssigned };
}
