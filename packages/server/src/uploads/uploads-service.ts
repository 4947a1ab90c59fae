import { type Readable, Transform } from 'node:stream';
import {
  CHUNK_MIN_BYTES,
  type ErrorCode,
  extensionOf,
  partNumberOf,
  UPLOAD_MESSAGES,
  type UploadFinish,
  type UploadStart,
  uploadFileRefusal,
} from '@reelbase/contract';
import type { UploadPart } from '../db/schema.ts';
import { SNIFF_BYTES, sniffVideoMime } from '../encoding/index.ts';
import { HttpError, NotFoundError, ValidationError } from '../errors.ts';
import { insertExternalUpload } from '../external-uploads/external-uploads-repository.ts';
import type { ServiceDeps } from '../http/api-deps.ts';
import { PartsConflictError } from '../storage/storage.ts';
import { failpoint } from '../system/failpoints.ts';
import { insertNewVideo, sourceKeyOf } from '../videos/new-videos.ts';
import { deleteVideo, findVideo } from '../videos/videos-repository.ts';
import { completeFinish } from './upload-finish.ts';
import {
  ownerOf,
  ownsSession,
  replaceableVideo,
  type Uploader,
  type UploadTarget,
  uploadedByOf,
  uploadLibrary,
} from './upload-target.ts';
import {
  deleteSession,
  findResumable,
  findSession,
  insertSession,
  markSessionFinished,
  recordPart,
  type UploadSessionRow,
} from './uploads-repository.ts';

/** An upload session lives 24 hours; the hourly clean-up removes what is left of abandoned ones. */
const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const SESSION_GONE = 'The upload session was not found or has expired.';
const NOT_COMPLETED = 'The upload could not be completed. Please upload the file again.';

function fileRefusal(message: string, code: ErrorCode): ValidationError {
  return new ValidationError({ file: [message] }, message, code);
}

/** The size and type checks of the specification (the declared type; the bytes are checked with the first chunk). */
function checkFile(input: UploadStart) {
  const refusal = uploadFileRefusal({ name: input.name, size: input.size, type: input.mime_type });
  if (refusal) throw fileRefusal(refusal.message, refusal.code);
}

/** Bytes from 0 that the server holds without a gap. */
function contiguousBytes(parts: Record<string, UploadPart>): number {
  let end = 0;
  for (const part of Object.values(parts).sort((a, b) => a.offset - b.offset)) {
    if (part.offset > end) break;
    end = Math.max(end, part.offset + part.size);
  }
  return end;
}

const startAnswer = (session: UploadSessionRow) => ({
  session_id: session.id,
  end_offset: contiguousBytes(session.parts),
  key: session.key,
  video_id: session.videoId,
});

/** POST .../chunk/start: a new session, or the unfinished one of the same file (resume). */
export async function startUpload(deps: ServiceDeps, uploader: Uploader, input: UploadStart, target: UploadTarget) {
  checkFile(input);
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  const owner = ownerOf(uploader);
  if (target.kind === 'replace') {
    if (uploader.kind !== 'user') throw new NotFoundError('The video was not found.');
    const video = await replaceableVideo(deps, uploader.viewer, target.videoId);
    const match = { ...owner, libraryId: video.libraryId, name: input.name, size: input.size };
    const resumable = await findResumable(deps.db, { ...match, kind: 'replace', videoId: video.id });
    if (resumable) return startAnswer(resumable);
    const key = sourceKeyOf(video.companyId, video.id, input.name);
    const session = await insertSession(deps.db, {
      ...match,
      kind: 'replace',
      key,
      videoId: video.id,
      mimeType: input.mime_type,
      expiresAt,
    });
    return startAnswer(session);
  }
  const library = await uploadLibrary(deps, uploader, input);
  const match = { ...owner, libraryId: library.id, name: input.name, size: input.size };
  const resumable = await findResumable(deps.db, { ...match, kind: 'upload' });
  if (resumable) return startAnswer(resumable);
  const uploadedBy = uploadedByOf(uploader, input);
  return deps.db.transaction(async (tx) => {
    const video = await insertNewVideo(tx, {
      library,
      name: input.name,
      mimeType: input.mime_type,
      size: input.size,
      uploadedBy: uploadedBy.column,
      metadataUploadedBy: uploadedBy.metadata,
    });
    if (uploader.kind === 'link') await insertExternalUpload(tx, { videoId: video.id, linkId: uploader.linkId });
    const key = sourceKeyOf(library.companyId, video.id, input.name);
    const session = await insertSession(tx, { ...match, key, videoId: video.id, mimeType: input.mime_type, expiresAt });
    return startAnswer(session);
  });
}

/** The uploader's open session of this target, checked against the key the client holds. */
async function openSession(
  deps: ServiceDeps,
  uploader: Uploader,
  id: string,
  key: string | undefined,
  target: UploadTarget,
) {
  const session = await findSession(deps.db, id);
  const sameTarget =
    session && (target.kind === 'upload' ? session.kind === 'upload' : session.videoId === target.videoId);
  if (!session || !ownsSession(uploader, session) || !sameTarget || session.expiresAt.getTime() < Date.now()) {
    throw new HttpError(404, SESSION_GONE, { code: 'upload.session_gone' });
  }
  if (key !== undefined && key !== session.key) {
    throw new ValidationError({ key: ['The key does not belong to this upload session.'] });
  }
  return session;
}

/** Removes the parts and the session, and the video when it was a new upload that never finished. */
export async function discardSession(deps: Pick<ServiceDeps, 'db' | 'storage'>, session: UploadSessionRow) {
  await deps.storage.abortParts(session.id);
  await deleteSession(deps.db, session.id);
  if (session.kind === 'upload' && !session.finishedAt) {
    const video = await findVideo(deps.db, session.videoId);
    if (video?.status === 'uploading') await deleteVideo(deps.db, video.id);
  }
}

