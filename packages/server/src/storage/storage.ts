import type { Readable } from 'node:stream';

/** A byte range of a stored object, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObject {
  /** The bytes (or the requested range of them). */
  body: Readable;
  /** The size of the whole object. */
  size: number;
  /** The range being returned, when one was asked for. */
  range?: ByteRange;
}

/**
 * Where media files live, addressed by keys such as `public/companies/3/logo-ab12.png`. Keys
 * under `public/` are served to anybody at `/media/{key}`, except a video's files there
 * (`VIDEO_FILE_PREFIXES`); everything else only through the API.
 * Two implementations: the local folder (local-storage.ts) and an S3-compatible bucket (s3-storage.ts).
 */
export interface Storage {
  put(key: string, content: Buffer | Readable): Promise<void>;
  /** The object, or null when there is none. */
  read(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes one object; removing a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix/`. */
  removeAll(prefix: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** The total size in bytes of the objects under `prefix/`. */
  size(prefix: string): Promise<number>;

  /*
   * Multipart uploads, shaped after S3 so that an object store maps 1:1: `putPart` is UploadPart
   * (the ETag is the MD5 hex of the part), `completeParts` is CompleteMultipartUpload (the parts
   * concatenated in the given order into one object) and `abortParts` is AbortMultipartUpload.
   * `uploadId` is the product's upload session id. Sending the same part again replaces it.
   * Part numbers follow the chunk protocol (one per MiB of offset: `floor(offset / 1 MiB) + 1`);
   * `key`, the object the parts will become, lets an object store send the part straight into
   * its multipart upload for that key (without it the part is kept aside and joined at the end).
   * `offset`, where the part starts in the object (by default where its number starts), lets the
   * local folder write the part in place, so that joining parts that follow each other from byte 0
   * moves no byte.
   */
  putPart(
    uploadId: string,
    partNumber: number,
    content: Buffer | Readable,
    key?: string,
    offset?: number,
  ): Promise<{ etag: string; size: number }>;
  /** Joins the parts into the object `key`, then removes the parts; answers the object's size. */
  completeParts(uploadId: string, partNumbers: number[], key: string): Promise<{ size: number }>;
  /** Removes every part of the upload; a missing upload is not an error. */
  abortParts(uploadId: string): Promise<void>;
  /** The upload ids that hold parts (for the clean-up of abandoned uploads). */
  listUploads(): Promise<string[]>;
  /** The object's file on this machine, for tools such as ffmpeg (only local storage has one). */
  localPath?(key: string): string | null;
  /** Rejects when the storage cannot be reached (for /api/health); without it the health check writes a file. */
  check?(): Promise<void>;
}

/** Where the parts of an upload live (in the local folder and in the bucket): `uploads/{uploadId}/`. */
export const UPLOADS_PREFIX = 'uploads';

/** A join refused because a chunk sent over a part changed its bytes: the upload must be sent again. */
export class PartsConflictError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartsConflictError';
  }
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Whether a key is a safe relative path: segments of letters, digits, dot, dash and underscore. */
function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length > 0 && segments.length <= 20 && segments.every((s) => SEGMENT.test(s) && !s.includes('..'));
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key "${key}"`);
}

/** Public keys are served at /media/{key} without a token (see `isServedPublicly`). */
export const PUBLIC_PREFIX = 'public';

/**
 * A video's thumbnails and subtitles are kept under `public/` but belong to the video: they are
 * served only at the signed addresses of the API (`/api/view/{id}/...`), never at `/media/`, so
 * that a private or deleted video's files cannot be reached by an address once seen.
 */
const VIDEO_FILE_PREFIXES = [`${PUBLIC_PREFIX}/thumbnails/`, `${PUBLIC_PREFIX}/subtitles/`] as const;

/** Whether `/media/{key}` serves the key: a valid key under `public/` that is not a video's file (logos, backgrounds). */
export function isServedPublicly(key: string): boolean {
  return (
    isValidKey(key) &&
    key.startsWith(`${PUBLIC_PREFIX}/`) &&
    !VIDEO_FILE_PREFIXES.some((prefix) => key.startsWith(prefix))
  );
}

export function publicUrlOf(publicUrl: string, key: string | null): string | null {
  return key ? `${publicUrl}/media/${key}` : null;
}
