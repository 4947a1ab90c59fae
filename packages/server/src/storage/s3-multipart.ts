import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  PutObjectCommand,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { PART_SPAN_BYTES } from '@reelbase/contract';
import { type BucketCalls, type ListedObject, mapLimit, statusOf } from './s3-bucket.ts';
import { spool } from './s3-spool.ts';
import { assertValidKey, type Storage, UPLOADS_PREFIX } from './storage.ts';

const MiB = 1024 * 1024;
/** S3's smallest part (every part but the last must have at least this many bytes). */
export const MIN_PART_BYTES = 5 * MiB;
/** S3's largest part. */
const MAX_PART_BYTES = 5 * 1024 * MiB;
/** S3 numbers the parts of one upload from 1 to 10000. */
export const MAX_PART_NUMBER = 10_000;
/** Small parts are joined into S3 parts of about this size. */
export const GROUP_BYTES = 16 * MiB;

/**
 * The S3 part number of a part sent straight into the S3 upload. The chunk protocol numbers a
 * part by the MiB its offset starts in, so two parts of at least 5 MiB are at least 5 numbers
 * apart: dividing by 5 keeps them apart and in order, and fits 10000 S3 parts for any file the
 * product accepts (43 GB is about 44000 MiB).
 */
export const s3PartNumberOf = (partNumber: number) =>
  Math.floor((partNumber - 1) / (MIN_PART_BYTES / PART_SPAN_BYTES)) + 1;

/** `uploads/{uploadId}/multipart.json`: which S3 multipart upload (and object key) holds the large parts. */
interface Manifest {
  key: string;
  uploadId: string;
}

/** `uploads/{uploadId}/part-NNNNNN.sent`: a part that went into the S3 upload. */
interface SentRecord {
  uploadId: string;
  s3PartNumber: number;
  size: number;
  etag: string;
}

/** One part of the object being completed, in order. */
export interface Piece {
  partNumber: number;
  size: number;
  /** Set when the part is in the S3 multipart upload already (else it is a small object). */
  sent?: { s3PartNumber: number; etag: string };
}

/** One S3 part of the completed object: a part already sent, or small parts to join and send. */
export interface PlannedPart {
  s3PartNumber: number;
  pieces: Piece[];
  etag?: string;
}

const bytesOf = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + piece.size, 0);

/** Cuts consecutive pieces into groups of about GROUP_BYTES; a short tail joins the group before it. */
export function groupsOf(pieces: Piece[]): Piece[][] {
  const groups: Piece[][] = [];
  let current: Piece[] = [];
  let bytes = 0;
  for (const piece of pieces) {
    current.push(piece);
    bytes += piece.size;
    if (bytes >= GROUP_BYTES) {
      groups.push(current);
      current = [];
      bytes = 0;
    }
  }
  if (current.length > 0) {
    if (bytes < MIN_PART_BYTES && groups.length > 0) groups[groups.length - 1].push(...current);
    else groups.push(current);
  }
  return groups;
}

/**
 * The S3 parts that complete the upload where it is: the parts already sent keep their numbers,
 * runs of small parts between them are joined into groups numbered in the gaps. Null when that
 * is not possible: a run of small parts under 5 MiB before a sent part (the client changed its
 * chunk size), or sent parts out of order.
 */
export function planInPlace(pieces: Piece[]): PlannedPart[] | null {
  const plan: PlannedPart[] = [];
  let previous = 0;
  for (let index = 0; index < pieces.length; ) {
    const piece = pieces[index];
    if (piece.sent) {
      if (piece.sent.s3PartNumber <= previous) return null;
      previous = piece.sent.s3PartNumber;
      plan.push({ s3PartNumber: previous, pieces: [piece], etag: piece.sent.etag });
      index += 1;
      continue;
    }
    let end = index;
    while (end < pieces.length && !pieces[end].sent) end += 1;
    const groups = groupsOf(pieces.slice(index, end));
    const next = pieces[end]?.sent?.s3PartNumber;
    if (next !== undefined && bytesOf(groups[groups.length - 1]) < MIN_PART_BYTES) return null;
    const highest = next === undefined ? MAX_PART_NUMBER : next - 1;
    for (const group of groups) {
      previous += 1;
      if (previous > highest) return null;
      plan.push({ s3PartNumber: previous, pieces: group });
    }
    index = end;
  }
  return plan;
}

