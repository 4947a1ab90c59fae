import { z } from 'zod';
import { UPLOAD_MAX_BYTES, UPLOAD_MIN_BYTES } from './constants.ts';
import type { ErrorCode } from './errors.ts';
import { MAX_RECORD_ID, RECORD_NOT_FOUND_MESSAGE, recordId } from './list.ts';
import { text } from './validation.ts';

/** Upload validation texts, verbatim from the specification (section 8). */
export const UPLOAD_MESSAGES = {
  typeNotAccepted: (name: string, ext: string) => `File: ${name} with type of ${ext} not accepted!`,
  tooSmall: (name: string) => `File: ${name} is not accepted! The minimum filesize is 1MB`,
  tooLarge: (name: string) => `File: ${name} is too large. The maximum file size that can be uploaded is 10 GB.`,
  noLibrary: 'Please make sure that you are assigned to a library.',
  selectLibrary: 'Please select a library before upload.',
} as const;

/** The part number of a chunk: one part per started MiB of the file (`start_offset / 1 MiB + 1`). */
export const PART_SPAN_BYTES = 1048576;
export const partNumberOf = (startOffset: number) => Math.floor(startOffset / PART_SPAN_BYTES) + 1;

/** The extension (or the MIME subtype when the name has none) shown in the type message. */
export function extensionOf(name: string, mimeType: string): string {
  const dot = name.lastIndexOf('.');
  if (dot > 0 && dot < name.length - 1) return name.slice(dot + 1).toLowerCase();
  return mimeType.split('/').pop() || mimeType;
}

/**
 * Video types by file extension: how a file that comes without a declared type (a file in the FTP
 * folder) is typed by its name, as a browser types a file the user chooses.
 */
const VIDEO_TYPES_BY_EXTENSION: Readonly<Record<string, string>> = {
  mp4: 'video/mp4',
  m4v: 'video/x-m4v',
  mov: 'video/quicktime',
  qt: 'video/quicktime',
  webm: 'video/webm',
  mkv: 'video/x-matroska',
  avi: 'video/x-msvideo',
  wmv: 'video/x-ms-wmv',
  flv: 'video/x-flv',
  mpg: 'video/mpeg',
  mpeg: 'video/mpeg',
  m2v: 'video/mpeg',
  ts: 'video/mp2t',
  mts: 'video/mp2t',
  m2ts: 'video/mp2t',
  '3gp': 'video/3gpp',
  '3g2': 'video/3gpp2',
  ogv: 'video/ogg',
};

/** The type of a file by its name's extension: a video type, or `''` when the name says no video. */
export function typeOfFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  return VIDEO_TYPES_BY_EXTENSION[name.slice(dot + 1).toLowerCase()] ?? '';
}

/** Why a file cannot be uploaded, with the catalogue's text and the error code of the refusal. */
export interface UploadFileRefusal {
  reason: 'type' | 'too-small' | 'too-large';
  code: Extract<ErrorCode, 'upload.type_not_accepted' | 'upload.too_small' | 'upload.too_large'>;
  message: string;
}

/**
 * The size and type rules of an upload, written once for the browser upload, the server's start
 * call and the FTP import: a video type (`video/*`), at least `minBytes` (1 MB) and at most
 * `maxBytes` (10 GB). `null` when the file may be uploaded.
 */
export function uploadFileRefusal(
  file: { name: string; size: number; type: string },
  limits: { minBytes: number; maxBytes: number } = { minBytes: UPLOAD_MIN_BYTES, maxBytes: UPLOAD_MAX_BYTES },
): UploadFileRefusal | null {
  if (!file.type.toLowerCase().startsWith('video/')) {
    const message = UPLOAD_MESSAGES.typeNotAccepted(file.name, extensionOf(file.name, file.type || 'unknown'));
    return { reason: 'type', code: 'upload.type_not_accepted', message };
  }
  if (file.size < limits.minBytes) {
    return { reason: 'too-small', code: 'upload.too_small', message: UPLOAD_MESSAGES.tooSmall(file.name) };
  }
  if (file.size > limits.maxBytes) {
    return { reason: 'too-large', code: 'upload.too_large', message: UPLOAD_MESSAGES.tooLarge(file.name) };
  }
  return null;
}

const sessionId = z.uuid();

/** POST .../chunk/start */
export const uploadStartSchema = z.object({
  mime_type: text().max(200),
  size: z.coerce.number().int().nonnegative(),
  name: text().trim().min(1).max(255),
  /** The library to upload to (not used by replace). */
  library: recordId(RECORD_NOT_FOUND_MESSAGE).optional(),
  /** The uploader's user id (kept as metadata; the signer of the request is the uploader of record). */
  uploaded_by: z.union([z.coerce.number().int(), text().max(255)]).optional(),
});
export type UploadStart = z.infer<typeof uploadStartSchema>;

export const uploadStartResponseSchema = z.object({
  session_id: sessionId,
  /** How many bytes from the start the server already holds (resume from here). */
  end_offset: z.number().int().nonnegative(),
  key: z.string(),
  video_id: z.uuid(),
});

/** The text fields of a multipart chunk (the file field is `chunk`). */
export const uploadChunkFieldsSchema = z.object({
  session_id: sessionId,
  start_offset: z.coerce.number().int().nonnegative(),
  key: text().max(1024),
});

export const uploadChunkResponseSchema = z.object({ ETag: z.string(), PartNumber: z.number().int().positive() });

export const uploadFinishSchema = z.object({
  session_id: sessionId,
  parts: z
    .array(z.object({ PartNumber: z.coerce.number().int().positive().max(MAX_RECORD_ID), ETag: text().max(255) }))
    .min(1),
  mime_type: text().max(200).optional(),
  key: text().max(1024),
  video_id: z.uuid().optional(),
  name: text().max(255).optional(),
});
export type UploadFinish = z.infer<typeof uploadFinishSchema>;

export const uploadFinishResponseSchema = z.object({ video_id: z.uuid() });

export const uploadAbortSchema = z.object({ session_id: sessionId, key: text().max(1024).optional() });

export const replaceParamsSchema = z.object({ videoId: z.uuid() });
