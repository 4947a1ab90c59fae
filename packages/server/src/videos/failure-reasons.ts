/**
 * What a failed video tells its users (`failure_reason`). Answers never carry the server's own
 * paths or tool output: the full error stays in the job's record (pg-boss output) and the log.
 */
export const FAILURE_REASONS = {
  unreadable: 'The file could not be read as a video.',
  noVideoStream: 'The file has no video stream.',
  sourceMissing: 'The uploaded file is missing. Please upload it again.',
  encoding: 'The video could not be encoded. Please upload the file again.',
  copy: 'The copy failed. Please copy the video again.',
  ftpImport: 'The file could not be taken from the FTP folder. Please import it again.',
  ftpGone: 'The file is no longer in the FTP folder.',
} as const;

/** A failure whose message is written for users (no paths, no tool output). */
export class ReportedFailure extends Error {
  override readonly name: string = 'ReportedFailure';
}

/** The reason to show for `error`: its own message when written for users, `fallback` otherwise. */
export function failureReasonOf(error: unknown, fallback: string): string {
  return error instanceof ReportedFailure ? error.message : fallback;
}

/** The full text of an error, for the job's record and the log only. */
export function failureDetailOf(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 2000);
}