const folderOf = (uploadId: string) => `${UPLOADS_PREFIX}/${uploadId}`;
const manifestKey = (uploadId: string) => `${folderOf(uploadId)}/multipart.json`;
const partKey = (uploadId: string, partNumber: number) =>
  `${folderOf(uploadId)}/part-${String(partNumber).padStart(6, '0')}`;
const sentKey = (uploadId: string, partNumber: number) => `${partKey(uploadId, partNumber)}.sent`;
const PART_KEY = /\/part-(\d+)(\.sent)?$/;

const missing = (uploadId: string, partNumber: number) =>
  new Error(`Part ${partNumber} of upload ${uploadId} was not found`);

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

  /** The listed parts, in the given order, each a small object or a part sent into `manifest`. */
  async function piecesOf(uploadId: string, partNumbers: number[], manifest: Manifest | null): Promise<Piece[]> {
    const small = new Map<number, ListedObject>();
    const sent = new Map<number, ListedObject>();
    for (const object of await calls.list(`${folderOf(uploadId)}/`)) {
      const match = PART_KEY.exec(object.key);
      if (match) (match[2] ? sent : small).set(Number(match[1]), object);
    }
    // A part sent again in the other size class leaves both for a moment: the newer one counts.
    const usesSent = (partNumber: number) => {
      const record = sent.get(partNumber);
      const object = small.get(partNumber);
      return record !== undefined && (object === undefined || record.lastModified > object.lastModified);
    };
    const records = new Map<number, SentRecord>();
    const sentNumbers = [...new Set(partNumbers.filter(usesSent))];
    await mapLimit(sentNumbers, 8, async (partNumber) => {
      const record = await calls.getJson<SentRecord>(sentKey(uploadId, partNumber));
      if (record) records.set(partNumber, record);
    });
    return partNumbers.map((partNumber) => {
      if (!usesSent(partNumber)) {
        const object = small.get(partNumber);
        if (!object) throw missing(uploadId, partNumber);
        return { partNumber, size: object.size };
      }
      const record = records.get(partNumber);
      if (!record || record.uploadId !== manifest?.uploadId) throw missing(uploadId, partNumber);
      const when = sent.get(partNumber)?.lastModified ?? 0;
      for (const [other, object] of sent) {
        if (other !== partNumber && s3PartNumberOf(other) === record.s3PartNumber && object.lastModified >= when) {
          throw new Error(`Part ${partNumber} of upload ${uploadId} was overwritten by part ${other}`);
        }
      }
      return { partNumber, size: record.size, sent: { s3PartNumber: record.s3PartNumber, etag: record.etag } };
    });
  }

  /** The bytes of consecutive pieces, each read from where `sourceOf` says. */
  async function* piecesBytes(pieces: Piece[], sourceOf: (piece: Piece) => { key: string; range?: string }) {
    for (const piece of pieces) {
      if (piece.size === 0) continue;
      const source = sourceOf(piece);
      const object = await calls.get(source.key, source.range);
      if (!object) throw new Error(`${source.key} was not found`);
      let count = 0;
      for await (const bytes of object.body) {
        count += (bytes as Buffer).length;
        yield bytes as Buffer;
      }
      if (count !== piece.size) throw new Error(`${source.key} gave ${count} bytes instead of ${piece.size}`);
    }
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
            Body: Readable.from(piecesBytes(part.pieces, sourceOf)),
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
      const pieces = await piecesOf(uploadId, partNumbers, manifest);
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
