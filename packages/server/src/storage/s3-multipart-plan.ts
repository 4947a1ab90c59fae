import { PART_SPAN_BYTES } from '@reelbase/contract';

/*
 * How the parts of an upload become the parts of one S3 multipart upload: sizes, numbers and the plan
 * that completes an upload in place.
 */

const MiB = 1024 * 1024;
/** S3's smallest part (every part but the last must have at least this many bytes). */
export const MIN_PART_BYTES = 5 * MiB;
/** S3's largest part. */
export const MAX_PART_BYTES = 5 * 1024 * MiB;
/** S3 numbers the parts of one upload from 1 to 10000. */
export const MAX_PART_NUMBER = 10_000;
/** Small parts are joined into S3 parts of about this size. */
const GROUP_BYTES = 16 * MiB;

/**
 * The S3 part number of a part sent straight into the S3 upload. The chunk protocol numbers a
 * part by the MiB its offset starts in, so two parts of at least 5 MiB are at least 5 numbers
 * apart: dividing by 5 keeps them apart and in order, and fits 10000 S3 parts for any file the
 * product accepts (43 GB is about 44000 MiB).
 */
export const s3PartNumberOf = (partNumber: number) =>
  Math.floor((partNumber - 1) / (MIN_PART_BYTES / PART_SPAN_BYTES)) + 1;

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

export const bytesOf = (pieces: Piece[]) => pieces.reduce((sum, piece) => sum + piece.size, 0);

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
