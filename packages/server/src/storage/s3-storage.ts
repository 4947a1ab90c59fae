import { tmpdir } from 'node:os';
import { Readable } from 'node:stream';
import { HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { bucketCalls, statusOf } from './s3-bucket.ts';
import type { S3Settings } from './s3-config.ts';
import { multipartCalls } from './s3-multipart.ts';
import { assertValidKey, type ByteRange, type Storage, type StoredObject } from './storage.ts';

/** The S3 storage; `destroy()` closes its connections. */
export interface S3Storage extends Storage {
  readonly bucket: string;
  destroy(): void;
}

export interface S3StorageOptions {
  /** Where parts of 5 MiB and more wait while they are counted and hashed (default: the system's). */
  tempDir?: string;
}

/** The S3 client for the settings. */
export function s3ClientOf(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Plain requests with Content-MD5 where it matters, which every S3-compatible server
    // understands (the default CRC trailers with aws-chunked bodies are not understood by all).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Each download being served holds a connection: allow more than the default 50.
    requestHandler: {
      httpAgent: { keepAlive: true, maxSockets: 256 },
      httpsAgent: { keepAlive: true, maxSockets: 256 },
    },
  });
}

const emptyStream = () => Readable.from([]);

/**
 * Media in an S3-compatible bucket, under the same keys as the local folder. Reads stream
 * straight from GetObject (with the Range passed on); `put` of a stream of unknown length goes
 * through the SDK's managed upload (8 MiB parts, two at a time). The chunk protocol's parts map
 * onto an S3 multipart upload (see s3-multipart.ts). There is no local file: ffmpeg works on a
 * temporary copy (`localPath` answers null).
 */
export function createS3Storage(settings: S3Settings, options: S3StorageOptions = {}): S3Storage {
  const client = s3ClientOf(settings);
  const calls = bucketCalls(client, settings.bucket);
  const multipart = multipartCalls(calls, options.tempDir ?? tmpdir());
  const bucket = settings.bucket;

  const listUnder = async (prefix: string) => {
    assertValidKey(prefix);
    return calls.list(`${prefix}/`);
  };

  return {
    bucket,
    ...multipart,

    async put(key, content) {
      assertValidKey(key);
      if (Buffer.isBuffer(content)) {
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: key, Body: content, ContentLength: content.length }),
        );
        return;
      }
      await new Upload({
        client,
        params: { Bucket: bucket, Key: key, Body: content },
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      }).done();
    },

    async read(key, range?: ByteRange): Promise<StoredObject | null> {
      assertValidKey(key);
      if (!range) {
        const object = await calls.get(key);
        return object && { body: object.body, size: object.ContentLength ?? 0 };
      }
      try {
        const object = await calls.get(key, `bytes=${range.start}-${range.end}`);
        if (!object) return null;
        const total = /\/(\d+)$/.exec(object.ContentRange ?? '');
        const size = total ? Number(total[1]) : (object.ContentLength ?? 0);
        return { body: object.body, size, range: { start: range.start, end: Math.min(range.end, size - 1) } };
      } catch (error) {
        if (statusOf(error) !== 416) throw error;
        // A range starting past the end: nothing to send, as the local folder does.
        const head = await calls.head(key);
        if (!head) return null;
        return { body: emptyStream(), size: head.size, range: { start: range.start, end: head.size - 1 } };
      }
    },

    async remove(key) {
      assertValidKey(key);
      await calls.deleteOne(key);
    },

    async removeAll(prefix) {
      await calls.deleteMany((await listUnder(prefix)).map((object) => object.key));
    },

    async exists(key) {
      assertValidKey(key);
      return (await calls.head(key)) !== null;
    },

    async size(prefix) {
      return (await listUnder(prefix)).reduce((sum, object) => sum + object.size, 0);
    },

    localPath() {
      return null;
    },

    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(5000) });
    },

    destroy() {
      client.destroy();
    },
  };
}
