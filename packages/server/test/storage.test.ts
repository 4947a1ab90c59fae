import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListObjectsV2Command,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { partNumberOf } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { s3SettingsOf } from '../src/storage/s3-config.ts';
import { MAX_PART_NUMBER, type Piece, planInPlace, s3PartNumberOf } from '../src/storage/s3-multipart-plan.ts';
import { createS3Storage, type S3Storage, s3ClientOf } from '../src/storage/s3-storage.ts';
import type { Storage } from '../src/storage/storage.ts';
import { checkHealth } from '../src/system/system-service.ts';
import { waitFor } from './helpers/admin.ts';
import { finishUpload, getBytes, MiB, makeUploadVideo, sendChunk, sha256, startUpload } from './helpers/ingest.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary } from './helpers/people.ts';
import { type S3TestServer, startS3Server } from './helpers/s3.ts';
import { ADMIN, api, createTestData, PUBLIC_URL, startTestServer } from './helpers/test-server.ts';

let s3: S3TestServer;
let localRoot: string;

beforeAll(async () => {
  [s3, localRoot] = await Promise.all([startS3Server(), mkdtemp(path.join(tmpdir(), 'reelbase-storage-'))]);
});

afterAll(async () => {
  await s3?.close();
  if (localRoot) await rm(localRoot, { recursive: true, force: true });
});

const text = async (storage: Storage, key: string) => {
  const object = await storage.read(key);
  return object && (await buffer(object.body)).toString();
};
const bytesOf = async (storage: Storage, key: string) => {
  const object = await storage.read(key);
  return object ? buffer(object.body) : null;
};
const streamOf = (bytes: Buffer) => Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]);
const sourceKey = () => `companies/9/videos/${randomUUID()}/source-ab12.mp4`;

/** The parts of `file` cut at the given offsets, numbered as the chunk protocol numbers them. */
function cut(file: Buffer, offsets: number[]) {
  return offsets.map((offset, index) => ({
    partNumber: partNumberOf(offset),
    bytes: file.subarray(offset, offsets[index + 1] ?? file.length),
  }));
}

async function upload(storage: Storage, parts: { partNumber: number; bytes: Buffer }[], key: string) {
  const uploadId = randomUUID();
  for (const part of [...parts].reverse()) {
    const answer = await storage.putPart(uploadId, part.partNumber, streamOf(part.bytes), key);
    expect(answer).toEqual({ etag: createHash('md5').update(part.bytes).digest('hex'), size: part.bytes.length });
  }
  return uploadId;
}

const kinds: [string, () => Storage][] = [
  ['local folder', () => createLocalStorage(localRoot)],
  ['S3 bucket', () => createS3Storage(s3.settings)],
];

