import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { type BucketCalls, mapLimit, statusOf } from './s3-bucket.ts';
import {
  folderOf,
  type Manifest,
  manifestKey,
  partKey,
  piecesBytes,
  piecesOf,
  type SentRecord,
  sentKey,
} from './s3-multipart-layout.ts';
import {
  bytesOf,
  groupsOf,
  MAX_PART_BYTES,
  MAX_PART_NUMBER,
  MIN_PART_BYTES,
  type Piece,
  type PlannedPart,
  planInPlace,
  s3PartNumberOf,
} from './s3-multipart-plan.ts';
import { spool } from './s3-spool.ts';
import { assertValidKey, type Storage, UPLOADS_PREFIX } from './storage.ts';

type Multipart = Pick<Storage, 'putPart' | 'completeParts' | 'abortParts' | 'listUploads'>;

/**
 * The multipart side of the S3 storage. A part of at least 5 MiB goes straight into an S3
 * multipart upload for the object's key (UploadPart: its bytes are sent once and never copied);
 * a smaller part is kept as the object `uploads/{uploadId}/part-NNNNNN`, since S3 refuses parts
 * under 5 MiB but the last. Completing joins runs of small parts into S3 parts of about 16 MiB
 * (streamed through this process) and calls CompleteMultipartUpload. Everything about an upload
 * lives under `uploads/{uploadId}/` in the bucket, so it survives restarts and any server
 * process can continue it.
 */
