import type { FileHandle } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { startMd5 } from './md5-workers.ts';

/** Bytes are copied into shared buffers of this size, each written once and hashed beside the write. */
const STAGE_BYTES = 1024 * 1024;
/** Buffers of one part being written and hashed at once (more waits for one to come back). */
const STAGES_IN_FLIGHT = 4;
/** Buffers kept for reuse between parts. */
const STAGES_KEPT = 32;
const spareStages: SharedArrayBuffer[] = [];

/**
 * Writes the content at `offset` of the file: the bytes are copied into shared buffers, each
 * written with one positional write while a worker thread adds it to the MD5. Answers the MD5 hex
 * and the size; a failure is answered with the bytes handed to the disk so far.
 */
export async function writePartAt(
  handle: FileHandle,
  content: Buffer | Readable,
  offset: number,
): Promise<{ etag: string; size: number; error?: unknown }> {
  const md5 = startMd5();
  const inFlight = new Set<Promise<unknown>>();
  let size = 0;
  let stage = spareStages.pop() ?? new SharedArrayBuffer(STAGE_BYTES);
  let view = Buffer.from(stage);
  let filled = 0;

  const send = async () => {
    const bytes = stage;
    const length = filled;
    const position = offset + size;
    size += length;
    // The buffer is reused only once both the write and the hash are done with it.
    const done = Promise.allSettled([
      handle.write(Buffer.from(bytes, 0, length), 0, length, position),
      md5.update(bytes, length),
    ]).then((results) => {
      inFlight.delete(done);
      if (spareStages.length < STAGES_KEPT) spareStages.push(bytes);
      for (const result of results) if (result.status === 'rejected') throw result.reason;
    });
    // Observed at once: a failure is answered by the caller (race, all or allSettled below).
    done.catch(() => {});
    inFlight.add(done);
    stage = spareStages.pop() ?? new SharedArrayBuffer(STAGE_BYTES);
    view = Buffer.from(stage);
    filled = 0;
    if (inFlight.size >= STAGES_IN_FLIGHT) await Promise.race(inFlight);
  };

  try {
    const source = Buffer.isBuffer(content) ? [content] : content;
    for await (const piece of source as AsyncIterable<Buffer>) {
      let from = 0;
      while (from < piece.length) {
        const copied = piece.copy(view, filled, from, Math.min(piece.length, from + STAGE_BYTES - filled));
        filled += copied;
        from += copied;
        if (filled === STAGE_BYTES) await send();
      }
    }
    if (filled > 0) await send();
    await Promise.all(inFlight);
    if (spareStages.length < STAGES_KEPT) spareStages.push(stage);
    return { etag: await md5.digest(), size };
  } catch (error) {
    await Promise.allSettled(inFlight);
    md5.drop();
    return { etag: '', size: size + filled, error };
  }
}
