import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';
import type { S3Settings } from '../../src/storage/s3-config.ts';

/** S3's smallest part but the last, which s3rver does not check by itself. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

/** A real S3-compatible server (s3rver) on 127.0.0.1 with a free port and a temporary folder. */
export interface S3TestServer {
  settings: S3Settings;
  /** The multipart uploads s3rver holds parts of (it cannot abort them: AbortMultipartUpload is 405). */
  openUploads(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * Starts s3rver with one bucket. CompleteMultipartUpload is made as strict as S3's: part numbers
 * ascending, every listed part present with the given ETag, every part but the last at least 5 MiB.
 */
export async function startS3Server(bucket = 'reelbase-media'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'reelbase-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const store = server.store;
  const uploadsDir = () => store.getResourcePath(bucket, undefined, 'uploads');
  const complete = store.putObjectMultipart.bind(store);
  store.putObjectMultipart = async (name, uploadId, parts) => {
    const folder = path.join(store.getResourcePath(name, undefined, 'uploads'), uploadId);
    let previous = 0;
    for (const [index, part] of parts.entries()) {
      if (part.number <= previous || part.number > 10_000) {
        throw new S3Error('InvalidPartOrder', 'The list of parts was not in ascending order.');
      }
      previous = part.number;
      const file = path.join(folder, String(part.number));
      const [info, md5] = await Promise.all([
        stat(file).catch(() => null),
        readFile(`${file}.md5`, 'utf8').catch(() => null),
      ]);
      if (!info || md5 !== part.etag) {
        throw new S3Error('InvalidPart', 'One or more of the specified parts could not be found.');
      }
      if (index < parts.length - 1 && info.size < MIN_PART_BYTES) {
        throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed object size.');
      }
    }
    return complete(name, uploadId, parts);
  };
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    openUploads: () => readdir(uploadsDir()).catch(() => []),
    async close() {
      server.httpServer.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
