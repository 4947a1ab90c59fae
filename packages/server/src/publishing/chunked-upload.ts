import type { Readable } from 'node:stream';
import { API_TIMEOUT_MS, CHUNK_TIMEOUT_MS, request, type ServiceClientOptions } from './client-http.ts';
import { type PublishServiceClient, PublishServiceError, type UploadTarget } from './service-client.ts';

const DEFAULT_CHUNK_BYTES = 8 * 1024 * 1024;

/** Reads a stream in pieces of a given size (only the last is shorter). */
export interface ChunkReader {
  /** Up to `max` bytes; fewer only at the end of the stream; empty after it. */
  read(max: number): Promise<Buffer>;
  /** Stops reading (the stream is released). */
  close(): Promise<void>;
}

export function chunkReader(body: Readable): ChunkReader {
  const iterator = body[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  let leftover: Buffer | null = null;
  let ended = false;
  return {
    async read(max) {
      const parts: Buffer[] = [];
      let length = 0;
      while (length < max) {
        let piece: Buffer;
        if (leftover) {
          piece = leftover;
          leftover = null;
        } else {
          if (ended) break;
          let next: IteratorResult<Buffer | string>;
          try {
            next = await iterator.next();
          } catch {
            ended = true;
            throw new PublishServiceError('failed', 'The video file could not be read.');
          }
          if (next.done) {
            ended = true;
            break;
          }
          piece = typeof next.value === 'string' ? Buffer.from(next.value) : next.value;
        }
        const take = Math.min(piece.length, max - length);
        parts.push(take === piece.length ? piece : piece.subarray(0, take));
        length += take;
        if (take < piece.length) leftover = piece.subarray(take);
      }
      if (parts.length === 1) return parts[0];
      return Buffer.concat(parts, length);
    },
    async close() {
      if (ended) return;
      ended = true;
      try {
        await iterator.return?.();
      } catch {
        // Already closed.
      }
    },
  };
}

/**
 * Sends `size - offset` bytes of `body` in chunks of `chunkBytes`. `send` puts one chunk at its
 * start and answers the service's offset after it. When the service kept fewer bytes than it was
 * sent, the unacknowledged tail is kept and sent again from the service's offset; an offset behind
 * the chunk's start (bytes the service lost that are no longer at hand) or no progress three times
 * in a row fails, and the upload resumes from `uploadedBytes`. Destroying `body` stops the upload,
 * the request under way included (`send` is given a signal for it).
 */
export async function sendInChunks(options: {
  offset: number;
  size: number;
  body: Readable;
  chunkBytes: number;
  send: (chunk: Buffer, start: number, stop: AbortSignal) => Promise<number>;
  onProgress: (offset: number) => Promise<void>;
}): Promise<void> {
  const { size, chunkBytes, body } = options;
  const stopped = new AbortController();
  const onClose = () => {
    if (!body.readableEnded) stopped.abort();
  };
  body.once('close', onClose);
  const reader = chunkReader(body);
  let start = options.offset;
  let pending: Buffer = Buffer.alloc(0);
  let stalls = 0;
  try {
    while (start < size) {
      const wanted = Math.min(chunkBytes, size - start);
      if (pending.length < wanted) {
        const more = await reader.read(wanted - pending.length);
        if (more.length) pending = pending.length ? Buffer.concat([pending, more]) : more;
        if (pending.length < wanted) {
          throw new PublishServiceError('failed', 'The video file is shorter than its size.');
        }
      }
      const chunk = pending.length > wanted ? pending.subarray(0, wanted) : pending;
      const reached = await options.send(chunk, start, stopped.signal);
      if (reached < start || reached > start + chunk.length) {
        throw new PublishServiceError('failed', 'The service holds an unexpected part of the upload.');
      }
      if (reached === start) {
        stalls += 1;
        if (stalls >= 3) throw new PublishServiceError('failed', 'The service accepted none of the bytes sent.');
        continue;
      }
      stalls = 0;
      pending = pending.subarray(reached - start);
      start = reached;
      await options.onProgress(start);
    }
  } catch (error) {
    if (stopped.signal.aborted) throw new PublishServiceError('failed', 'The upload was stopped.');
    throw error;
  } finally {
    body.off('close', onClose);
    await reader.close();
  }
}

/** A chunk as a request body (the bytes are not copied). */
export function bodyOf(chunk: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.length);
}

/** The timeouts of an upload client and its chunk size: a multiple of `unit` bytes, one unit at least. */
export function uploadSettings(options: ServiceClientOptions, unit = 1) {
  return {
    chunkBytes: Math.max(unit, Math.floor((options.chunkBytes ?? DEFAULT_CHUNK_BYTES) / unit) * unit),
    apiTimeout: options.apiTimeoutMs ?? API_TIMEOUT_MS,
    chunkTimeout: options.chunkTimeoutMs ?? CHUNK_TIMEOUT_MS,
  };
}

/** How a service takes the bytes of an upload: one request a chunk, to the upload's address. */
export interface ChunkProtocol {
  /** What the requests are, for error messages. */
  purpose: string;
  chunkBytes: number;
  chunkTimeout: number;
  /** The method and headers of the request that carries `chunk` from `start` of an upload of `size` bytes. */
  chunkRequest(
    accessToken: string,
    chunk: Buffer,
    start: number,
    size: number,
  ): { method: string; headers: Record<string, string> };
  /** The service's offset after a chunk, from its answer; with the target once the answer completes it. */
  answer(response: Response, target: UploadTarget, size: number): Promise<{ offset: number; target?: UploadTarget }>;
  /** Nothing is left to send: the target as the service holds it (by default the target as it is). */
  complete?(accessToken: string, target: UploadTarget, size: number): Promise<UploadTarget>;
}

/** A client's `sendBytes` over `sendInChunks`: each chunk is one request of the protocol. */
export function chunkedSendBytes(protocol: ChunkProtocol): PublishServiceClient['sendBytes'] {
  return async (accessToken, target, offset, size, body, onProgress) => {
    if (offset >= size) {
      body.destroy();
      return protocol.complete ? protocol.complete(accessToken, target, size) : target;
    }
    let sent = target;
    await sendInChunks({
      offset,
      size,
      body,
      chunkBytes: protocol.chunkBytes,
      onProgress,
      send: async (chunk, start, stop) => {
        const init = { ...protocol.chunkRequest(accessToken, chunk, start, size), body: bodyOf(chunk) };
        const response = await request(protocol.purpose, target.uploadUrl, init, protocol.chunkTimeout, stop);
        const answer = await protocol.answer(response, target, size);
        if (answer.target) sent = answer.target;
        return answer.offset;
      },
    });
    return sent;
  };
}
