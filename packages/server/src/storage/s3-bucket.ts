import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  type ListObjectsV2CommandOutput,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';

/** The HTTP status of an S3 error (undefined for network errors). */
export function statusOf(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

const isMissing = (error: unknown) => statusOf(error) === 404;

/** One listed object. */
export interface ListedObject {
  key: string;
  size: number;
  /** Milliseconds since 1970 (S3 keeps whole seconds). */
  lastModified: number;
}

/** Runs `work` over the items with at most `limit` at a time; answers the results in item order. */
export async function mapLimit<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** The object calls of one bucket that both the object and the multipart side use. */
export function bucketCalls(client: S3Client, bucket: string) {
  async function listPage(prefix: string, delimiter: string | undefined, token: string | undefined) {
    return client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, Delimiter: delimiter, ContinuationToken: token }),
    );
  }

  async function* pages(prefix: string, delimiter?: string): AsyncGenerator<ListObjectsV2CommandOutput> {
    let token: string | undefined;
    do {
      const page = await listPage(prefix, delimiter, token);
      yield page;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** The object's body stream and headers, or null when there is none. */
  async function get(key: string, range?: string) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: range }));
      return { ...answer, body: answer.Body as Readable };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    client,
    bucket,
    get,

    /** Every object whose key starts with `prefix`. */
    async list(prefix: string): Promise<ListedObject[]> {
      const found: ListedObject[] = [];
      for await (const page of pages(prefix)) {
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          found.push({ key: item.Key, size: item.Size ?? 0, lastModified: item.LastModified?.getTime() ?? 0 });
        }
      }
      return found;
    },

    /** The next level of "folders" below `prefix` (which ends with a slash), without the prefix and slash. */
    async folders(prefix: string): Promise<string[]> {
      const found: string[] = [];
      for await (const page of pages(prefix, '/')) {
        for (const item of page.CommonPrefixes ?? []) {
          if (item.Prefix) found.push(item.Prefix.slice(prefix.length).replace(/\/$/, ''));
        }
      }
      return found;
    },

    async head(key: string): Promise<{ size: number } | null> {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    /** A small JSON object (the records of multipart uploads). */
    async putJson(key: string, value: unknown, options: { onlyIfNew?: boolean } = {}) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: JSON.stringify(value),
          ContentType: 'application/json',
          IfNoneMatch: options.onlyIfNew ? '*' : undefined,
        }),
      );
    },

    async getJson<T>(key: string): Promise<T | null> {
      const answer = await get(key);
      if (!answer) return null;
      return JSON.parse(await answer.Body!.transformToString()) as T;
    },

    async deleteOne(key: string) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    /** Deletes the keys, 1000 per request; a missing key is not an error. */
    async deleteMany(keys: string[]) {
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((key) => ({ Key: key })), Quiet: true },
          }),
        );
        const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(`Could not delete ${failed.length} objects: ${failed[0].Key} (${failed[0].Code})`);
        }
      }
    },
  };
}

export type BucketCalls = ReturnType<typeof bucketCalls>;
