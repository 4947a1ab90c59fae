import { cancelError } from './errors.ts';
import type { UploadProtocol } from './protocol.ts';
import type { StartResponse, UploadData, UploadPart } from './types.ts';

/** A part acknowledged by the server, with the bytes it covers. */
interface AcknowledgedPart extends UploadPart {
  startOffset: number;
  endOffset: number;
}

/** What a run remembers of its server session, so that a retry can reuse the parts already sent. */
export interface UploadSession {
  sessionId: string;
  key: string;
  videoId: string | number;
  parts: Map<number, AcknowledgedPart>;
}

/** Inputs and callbacks of one upload attempt of one file. */
export interface UploadRunInput {
  file: File;
  data: UploadData;
  chunkSize: number;
  parallelChunks: number;
  protocol: UploadProtocol;
  /** The session of an earlier attempt of this file, if any. */
  previous: UploadSession | null;
  /**
   * Called once start answered: the session is known from here on (for cancel's abort). Called
   * after a cancel too, when start answered all the same: the session is then to be aborted.
   */
  onSession(session: UploadSession, start: StartResponse): void;
  /**
   * Called with the bytes sent so far: the contiguous resume point, the acknowledged chunks and the
   * bytes of the chunks in flight (which fall back when a chunk's attempt fails).
   */
  onBytes(sent: number): void;
}

/** The chunk start offsets from `from` to the end of a file of `size` bytes. */
function chunkOffsets(from: number, size: number, chunkSize: number): number[] {
  const offsets: number[] = [];
  for (let offset = from; offset < size; offset += chunkSize) offsets.push(offset);
  return offsets;
}

/**
 * Uploads one file: start (which says how many bytes the server already holds), the remaining
 * chunks with `parallelChunks` in flight, then finish with every part in order. The first chunk
 * that fails for good stops the others. Resolves to the video id.
 *
 * Finish lists the parts this engine saw acknowledged (a retry keeps those of the same session
 * below the resume point). After a page reload the engine cannot know the ETags of the bytes the
 * server already held; the server completes the list from its own record of the session.
 */
export async function runUpload(input: UploadRunInput, signal: AbortSignal): Promise<string | number> {
  const { file, protocol, chunkSize } = input;
  const mimeType = file.type || 'application/octet-stream';
  const start = await protocol.start(
    { mime_type: mimeType, size: file.size, name: file.name, last_modified: file.lastModified, ...input.data },
    signal,
  );
  const resumeFrom = Math.min(start.end_offset, file.size);
  const parts = new Map<number, AcknowledgedPart>();
  if (input.previous?.sessionId === start.session_id) {
    for (const part of input.previous.parts.values())
      if (part.endOffset <= resumeFrom) parts.set(part.PartNumber, part);
  }
  const session: UploadSession = { sessionId: start.session_id, key: start.key, videoId: start.video_id, parts };
  input.onSession(session, start);
  if (signal.aborted) throw cancelError();

  let confirmed = resumeFrom;
  /** Bytes of each chunk in flight, by its start offset. */
  const inFlight = new Map<number, number>();
  const report = () => {
    let sending = 0;
    for (const bytes of inFlight.values()) sending += bytes;
    input.onBytes(confirmed + sending);
  };
  report();
  const offsets = chunkOffsets(resumeFrom, file.size, chunkSize);
  const stop = new AbortController();
  const chunkSignal = AbortSignal.any([signal, stop.signal]);
  let failure: unknown = null;
  let next = 0;

  const worker = async () => {
    while (next < offsets.length && !chunkSignal.aborted) {
      const startOffset = offsets[next++];
      const endOffset = Math.min(file.size, startOffset + chunkSize);
      try {
        const part = await protocol.chunk(
          { session_id: session.sessionId, start_offset: startOffset, key: session.key },
          file.slice(startOffset, endOffset),
          chunkSignal,
          (sentBytes) => {
            if (chunkSignal.aborted) return;
            inFlight.set(startOffset, sentBytes);
            report();
          },
        );
        parts.set(part.PartNumber, { ...part, startOffset, endOffset });
        inFlight.delete(startOffset);
        confirmed += endOffset - startOffset;
        report();
      } catch (error) {
        inFlight.delete(startOffset);
        failure ??= error;
        stop.abort();
      }
    }
  };
  const workers = Math.max(1, Math.min(input.parallelChunks, offsets.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (signal.aborted) throw cancelError();
  if (failure) throw failure;

  const ordered = [...parts.values()]
    .sort((a, b) => a.PartNumber - b.PartNumber)
    .map(({ PartNumber, ETag }) => ({ PartNumber, ETag }));
  const finished = await protocol.finish(
    {
      session_id: session.sessionId,
      parts: ordered,
      mime_type: mimeType,
      key: session.key,
      video_id: session.videoId,
      name: file.name,
    },
    signal,
  );
  return finished.video_id;
}
