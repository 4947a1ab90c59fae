import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

const partName = (partNumber: number) => `part-${String(partNumber).padStart(6, '0')}`;

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

    async putPart(uploadId, partNumber, content) {
      const file = fileOf(`${UPLOADS_PREFIX}/${uploadId}/${partName(partNumber)}`);
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.partial`;
      const md5 = createHash('md5');
      let size = 0;
      const count = new Transform({
        transform(piece: Buffer, _encoding, callback) {
          md5.update(piece);
          size += piece.length;
          callback(null, piece);
        },
      });
      try {
        const source = Buffer.isBuffer(content) ? Readable.from([content]) : content;
        await pipeline(source, count, createWriteStream(partial));
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { etag: md5.digest('hex'), size };
    },

    async completeParts(uploadId, partNumbers, key) {
      const folder = fileOf(`${UPLOADS_PREFIX}/${uploadId}`);
      const files = partNumbers.map((partNumber) => path.join(folder, partName(partNumber)));
      let size = 0;
      async function* joined() {
        for (const file of files) {
          for await (const piece of createReadStream(file)) {
            size += (piece as Buffer).length;
            yield piece as Buffer;
          }
        }
      }
      await this.put(key, Readable.from(joined()));
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