/** Keeps the first bytes of a stream (to sniff the container of the first chunk). */
function headTap(limit: number) {
  const pieces: Buffer[] = [];
  let held = 0;
  const tap = new Transform({
    transform(piece: Buffer, _encoding, callback) {
      if (held < limit) {
        pieces.push(piece.subarray(0, limit - held));
        held += Math.min(piece.length, limit - held);
      }
      callback(null, piece);
    },
  });
  return { tap, head: () => Buffer.concat(pieces) };
}

/**
 * POST .../chunk: stores one part (the same part again replaces it). A chunk over `maxBytes` was
 * cut there by the multipart parser (its stream is marked `truncated`) and is refused with 413.
 */
export async function receiveChunk(
  deps: ServiceDeps,
  uploader: Uploader,
  fields: { session_id: string; start_offset: number; key: string },
  chunk: Readable & { truncated?: boolean },
  target: UploadTarget,
  maxBytes: number,
) {
  const session = await openSession(deps, uploader, fields.session_id, fields.key, target);
  if (session.finishedAt) throw new HttpError(409, 'The upload is already finished.');
  const offset = fields.start_offset;
  if (offset >= session.size)
    throw new ValidationError({ start_offset: ['The offset is beyond the end of the file.'] });
  const partNumber = partNumberOf(offset);
  // Only the first chunk is sniffed for the container; the others go to the storage as they come.
  const sniffed = offset === 0 ? headTap(SNIFF_BYTES) : null;
  const content = sniffed ? chunk.pipe(sniffed.tap) : chunk;
  const { etag, size } = await deps.storage.putPart(session.id, partNumber, content, session.key, offset);
  const end = offset + size;
  // A refused chunk is not recorded: its bytes are written over by the next try, or removed with the session.
  if (chunk.truncated) {
    throw new HttpError(413, `A chunk may hold at most ${maxBytes} bytes.`, { code: 'payload.too_large' });
  }
  if (end > session.size) throw new ValidationError({ chunk: ['The chunk goes beyond the declared file size.'] });
  if (size < CHUNK_MIN_BYTES && end !== session.size) {
    throw new ValidationError({ chunk: [`Every chunk but the last must be at least ${CHUNK_MIN_BYTES} bytes.`] });
  }
  if (sniffed && !sniffVideoMime(sniffed.head())) {
    await discardSession(deps, session);
    throw fileRefusal(
      UPLOAD_MESSAGES.typeNotAccepted(session.name, extensionOf(session.name, session.mimeType)),
      'upload.type_not_accepted',
    );
  }
  await recordPart(deps.db, session.id, { partNumber, offset, size, etag });
  return { ETag: etag, PartNumber: partNumber };
}

/** The parts the client names, in order, checked against what the server received. */
function checkedParts(session: UploadSessionRow, listed: UploadFinish['parts']): number[] {
  const numbers = [...new Set(listed.map((part) => part.PartNumber))].sort((a, b) => a - b);
  let end = 0;
  for (const number of numbers) {
    const held = session.parts[String(number)];
    const claimed = listed.find((part) => part.PartNumber === number);
    if (!held || claimed?.ETag.replace(/"/g, '').toLowerCase() !== held.etag) {
      throw new ValidationError({ parts: [`Part ${number} was not received or its ETag differs.`] });
    }
    if (held.offset !== end) throw new ValidationError({ parts: [`The parts leave a gap at byte ${end}.`] });
    end += held.size;
  }
  if (end !== session.size) {
    throw new ValidationError({ parts: [`The parts hold ${end} of ${session.size} bytes.`] });
  }
  return numbers;
}

/**
 * POST .../chunk/finish: joins the parts into the source file and queues the processing. The
 * session is marked finished first (one finish wins); a finish cut short by a crash is completed
 * by the retried call or at the next start (`completeFinish`).
 */
export async function finishUpload(deps: ServiceDeps, uploader: Uploader, input: UploadFinish, target: UploadTarget) {
  const session = await openSession(deps, uploader, input.session_id, input.key, target);
  if (!session.finishedAt) {
    checkedParts(session, input.parts);
    // Another call is finishing this session right now: it completes the video.
    if (!(await markSessionFinished(deps.db, session.id))) return { video_id: session.videoId };
    failpoint('upload.finish.marked');
  }
  let completed = false;
  try {
    completed = await completeFinish(deps, session);
  } catch (error) {
    if (session.finishedAt) throw error;
    await deps.storage.remove(session.key);
    await discardSession(deps, { ...session, finishedAt: null });
    // Chunks that changed each other's bytes are the client's to send again, not a failure of the server.
    if (error instanceof PartsConflictError) {
      throw new HttpError(409, NOT_COMPLETED, { code: 'upload.incomplete', cause: error });
    }
    throw new HttpError(500, NOT_COMPLETED, { cause: error });
  }
  if (completed) return { video_id: session.videoId };
  await discardSession(deps, { ...session, finishedAt: null });
  throw new HttpError(409, NOT_COMPLETED, { code: 'upload.incomplete' });
}

/** POST .../chunk/abort: removes the parts, the session and an unfinished new video. */
export async function abortUpload(
  deps: ServiceDeps,
  uploader: Uploader,
  input: { session_id: string },
  target: UploadTarget,
) {
  const session = await openSession(deps, uploader, input.session_id, undefined, target);
  if (session.finishedAt) throw new HttpError(409, 'The upload is already finished.');
  await discardSession(deps, session);
}