describe.each(kinds)('the %s storage', (_name, make) => {
  let storage: Storage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => (storage as Partial<S3Storage>).destroy?.());

  it('puts buffers and streams of any length, reads them whole and by range, and answers exists', async () => {
    const large = randomBytes(9 * MiB + 7);
    await storage.put('public/a/one.txt', Buffer.from('hello world'));
    await storage.put('public/a/large.bin', streamOf(large));
    await storage.put('public/a/empty.bin', Readable.from([]));
    expect(await text(storage, 'public/a/one.txt')).toBe('hello world');
    expect((await bytesOf(storage, 'public/a/large.bin'))?.equals(large)).toBe(true);
    expect((await bytesOf(storage, 'public/a/empty.bin'))?.length).toBe(0);
    const range = await storage.read('public/a/large.bin', { start: 5 * MiB - 3, end: 5 * MiB + 2 });
    expect(range).toMatchObject({ size: large.length, range: { start: 5 * MiB - 3, end: 5 * MiB + 2 } });
    expect((await buffer(range!.body)).equals(large.subarray(5 * MiB - 3, 5 * MiB + 3))).toBe(true);
    const tail = await storage.read('public/a/one.txt', { start: 6, end: 99 });
    expect(tail?.range).toEqual({ start: 6, end: 10 });
    expect((await buffer(tail!.body)).toString()).toBe('world');
    await storage.put('public/a/one.txt', Buffer.from('replaced'));
    expect(await text(storage, 'public/a/one.txt')).toBe('replaced');
    expect(await storage.exists('public/a/one.txt')).toBe(true);
    expect(await storage.exists('public/a/none.txt')).toBe(false);
    expect(await storage.read('public/a/none.txt')).toBeNull();
    expect(await storage.read('public/a/none.txt', { start: 0, end: 1 })).toBeNull();
    await expect(storage.put('../outside', Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
  });

  it('removes one object, every object under a prefix, and sums sizes under a prefix', async () => {
    await storage.put('companies/5/a.bin', Buffer.alloc(10));
    await storage.put('companies/5/videos/v/b.bin', Buffer.alloc(20));
    await storage.put('companies/55/c.bin', Buffer.alloc(40));
    expect(await storage.size('companies/5')).toBe(30);
    expect(await storage.size('companies/none')).toBe(0);
    await storage.remove('companies/5/a.bin');
    await storage.remove('companies/5/a.bin');
    expect(await storage.exists('companies/5/a.bin')).toBe(false);
    expect(await storage.size('companies/5')).toBe(20);
    await storage.removeAll('companies/5');
    await storage.removeAll('companies/none');
    expect(await storage.exists('companies/5/videos/v/b.bin')).toBe(false);
    expect(await storage.size('companies/55')).toBe(40);
  });

  it('joins small parts sent out of order in the given order; a part sent again replaces it', async () => {
    const file = randomBytes(2 * MiB + MiB / 2);
    const key = sourceKey();
    const parts = cut(file, [0, MiB, 2 * MiB]);
    const uploadId = await upload(storage, parts, key);
    await storage.putPart(uploadId, 2, Buffer.from('a wrong second part'), key);
    await storage.putPart(uploadId, 2, parts[1].bytes, key);
    expect(await storage.listUploads()).toContain(uploadId);
    expect(await storage.completeParts(uploadId, [1, 2, 3], key)).toEqual({ size: file.length });
    expect((await bytesOf(storage, key))?.equals(file)).toBe(true);
    expect(await storage.listUploads()).not.toContain(uploadId);
  });

  it('joins parts of 5 MiB and more with a short last part', async () => {
    const file = randomBytes(13 * MiB + 123);
    const key = sourceKey();
    const parts = cut(file, [0, 6 * MiB, 11 * MiB]);
    const uploadId = await upload(storage, parts, key);
    expect(await storage.completeParts(uploadId, [1, 7, 12], key)).toEqual({ size: file.length });
    expect((await bytesOf(storage, key))?.equals(file)).toBe(true);
  });

  it('joins many 1 MiB parts into a file larger than one joined S3 part', async () => {
    const file = randomBytes(22 * MiB + 5);
    const key = sourceKey();
    const offsets = Array.from({ length: 23 }, (_, index) => index * MiB);
    const uploadId = await upload(storage, cut(file, offsets), key);
    const numbers = offsets.map(partNumberOf);
    expect(await storage.completeParts(uploadId, numbers, key)).toEqual({ size: file.length });
    expect((await bytesOf(storage, key))?.equals(file)).toBe(true);
  });

  it('joins parts whose size changed during the upload (small parts between large ones)', async () => {
    const file = randomBytes(14 * MiB + 100);
    const key = sourceKey();
    const parts = cut(file, [0, MiB, 7 * MiB, 9 * MiB, 14 * MiB]);
    const uploadId = await upload(storage, parts, key);
    const numbers = parts.map((part) => part.partNumber);
    expect(await storage.completeParts(uploadId, numbers, key)).toEqual({ size: file.length });
    expect((await bytesOf(storage, key))?.equals(file)).toBe(true);
  });

  it('replaces a part sent again with another size, large by small and small by large', async () => {
    const key = sourceKey();
    const uploadId = randomUUID();
    const first = randomBytes(MiB);
    const last = randomBytes(100);
    await storage.putPart(uploadId, 1, randomBytes(6 * MiB), key);
    await storage.putPart(uploadId, 1, first, key);
    await storage.putPart(uploadId, 2, randomBytes(200), key);
    await storage.putPart(uploadId, 2, randomBytes(5 * MiB), key);
    await storage.putPart(uploadId, 2, last, key);
    expect(await storage.completeParts(uploadId, [1, 2], key)).toEqual({ size: MiB + 100 });
    expect((await bytesOf(storage, key))?.equals(Buffer.concat([first, last]))).toBe(true);
  });

  it('refuses to complete with a part that was never sent', async () => {
    const key = sourceKey();
    const uploadId = await upload(storage, cut(randomBytes(MiB + 10), [0]), key);
    await expect(storage.completeParts(uploadId, [1, 2], key)).rejects.toThrow();
    await storage.abortParts(uploadId);
  });

  it('aborts: the parts and the upload are gone, and a missing upload is no error', async () => {
    const file = randomBytes(7 * MiB);
    const key = sourceKey();
    const uploadId = await upload(storage, cut(file, [0, 6 * MiB]), key);
    await storage.abortParts(uploadId);
    await storage.abortParts(uploadId);
    await storage.abortParts(randomUUID());
    expect(await storage.listUploads()).not.toContain(uploadId);
    expect(await storage.size(`uploads/${uploadId}`)).toBe(0);
    await expect(storage.completeParts(uploadId, [1, 7], key)).rejects.toThrow();
    expect(await storage.exists(key)).toBe(false);
  });
});

describe('the S3 storage', () => {
  it('keeps the multipart upload in the bucket: another server process completes it', async () => {
    const file = randomBytes(12 * MiB);
    const key = sourceKey();
    const [first, second] = cut(file, [0, 6 * MiB]);
    const uploadId = randomUUID();
    const before = createS3Storage(s3.settings);
    await before.putPart(uploadId, first.partNumber, first.bytes, key);
    before.destroy();
    const after = createS3Storage(s3.settings);
    await after.putPart(uploadId, second.partNumber, second.bytes, key);
    expect(await after.completeParts(uploadId, [first.partNumber, second.partNumber], key)).toEqual({
      size: file.length,
    });
    expect((await bytesOf(after, key))?.equals(file)).toBe(true);
    after.destroy();
  });

  it('runs against a server as strict as S3 about part sizes', async () => {
    const client = s3ClientOf(s3.settings);
    const Bucket = s3.settings.bucket;
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key: 'strict.bin' }));
    const parts = [];
    for (const PartNumber of [1, 2]) {
      const { ETag } = await client.send(
        new UploadPartCommand({ Bucket, Key: 'strict.bin', UploadId, PartNumber, Body: Buffer.from('tiny') }),
      );
      parts.push({ PartNumber, ETag });
    }
    const complete = new CompleteMultipartUploadCommand({
      Bucket,
      Key: 'strict.bin',
      UploadId,
      MultipartUpload: { Parts: parts },
    });
    await expect(client.send(complete)).rejects.toMatchObject({ name: 'EntityTooSmall' });
    client.destroy();
  });

  it('keeps nothing of finished uploads but what AbortMultipartUpload would remove (s3rver lacks it)', async () => {
    const storage = createS3Storage(s3.settings);
    expect(await storage.listUploads()).toEqual([]);
    const client = s3ClientOf(s3.settings);
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket, Prefix: 'uploads/' }));
    expect(listed.Contents ?? []).toEqual([]);
    client.destroy();
    storage.destroy();
  });

  it('checks the bucket for /api/health', async () => {
    const storage = createS3Storage(s3.settings);
    const missing = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(storage.check?.()).resolves.toBeUndefined();
    await expect(missing.check?.()).rejects.toThrow();
    storage.destroy();
    missing.destroy();
  });

  it('numbers S3 parts so that a 43 GB upload in 8 MiB chunks fits 10000 parts without copying', () => {
    const size = 46106127360;
    const pieces: Piece[] = [];
    for (let offset = 0; offset < size; offset += 8 * MiB) {
      const partNumber = partNumberOf(offset);
      const bytes = Math.min(8 * MiB, size - offset);
      const sent = bytes >= 5 * MiB ? { s3PartNumber: s3PartNumberOf(partNumber), etag: '"x"' } : undefined;
      pieces.push({ partNumber, size: bytes, sent });
    }
    const plan = planInPlace(pieces);
    expect(plan).not.toBeNull();
    expect(plan!.at(-1)!.s3PartNumber).toBeLessThanOrEqual(MAX_PART_NUMBER);
    expect(plan!.filter((part) => !part.etag).length).toBeLessThanOrEqual(1);
  });

  it('is configured by STORAGE and S3_* variables; the local folder stays the default', () => {
    expect(s3SettingsOf({})).toBeNull();
    expect(s3SettingsOf({ STORAGE: 'local', S3_BUCKET: 'media' })).toBeNull();
    expect(s3SettingsOf({ S3_BUCKET: 'media' })).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: null,
      accessKeyId: null,
      secretAccessKey: null,
      forcePathStyle: false,
    });
    expect(
      s3SettingsOf({
        STORAGE: 's3',
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'media',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(
      s3SettingsOf({ S3_BUCKET: 'm', S3_ENDPOINT: 'http://x', S3_FORCE_PATH_STYLE: 'false' })?.forcePathStyle,
    ).toBe(false);
    expect(() => s3SettingsOf({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => s3SettingsOf({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
    expect(() => s3SettingsOf({ S3_BUCKET: 'm', S3_ACCESS_KEY_ID: 'id' })).toThrow(/together/);
    expect(() => s3SettingsOf({ S3_BUCKET: 'm', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});

describe('ingest with media in S3', () => {
  it('uploads a video by the chunk protocol, probes, encodes and serves it from the bucket', async () => {
    const data = await createTestData();
    const folder = await mkdtemp(path.join(tmpdir(), 'reelbase-s3-ingest-'));
    const [server, video] = await Promise.all([
      startTestServer(data, { s3: s3.settings }),
      makeUploadVideo(folder, 'clip.mp4', { seconds: 12 }),
    ]);
    try {
      const local = (url: string) => url.replace(PUBLIC_URL, server.baseUrl);
      const libraryId = await addLibrary(server.db, await addCompany(server.db, 'Bucket Co'), 'Bucket');
      const admin = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
      expect(video.length).toBeGreaterThan(6 * MiB);
      const health = await api(server, '/api/health');
      expect(health).toMatchObject({ status: 200, body: { storage: 'ok' } });

      const body = { mime_type: 'video/mp4', size: video.length, name: 'clip.mp4', library: libraryId };
      const start = await startUpload(server, admin, body);
      expect(start.status).toBe(200);
      // One chunk of 5 MiB (sent to S3 as it is), then 1 MiB chunks (joined at the end), out of order.
      const offsets = [0, 5 * MiB, 6 * MiB];
      const answers = await Promise.all(
        [...offsets].reverse().map((offset, index, all) => {
          const end = index === 0 ? video.length : all[index - 1];
          return sendChunk(server, admin, start.body, offset, video.subarray(offset, end));
        }),
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const parts = answers.map((answer) => answer.body as { PartNumber: number; ETag: string }).reverse();
      expect(parts.map((part) => part.PartNumber)).toEqual([1, 6, 7]);
      const finish = await finishUpload(server, admin, start.body, parts, 'clip.mp4');
      expect(finish).toMatchObject({ status: 200, body: { video_id: start.body.video_id } });
      const storage = createS3Storage(s3.settings);
      expect(await storage.listUploads()).toEqual([]);
      expect(await storage.exists(start.body.key)).toBe(true);

      const id = start.body.video_id;
      const done = await waitFor(async () => {
        const answer = await api<{ status: string }>(server, `/api/videos/${id}`, { token: admin });
        return ['ready', 'failed'].includes(answer.body.status) ? answer.body : undefined;
      }, 60_000);
      expect(done).toMatchObject({ status: 'ready', width: 640, height: 360, size: video.length });
      const thumbnail = await getBytes(local((done as unknown as { thumbnail: string }).thumbnail));
      expect(thumbnail.status).toBe(200);
      expect([...thumbnail.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
      const encodings = await api<{ height: number; ready: boolean; url?: string }[]>(
        server,
        `/api/videos/${id}/encodings`,
        { token: admin },
      );
      expect(encodings.body).toEqual([expect.objectContaining({ height: 360, ready: true })]);
      const rendition = await getBytes(local(encodings.body[0].url ?? ''));
      expect(Buffer.from(rendition.bytes.subarray(4, 8)).toString('latin1')).toBe('ftyp');
      expect(await storage.size('companies')).toBeGreaterThan(video.length + rendition.bytes.length - 1);

      const source = `${server.baseUrl}/api/videos/${id}/download`;
      const whole = await getBytes(source, admin);
      expect(sha256(whole.bytes)).toBe(sha256(video));
      const range = await getBytes(source, admin, { range: 'bytes=5242870-5242889' });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-range')).toBe(`bytes 5242870-5242889/${video.length}`);
      expect(Buffer.from(range.bytes).equals(video.subarray(5242870, 5242890))).toBe(true);

      const broken = createS3Storage({ ...s3.settings, bucket: 'no-such-bucket' });
      expect(await checkHealth(server.db, path.join(data.dataDir, 'media'), broken)).toMatchObject({
        status: 'error',
        storage: 'error',
      });
      broken.destroy();
      storage.destroy();
    } finally {
      await server.close();
      await data.remove();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
