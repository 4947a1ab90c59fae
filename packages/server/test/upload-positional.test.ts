import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { PartsConflictError, type Storage } from '../src/storage/storage.ts';

const MiB = 1048576;
let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'reelbase-positional-'));
  storage = createLocalStorage(root);
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

const md5 = (bytes: Buffer) => createHash('md5').update(bytes).digest('hex');
const sourceKey = () => `companies/1/videos/${randomUUID()}/source-ab12.mp4`;
const folderOf = (uploadId: string) => path.join(root, 'uploads', uploadId);
/** A stream of the bytes in uneven pieces, as a request body arrives. */
const piecesOf = (bytes: Buffer) =>
  Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += 65_531) yield bytes.subarray(at, at + 65_531);
    })(),
  );

describe('parts written in place in the local folder', () => {
  it('joins an upload begun when each part was a file of its own', async () => {
    const first = randomBytes(3 * MiB);
    const second = randomBytes(MiB + 7);
    const uploadId = randomUUID();
    const key = sourceKey();
    await mkdir(folderOf(uploadId), { recursive: true });
    await writeFile(path.join(folderOf(uploadId), 'part-000001'), first);
    await writeFile(path.join(folderOf(uploadId), 'part-000002'), second);
    expect(await storage.completeParts(uploadId, [1, 2], key)).toEqual({ size: first.length + second.length });
    expect((await readFile(path.join(root, key))).equals(Buffer.concat([first, second]))).toBe(true);
    expect(existsSync(folderOf(uploadId))).toBe(false);
  });

  it('keeps one data file and a journal, and turns the data file into the object on completion', async () => {
    const file = randomBytes(17 * MiB + 321);
    const uploadId = randomUUID();
    const key = sourceKey();
    const offsets = [0, 8 * MiB, 16 * MiB];
    // Out of order, as parallel chunks arrive.
    for (const index of [2, 0, 1]) {
      const offset = offsets[index];
      const bytes = file.subarray(offset, offsets[index + 1] ?? file.length);
      const answer = await storage.putPart(uploadId, offset / MiB + 1, piecesOf(bytes), key, offset);
      expect(answer).toEqual({ etag: md5(bytes), size: bytes.length });
    }
    expect((await readdir(folderOf(uploadId))).sort()).toEqual(['data', 'journal']);
    expect(await storage.completeParts(uploadId, [1, 9, 17], key)).toEqual({ size: file.length });
    expect((await readFile(path.join(root, key))).equals(file)).toBe(true);
    expect(existsSync(folderOf(uploadId))).toBe(false);
  });

  it('writes a chunk at an offset inside a MiB at that offset', async () => {
    const file = randomBytes(3 * MiB);
    const uploadId = randomUUID();
    const key = sourceKey();
    const split = MiB + MiB / 2;
    await storage.putPart(uploadId, 1, file.subarray(0, split), key, 0);
    await storage.putPart(uploadId, 2, file.subarray(split), key, split);
    expect(await storage.completeParts(uploadId, [1, 2], key)).toEqual({ size: file.length });
    expect((await readFile(path.join(root, key))).equals(file)).toBe(true);
  });

  it('accepts overlapping chunks of the same bytes, and refuses a part another chunk overwrote', async () => {
    const file = randomBytes(4 * MiB);
    const key = sourceKey();
    const same = randomUUID();
    await storage.putPart(same, 2, file.subarray(MiB, 3 * MiB), key, MiB);
    // A larger chunk from byte 0 covers part 2 with the file's own bytes.
    await storage.putPart(same, 1, file.subarray(0, 3 * MiB), key, 0);
    await storage.putPart(same, 1, file.subarray(0, MiB), key, 0);
    await storage.putPart(same, 4, file.subarray(3 * MiB), key, 3 * MiB);
    expect(await storage.completeParts(same, [1, 2, 4], key)).toEqual({ size: file.length });
    expect((await readFile(path.join(root, key))).equals(file)).toBe(true);

    const other = randomUUID();
    const otherKey = sourceKey();
    await storage.putPart(other, 2, file.subarray(MiB, 2 * MiB), otherKey, MiB);
    // Other bytes over part 2: its MD5 no longer holds, the join is refused.
    await storage.putPart(other, 1, randomBytes(2 * MiB), otherKey, 0);
    await storage.putPart(other, 1, file.subarray(0, MiB), otherKey, 0);
    await expect(storage.completeParts(other, [1, 2], otherKey)).rejects.toThrow(PartsConflictError);
    expect(await storage.exists(otherKey)).toBe(false);
    await storage.abortParts(other);
  });

  it('notes a chunk cut off half-way, and checks the parts its bytes may cover', async () => {
    const file = randomBytes(3 * MiB);
    const uploadId = randomUUID();
    const key = sourceKey();
    await storage.putPart(uploadId, 2, file.subarray(MiB, 3 * MiB), key, MiB);
    const broken = Readable.from(
      (async function* () {
        yield randomBytes(2 * MiB + 4096);
        throw new Error('connection reset');
      })(),
    );
    await expect(storage.putPart(uploadId, 1, broken, key, 0)).rejects.toThrow('connection reset');
    const journal = await readFile(path.join(folderOf(uploadId), 'journal'), 'utf8');
    expect(journal.trim().split('\n').at(-1)).toMatch(/^1 0 \d+ -$/);
    await storage.putPart(uploadId, 1, file.subarray(0, MiB), key, 0);
    await expect(storage.completeParts(uploadId, [1, 2], key)).rejects.toThrow(/Part 2 was overwritten/);
    // Part 2 sent again: the file is whole.
    await storage.putPart(uploadId, 2, file.subarray(MiB, 3 * MiB), key, MiB);
    expect(await storage.completeParts(uploadId, [1, 2], key)).toEqual({ size: file.length });
    expect((await readFile(path.join(root, key))).equals(file)).toBe(true);
  });

  it('completes a join cut short after the data file became the object', async () => {
    const file = randomBytes(2 * MiB + 10);
    const uploadId = randomUUID();
    const key = sourceKey();
    await storage.putPart(uploadId, 1, file.subarray(0, MiB), key, 0);
    await storage.putPart(uploadId, 2, file.subarray(MiB), key, MiB);
    // What a kill between the rename and the removal of the folder leaves.
    await storage.put(key, Buffer.alloc(0));
    await rename(path.join(folderOf(uploadId), 'data'), path.join(root, key));
    expect(await storage.listUploads()).toContain(uploadId);
    expect(await storage.completeParts(uploadId, [1, 2], key)).toEqual({ size: file.length });
    expect((await readFile(path.join(root, key))).equals(file)).toBe(true);
    expect(await storage.listUploads()).not.toContain(uploadId);
  });

  it('joins parts given in another order than their offsets by copying them', async () => {
    const first = randomBytes(MiB);
    const second = randomBytes(MiB);
    const uploadId = randomUUID();
    const key = sourceKey();
    await storage.putPart(uploadId, 1, first, key, 0);
    await storage.putPart(uploadId, 2, second, key, MiB);
    expect(await storage.completeParts(uploadId, [2, 1], key)).toEqual({ size: 2 * MiB });
    expect((await readFile(path.join(root, key))).equals(Buffer.concat([second, first]))).toBe(true);
    expect(existsSync(folderOf(uploadId))).toBe(false);
  });
});
