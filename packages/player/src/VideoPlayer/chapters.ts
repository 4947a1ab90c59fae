export { formatTime } from './time.ts';

/** A chapter: a title that starts `offset` seconds into the video. */
export interface PlayerChapter {
  id: string;
  offset: number;
  title: string;
}

/** Chapters in the order they play. */
export function sortChapters<T extends PlayerChapter>(chapters: readonly T[]): T[] {
  return [...chapters].sort((a, b) => a.offset - b.offset);
}

/** The index (in `sorted`) of the chapter playing at `time`; -1 before the first one. */
export function currentChapterIndex(sorted: readonly PlayerChapter[], time: number): number {
  let index = -1;
  for (let i = 0; i < sorted.length; i++) {
    if (sorted[i].offset <= time) index = i;
    else break;
  }
  return index;
}
