import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { PartsConflictError } from './storage.ts';

/*
 * An upload's folder `uploads/{uploadId}/` holds one data file, where every part is written at its
 * offset in the file (so that joining parts that follow each other from byte 0 is a rename), and a
 * journal with one line per write: `{partNumber} {offset} {size} {etag}` (etag `-` for a write that
 * failed half-way). The last line of a part number is the part; a part sent again replaces it.
 */
export const DATA_FILE = 'data';
export const JOURNAL_FILE = 'journal';

/** Before the data file, each part was a file of its own; an upload begun then is joined as then. */
export const legacyPartName = (partNumber: number) => `part-${String(partNumber).padStart(6, '0')}`;

export interface JournalLine {
  partNumber: number;
  offset: number;
  size: number;
  /** null for a write that failed half-way. */
  etag: string | null;
}

export async function readJournal(file: string): Promise<JournalLine[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const lines: JournalLine[] = [];
  for (const line of text.split('\n')) {
    const match = /^(\d+) (\d+) (\d+) ([0-9a-f]{32}|-)$/.exec(line);
    if (!match) continue;
    const [, partNumber, offset, size, etag] = match;
    lines.push({
      partNumber: Number(partNumber),
      offset: Number(offset),
      size: Number(size),
      etag: etag === '-' ? null : etag,
    });
  }
  return lines;
}

/** Whether the parts follow each other from byte 0 without a gap or an overlap. */
export function isChain(parts: JournalLine[]): boolean {
  let end = 0;
  for (const part of parts) {
    if (part.offset !== end) return false;
    end += part.size;
  }
  return true;
}

const overlaps = (a: JournalLine, b: JournalLine) =>
  a.size > 0 && b.size > 0 && a.offset < b.offset + b.size && b.offset < a.offset + a.size;

/**
 * A part whose bytes another write may have covered (a chunk sent at an overlapping offset, a
 * larger earlier version of another part) is read again and must still have its MD5; with a
 * client that sends the file's own bytes at every offset, that always holds. A part sent again at
 * the same offset covers its earlier versions and needs no check.
 */
export async function verifyOverwritten(data: string, parts: JournalLine[], writes: JournalLine[]) {
  for (const part of parts) {
    const index = writes.lastIndexOf(part);
    const covered = writes.some(
      (write, at) =>
        at !== index &&
        overlaps(write, part) &&
        !(
          at < index &&
          write.partNumber === part.partNumber &&
          write.offset === part.offset &&
          write.size <= part.size
        ),
    );
    if (!covered) continue;
    const md5 = createHash('md5');
    if (part.size > 0) {
      for await (const piece of createReadStream(data, { start: part.offset, end: part.offset + part.size - 1 })) {
        md5.update(piece as Buffer);
      }
    }
    if (md5.digest('hex') !== part.etag) {
      throw new PartsConflictError(
        `Part ${part.partNumber} was overwritten by an overlapping chunk; it must be sent again.`,
      );
    }
  }
}
