import type { UploadErrorKind } from './types.ts';

/** The upload error catalogue: what the user reads for each kind of failure. */
export const UPLOAD_ERROR_MESSAGES = {
  network: 'Your internet connection seems to be down. Please try again.',
  timeout: 'The upload was unsuccessful because your internet connection timed out. Please try again.',
  server: "There is an error on our side. Please try again, and if it's unsuccessful, contact us.",
  cancel: 'cancel',
} as const;

/** A failed upload request, classified; `retryable` says whether another attempt may help. */
export class UploadError extends Error {
  override readonly name = 'UploadError';

  constructor(
    readonly kind: UploadErrorKind,
    message: string,
    readonly retryable: boolean,
    /** HTTP status when the server answered. */
    readonly status?: number,
    /** Milliseconds the server asked to wait (`Retry-After`). */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** A connection failure: fetch threw or the browser is offline. */
export const networkError = () => new UploadError('network', UPLOAD_ERROR_MESSAGES.network, true);

/** The request took longer than its timeout. */
export const timeoutError = () => new UploadError('timeout', UPLOAD_ERROR_MESSAGES.timeout, true);

/** A server failure (5xx, or an answer that is not what the protocol says). */
export const serverError = (status?: number, retryAfterMs?: number) =>
  new UploadError('server', UPLOAD_ERROR_MESSAGES.server, true, status, retryAfterMs);

/** The user cancelled. */
export const cancelError = () => new UploadError('cancel', UPLOAD_ERROR_MESSAGES.cancel, false);

/** Reads the message of an error body (`{message}` or `{error}`), else `null`. */
function messageOfBody(body: unknown): string | null {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    for (const key of ['message', 'error']) {
      const value = record[key];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
}

/**
 * Classifies an HTTP answer that is not OK: 408 and 5xx are retryable server errors, 429 too (with
 * its `Retry-After`), other 4xx are final and carry the server's message.
 */
export function errorForStatus(status: number, body: unknown, retryAfterMs?: number): UploadError {
  if (status === 408) return new UploadError('timeout', UPLOAD_ERROR_MESSAGES.timeout, true, status);
  if (status === 429 || status >= 500) return serverError(status, retryAfterMs);
  const message = messageOfBody(body) ?? `The upload was refused (HTTP ${status}).`;
  return new UploadError('rejected', message, false, status);
}
