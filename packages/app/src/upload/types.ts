/** Where a file is in its upload: waiting, sending, done, or stopped with an error. */
export type UploadStatus = 'queued' | 'active' | 'success' | 'error';

/**
 * Why an upload stopped. `network`, `timeout` and `server` are the catalogue's three upload errors;
 * `rejected` is a 4xx answer the server explained (its message is the error); `cancel` is the user's.
 */
export type UploadErrorKind = 'network' | 'timeout' | 'server' | 'rejected' | 'cancel';

/** The extra fields sent with every upload: the target library (not for a replacement) and the uploader. */
export interface UploadData {
  library?: string | number;
  uploaded_by: string | number;
}

/** One file of the upload list, as the spec's Upload file entity. Snapshots are immutable. */
export interface UploadFile {
  /** Engine-local id returned by `add`. */
  readonly id: string;
  readonly name: string;
  readonly size: number;
  /** The file's MIME type. */
  readonly type: string;
  /**
   * Bytes sent (confirmed by the server, plus those of the chunks in flight) as a whole percentage
   * 0-100; never decreases within one attempt.
   */
  readonly progress: number;
  /** Bytes sent so far, with those of the chunks in flight; never decreases within one attempt. */
  readonly bytesSent: number;
  /** The smoothed upload speed in bytes per second; `null` until it can be measured. */
  readonly bytesPerSecond: number | null;
  /** The estimated seconds until every byte is sent; `null` while the speed is unknown. */
  readonly secondsLeft: number | null;
  readonly status: UploadStatus;
  /** `true` once finish answered. */
  readonly success: boolean;
  /** The message to show (`'cancel'` after a cancel), `null` unless `status` is `error`. */
  readonly error: string | null;
  readonly errorKind: UploadErrorKind | null;
  /** The video id the server gave (from start, confirmed by finish). */
  readonly objectId: string | number | null;
  readonly data: UploadData;
}

/** The server's answer to `start`. */
export interface StartResponse {
  session_id: string;
  /** Bytes the server already holds contiguously from the beginning (resume point). */
  end_offset: number;
  key: string;
  video_id: string | number;
}

/** One uploaded part, as the server acknowledged it. */
export interface UploadPart {
  PartNumber: number;
  ETag: string;
}

/** Waits `ms` milliseconds; rejects (or resolves early) when `signal` aborts. */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** A request of the engine: `fetch`'s options, and a listener of the bytes of the body sent so far. */
export interface UploadRequestInit extends RequestInit {
  /** Called while the body goes out with the bytes sent and the body's total (as XHR's upload progress). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/**
 * The `fetch` the engine calls: by default XMLHttpRequest (so that the bytes of a chunk in flight
 * can be followed), or the browser's `fetch` where there is none.
 */
export type FetchLike = (input: string, init: UploadRequestInit) => Promise<Response>;

/** Options of {@link createUploadEngine}. */
export interface UploadEngineOptions {
  /** Protocol base: `/api/upload/chunk`, or `/api/replace/{videoId}/chunk` to replace a video's file. */
  baseUrl: string;
  /** The current access token, sent as `Bearer`; `null` sends no header. */
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  /** Called once after a 401; resolves to a fresh token (the request is repeated) or `null` (the upload fails). */
  refreshToken?: () => Promise<string | null | undefined>;
  fetch?: FetchLike;
  /** Bytes per chunk, at least 1 MiB (default 8 MiB); the last chunk may be smaller. */
  chunkSize?: number;
  /** Chunks in flight per file (default 3). */
  parallelChunks?: number;
  /** Retries per request after the first attempt (default 5). */
  retries?: number;
  /** Files uploading at the same time (default 1); the others wait as `queued`. */
  maxActiveFiles?: number;
  /** Timeout of one chunk request in ms (default 60 000), counted from the last bytes of it sent. */
  chunkTimeoutMs?: number;
  /** Timeout of the finish request in ms (default 120 000). */
  finishTimeoutMs?: number;
  /** Timeout of start and abort requests in ms (default 30 000). */
  requestTimeoutMs?: number;
  /** First retry delay in ms (default 1000), doubled per retry. */
  backoffBaseMs?: number;
  /** Largest retry delay in ms (default 30 000). */
  backoffMaxMs?: number;
  /** Injectable wait, for tests. */
  sleep?: Sleep;
  /** Injectable clock (ms since the epoch), used to read `Retry-After` dates and to measure the speed. */
  now?: () => number;
  /** Injectable randomness 0..1 for the backoff jitter. */
  random?: () => number;
}

/** Extra per-file choices of `add`. */
export interface AddOptions {
  /** Overrides the engine's chunk size for this file. */
  chunkSize?: number;
}

/** The upload list as a store: stable snapshots, change listeners, commands. */
export interface UploadEngine {
  /** Queues a file; returns its id. */
  add(file: File, data: UploadData, options?: AddOptions): string;
  /** Restarts a file in error (or cancelled) from progress 0; the server's `end_offset` resumes it. */
  retry(id: string): void;
  /** Stops a file: in-flight chunks are aborted, the server session is aborted, error becomes `'cancel'`. */
  cancel(id: string): void;
  /** Drops a file from the list, cancelling it first when it is still running. */
  remove(id: string): void;
  /**
   * Cancels every file still queued or uploading, with abort requests that outlive the page: the
   * page calls it when the tab closes, so no unfinished video is left behind.
   */
  abandon(): void;
  /** Calls `listener` after every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** The current list; the same array until something changes. */
  getSnapshot(): ReadonlyArray<UploadFile>;
}
