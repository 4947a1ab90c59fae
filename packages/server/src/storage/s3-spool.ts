import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** A received part, held until it is sent on: in memory when small, else in a temporary file. */
export interface Spooled {
  size: number;
  /** The MD5 of the bytes (the part's ETag in the Storage contract, and Content-MD5 for S3). */
  md5: Buffer;
  /** A fresh body to send (a Buffer, or a stream of the temporary file). */
  body(): Buffer | Readable;
  /** Removes the temporary file, if any. */
  discard(): Promise<void>;
}

const write = (stream: WriteStream, bytes: Buffer) =>
  new Promise<void>((resolve, reject) => {
    stream.write(bytes, (error) => (error ? reject(error) : resolve()));
  });

/**
 * Reads a part to its end, counting and hashing it: S3 needs a part's length before its first
 * byte, and a chunk arrives as a stream of unknown length. Parts under `memoryBytes` stay in
 * memory; bigger ones go to a file in `folder` (so three parallel 256 MiB chunks cost no memory).
 */
export async function spool(content: Buffer | Readable, memoryBytes: number, folder: string): Promise<Spooled> {
  if (Buffer.isBuffer(content)) {
    return {
      size: content.length,
      md5: createHash('md5').update(content).digest(),
      body: () => content,
      discard: async () => undefined,
    };
  }
  const hash = createHash('md5');
  let held: Buffer[] = [];
  let size = 0;
  let file: string | null = null;
  let stream: WriteStream | null = null;
  try {
    for await (const piece of content) {
      const bytes = Buffer.isBuffer(piece) ? piece : Buffer.from(piece as Uint8Array);
      hash.update(bytes);
      size += bytes.length;
      if (!stream) {
        held.push(bytes);
        if (size < memoryBytes) continue;
        file = path.join(folder, `reelbase-part-${randomUUID()}`);
        stream = createWriteStream(file);
        const pending = held;
        held = [];
        for (const earlier of pending) await write(stream, earlier);
        continue;
      }
      await write(stream, bytes);
    }
    if (stream) {
      stream.end();
      await finished(stream);
    }
  } catch (error) {
    stream?.destroy();
    if (file) await rm(file, { force: true });
    throw error;
  }
  const memory = Buffer.concat(held);
  const spooledFile = file;
  return {
    size,
    md5: hash.digest(),
    body: () => (spooledFile ? createReadStream(spooledFile) : memory),
    discard: async () => {
      if (spooledFile) await rm(spooledFile, { force: true });
    },
  };
}