export function multipartCalls(calls: BucketCalls, tempDir: string): Multipart {
  const { client, bucket } = calls;
  /** Manifests never change once written: cached per process. */
  const manifests = new Map<string, Manifest>();
  const starting = new Map<string, Promise<Manifest>>();

  const remember = (uploadId: string, manifest: Manifest) => {
    manifests.set(uploadId, manifest);
    if (manifests.size > 1000) manifests.delete(manifests.keys().next().value as string);
    return manifest;
  };

  async function manifestOf(uploadId: string): Promise<Manifest | null> {
    const known = manifests.get(uploadId);
    if (known) return known;
    const stored = await calls.getJson<Manifest>(manifestKey(uploadId));
    return stored ? remember(uploadId, stored) : null;
  }

  async function abortUpload(manifest: Manifest) {
    try {
      await client.send(
        new AbortMultipartUploadCommand({ Bucket: bucket, Key: manifest.key, UploadId: manifest.uploadId }),
      );
    } catch (error) {
      // 404: completed or aborted already. 405/501: a server without the call (its own expiry
      // of unfinished uploads removes the parts). Anything else is retried by the next clean-up.
      if (![404, 405, 501].includes(statusOf(error) ?? 0)) throw error;
    }
  }

  /** CreateMultipartUpload and its manifest; a racing process that wrote first wins (conditional write). */
  async function createManifest(uploadId: string, key: string, replace: boolean): Promise<Manifest> {
    const created = await client.send(new CreateMultipartUploadCommand({ Bucket: bucket, Key: key }));
    if (!created.UploadId) throw new Error('CreateMultipartUpload answered no UploadId');
    const manifest = { key, uploadId: created.UploadId };
    try {
      await calls.putJson(manifestKey(uploadId), manifest, { onlyIfNew: !replace });
    } catch (error) {
      await abortUpload(manifest).catch(() => undefined);
      const winner =
        [409, 412].includes(statusOf(error) ?? 0) && (await calls.getJson<Manifest>(manifestKey(uploadId)));
      if (!winner) throw error;
      return remember(uploadId, winner);
    }
    return remember(uploadId, manifest);
  }

  /** The upload's S3 multipart upload, started on first use (once per upload in this process). */
  function multipartOf(uploadId: string, key: string): Promise<Manifest> {
    let pending = starting.get(uploadId);
    if (!pending) {
      pending = manifestOf(uploadId).then((known) => known ?? createManifest(uploadId, key, false));
      starting.set(uploadId, pending);
      pending.then(
        () => starting.delete(uploadId),
        () => starting.delete(uploadId),
      );
    }
    return pending;
  }

  async function removeFolder(uploadId: string) {
    const objects = await calls.list(`${folderOf(uploadId)}/`);
    await calls.deleteMany(objects.map((object) => object.key));
    manifests.delete(uploadId);
  }

  /** Sends the planned parts that are not in S3 yet (four at a time), then CompleteMultipartUpload. */
  async function finish(
    manifest: Manifest,
    plan: PlannedPart[],
    sourceOf: (piece: Piece) => { key: string; range?: string },
  ) {
    await mapLimit(
      plan.filter((part) => !part.etag),
      4,
      async (part) => {
        const answer = await client.send(
          new UploadPartCommand({
            Bucket: bucket,
            Key: manifest.key,
            UploadId: manifest.uploadId,
            PartNumber: part.s3PartNumber,
            Body: Readable.from(piecesBytes(calls, part.pieces, sourceOf)),
            ContentLength: bytesOf(part.pieces),
          }),
        );
        part.etag = answer.ETag;
      },
    );
    await client.send(
      new CompleteMultipartUploadCommand({
        Bucket: bucket,
        Key: manifest.key,
        UploadId: manifest.uploadId,
        MultipartUpload: { Parts: plan.map((part) => ({ PartNumber: part.s3PartNumber, ETag: part.etag })) },
      }),
    );
  }

  /**
   * When the upload cannot be completed where it is: the sent parts (each at least 5 MiB) become
   * the object first, then a new upload to the same key reads them back by range with the small
   * parts in between, in groups S3 accepts. Every byte passes through this process once.
   */
  async function rebuild(uploadId: string, manifest: Manifest, pieces: Piece[]) {
    const sent = [...new Map(pieces.filter((piece) => piece.sent).map((piece) => [piece.partNumber, piece])).values()];
    sent.sort((a, b) => a.sent!.s3PartNumber - b.sent!.s3PartNumber);
    const offsets = new Map<number, number>();
    let offset = 0;
    for (const piece of sent) {
      offsets.set(piece.partNumber, offset);
      offset += piece.size;
    }
    const staged = sent.map((piece) => ({
      s3PartNumber: piece.sent!.s3PartNumber,
      pieces: [piece],
      etag: piece.sent!.etag,
    }));
    if (staged.length > 0) await finish(manifest, staged, () => ({ key: manifest.key }));
    const plan = groupsOf(pieces).map((group, index) => ({ s3PartNumber: index + 1, pieces: group }));
    if (plan.length > MAX_PART_NUMBER) throw new Error(`Upload ${uploadId} needs more than ${MAX_PART_NUMBER} parts`);
    const fresh = await createManifest(uploadId, manifest.key, true);
    await finish(fresh, plan, (piece) => {
      if (!piece.sent) return { key: partKey(uploadId, piece.partNumber) };
      const start = offsets.get(piece.partNumber) ?? 0;
      return { key: manifest.key, range: `bytes=${start}-${start + piece.size - 1}` };
    });
  }

  return {
    async putPart(uploadId, partNumber, content, key) {
      assertValidKey(folderOf(uploadId));
      if (!Number.isSafeInteger(partNumber) || partNumber < 1)
        throw new RangeError(`Invalid part number ${partNumber}`);
      if (key !== undefined) assertValidKey(key);
      const part = await spool(content, MIN_PART_BYTES, tempDir);
      try {
        const large =
          key !== undefined &&
          part.size >= MIN_PART_BYTES &&
          part.size <= MAX_PART_BYTES &&
          s3PartNumberOf(partNumber) <= MAX_PART_NUMBER;
        const manifest = large ? await multipartOf(uploadId, key) : null;
        const contentMd5 = part.md5.toString('base64');
        if (manifest && manifest.key === key) {
          const s3PartNumber = s3PartNumberOf(partNumber);
          const answer = await client.send(
            new UploadPartCommand({
              Bucket: bucket,
              Key: key,
              UploadId: manifest.uploadId,
              PartNumber: s3PartNumber,
              Body: part.body(),
              ContentLength: part.size,
              ContentMD5: contentMd5,
            }),
          );
          const etag = answer.ETag ?? `"${part.md5.toString('hex')}"`;
          const record: SentRecord = { uploadId: manifest.uploadId, s3PartNumber, size: part.size, etag };
          await calls.putJson(sentKey(uploadId, partNumber), record);
          await calls.deleteOne(partKey(uploadId, partNumber));
        } else {
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: partKey(uploadId, partNumber),
              Body: part.body(),
              ContentLength: part.size,
              ContentMD5: contentMd5,
            }),
          );
          await calls.deleteOne(sentKey(uploadId, partNumber));
        }
        return { etag: part.md5.toString('hex'), size: part.size };
      } finally {
        await part.discard();
      }
    },

    async completeParts(uploadId, partNumbers, key) {
      assertValidKey(folderOf(uploadId));
      assertValidKey(key);
      const manifest = await manifestOf(uploadId);
      if (manifest && manifest.key !== key) {
        throw new Error(`Upload ${uploadId} was started for ${manifest.key}, not ${key}`);
      }
      const pieces = await piecesOf(calls, uploadId, partNumbers, manifest);
      if (bytesOf(pieces) === 0) {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: Buffer.alloc(0) }));
        if (manifest) await abortUpload(manifest);
      } else {
        const target = manifest ?? (await createManifest(uploadId, key, true));
        const plan = planInPlace(pieces);
        if (plan) await finish(target, plan, (piece) => ({ key: partKey(uploadId, piece.partNumber) }));
        else await rebuild(uploadId, target, pieces);
      }
      const stored = await calls.head(key);
      if (!stored) throw new Error(`${key} is missing after completing upload ${uploadId}`);
      await removeFolder(uploadId);
      return { size: stored.size };
    },

    async abortParts(uploadId) {
      assertValidKey(folderOf(uploadId));
      const manifest = await manifestOf(uploadId);
      if (manifest) await abortUpload(manifest);
      await removeFolder(uploadId);
    },

    async listUploads() {
      return calls.folders(`${UPLOADS_PREFIX}/`);
    },
  };
}
