import { type BucketCalls, type ListedObject, mapLimit } from './s3-bucket.ts';
import { type Piece, s3PartNumberOf } from './s3-multipart-plan.ts';
import { UPLOADS_PREFIX } from './storage.ts';

/*
 * Where an upload's parts live in the bucket (`uploads/{uploadId}/`) and how they are read back.
 */

/** `uploads/{uploadId}/multipart.json`: which S3 multipart upload (and object key) holds the large parts. */
export interface Manifest {
  key: string;
  uploadId: string;
}

/** `uploads/{uploadId}/part-NNNNNN.sent`: a part that went into the S3 upload. */
export interface SentRecord {
  uploadId: string;
  s3PartNumber: number;
  size: number;
  etag: string;
}

export const folderOf = (uploadId: string) => `${UPLOADS_PREFIX}/${uploadId}`;
export const manifestKey = (uploadId: string) => `${folderOf(uploadId)}/multipart.json`;
export const partKey = (uploadId: string, partNumber: number) =>
  `${folderOf(uploadId)}/part-${String(partNumber).padStart(6, '0')}`;
export const sentKey = (uploadId: string, partNumber: number) => `${partKey(uploadId, partNumber)}.sent`;
const PART_KEY = /\/part-(\d+)(\.sent)?$/;

const missing = (uploadId: string, partNumber: number) =>
  new Error(`Part ${partNumber} of upload ${uploadId} was not found`);

/** The listed parts, in the given order, each a small object or a part sent into `manifest`. */
export async function piecesOf(
  calls: BucketCalls,
  uploadId: string,
  partNumbers: number[],
  manifest: Manifest | null,
): Promise<Piece[]> {
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
export async function* piecesBytes(
  calls: BucketCalls,
  pieces: Piece[],
  sourceOf: (piece: Piece) => { key: string; range?: string },
) {
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
