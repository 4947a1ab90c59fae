/** A chapter: a title that starts `offset` seconds into the video. */
export interface PlayerChapter {
  id: string;
  offset: number;
  title: string;
}

/** `m:ss`, or `h:mm:ss` from one hour on. */
export function formatTime(seconds: number): string {
  const total = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
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
