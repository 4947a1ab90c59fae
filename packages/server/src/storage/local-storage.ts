import { constants, createReadStream, createWriteStream } from 'node:fs';
import { appendFile, type FileHandle, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PART_SPAN_BYTES } from '@reelbase/contract';
import { writePartAt } from './local-part-writer.ts';
import {
  DATA_FILE,
  isChain,
  JOURNAL_FILE,
  legacyPartName,
  readJournal,
  verifyOverwritten,
} from './local-upload-journal.ts';
import { assertValidKey, type ByteRange, type Storage, type StoredObject, UPLOADS_PREFIX } from './storage.ts';

/**
 * Removes what a write of the same file killed half-way left (`{file}.{pid}.{time}.partial`): one
 * object has one writer, so such a file belongs to nobody any more.
 */
async function removeStalePartials(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.`;
  const names = await readdir(path.dirname(file)).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith('.partial'))
      .map((name) => rm(path.join(path.dirname(file), name), { force: true })),
  );
}

/** Makes a rename in the folder durable (best effort where folders cannot be opened). */
async function syncFolder(folder: string) {
  let handle: FileHandle | null = null;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Some systems do not sync folders; the rename itself is atomic.
  } finally {
    await handle?.close();
  }
}

async function statOrNull(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function folderSize(folder: string): Promise<number> {
  let total = 0;
  let entries: import('node:fs').Dirent[];
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  for (const entry of entries) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) total += await folderSize(full);
    else if (entry.isFile()) total += (await stat(full)).size;
  }
  return total;
}

/** Stores objects as files below one folder (DATA_DIR/media); writes go through a temporary file. */
export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    async put(key, content) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await removeStalePartials(file);
      try {
        if (Buffer.isBuffer(content)) await writeFile(partial, content);
        else await pipeline(content, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async read(key, range?: ByteRange): Promise<StoredObject | null> {
      const file = fileOf(key);
      const info = await statOrNull(file);
      if (!info?.isFile()) return null;
      if (range) {
        const end = Math.min(range.end, info.size - 1);
        return { body: createReadStream(file, { start: range.start, end }), size: info.size, range: { ...range, end } };
      }
      return { body: createReadStream(file), size: info.size };
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },

    async removeAll(prefix) {
      await rm(fileOf(prefix), { recursive: true, force: true });
    },

    async exists(key) {
      return (await statOrNull(fileOf(key)))?.isFile() ?? false;
    },

    async size(prefix) {
      return folderSize(fileOf(prefix));
    },

    async putPart(uploadId, partNumber, content, _key, offset = (partNumber - 1) * PART_SPAN_BYTES) {
      const folder = fileOf(`${UPLOADS_PREFIX}/${uploadId}`);
      await mkdir(folder, { recursive: true });
      const handle = await open(path.join(folder, DATA_FILE), constants.O_WRONLY | constants.O_CREAT);
      let written: { etag: string; size: number; error?: unknown };
      try {
        written = await writePartAt(handle, content, offset);
      } finally {
        await handle.close();
      }
      // Every write is noted, a failed one too (its bytes may cover other parts; see `verifyOverwritten`).
      const line = `${partNumber} ${offset} ${written.size} ${written.error ? '-' : written.etag}\n`;
      await appendFile(path.join(folder, JOURNAL_FILE), line);
      if (written.error) throw written.error;
      return { etag: written.etag, size: written.size };
    },

    async completeParts(uploadId, partNumbers, key) {
      const folder = fileOf(`${UPLOADS_PREFIX}/${uploadId}`);
      const data = path.join(folder, DATA_FILE);
      const writes = await readJournal(path.join(folder, JOURNAL_FILE));
      const legacy = partNumbers.map((partNumber) => path.join(folder, legacyPartName(partNumber)));
      if (writes.length === 0 && (await Promise.all(legacy.map(statOrNull))).every(Boolean)) {
        // Parts kept as files of their own (an upload begun before the data file): copied one after the other.
        let size = 0;
        async function* joinedFiles() {
          for (const part of legacy) {
            for await (const piece of createReadStream(part)) {
              size += (piece as Buffer).length;
              yield piece as Buffer;
            }
          }
        }
        await this.put(key, Readable.from(joinedFiles()));
        await rm(folder, { recursive: true, force: true });
        return { size };
      }
      const parts = partNumbers.map((partNumber) => {
        const part = writes.findLast((write) => write.partNumber === partNumber);
        if (!part?.etag) throw new Error(`Part ${partNumber} of upload ${uploadId} was not received.`);
        return part;
      });
      const file = fileOf(key);
      const size = parts.reduce((total, part) => total + part.size, 0);
      if (!(await statOrNull(data))) {
        // A join cut short after the data became the object: only the folder is left to remove.
        if ((await statOrNull(file))?.size !== size) throw new Error(`The data of upload ${uploadId} is gone.`);
        await rm(folder, { recursive: true, force: true });
        return { size };
      }
      await verifyOverwritten(data, parts, writes);
      if (isChain(parts)) {
        // The parts lie in place, one after the other from byte 0: the data file becomes the object.
        const handle = await open(data, 'r+');
        try {
          await handle.truncate(size);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await mkdir(path.dirname(file), { recursive: true });
        await removeStalePartials(file);
        await rename(data, file);
        await syncFolder(path.dirname(file));
      } else {
        // Parts in another order than their offsets: copied one after the other.
        async function* joined() {
          for (const part of parts) {
            if (part.size > 0) yield* createReadStream(data, { start: part.offset, end: part.offset + part.size - 1 });
          }
        }
        await this.put(key, Readable.from(joined()));
      }
      await rm(folder, { recursive: true, force: true });
      return { size };
    },

    async abortParts(uploadId) {
      await rm(fileOf(`${UPLOADS_PREFIX}/${uploadId}`), { recursive: true, force: true });
    },

    localPath(key) {
      return fileOf(key);
    },

    async listUploads() {
      try {
        return await readdir(path.join(root, UPLOADS_PREFIX));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}
