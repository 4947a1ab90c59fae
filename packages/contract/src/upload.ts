import { z } from 'zod';
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
