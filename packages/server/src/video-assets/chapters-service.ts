import { type Chapter, type chapterInputSchema, type chapterUpdateSchema, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import type { z } from 'zod';
import { NotFoundError, ValidationError } from '../errors.ts';
import {
  type ChapterRow,
  deleteChapter,
  findChapter,
  insertChapter,
  listChapters,
  updateChapter,
  type VideoRef,
} from './video-assets-repository.ts';
import type { AssetDeps } from './video-assets-service.ts';

const toChapter = (row: ChapterRow): Chapter => ({ _id: row.id, offset: row.offsetSeconds, value: row.value });

export async function chaptersOf(deps: AssetDeps, video: VideoRef) {
  return { chapters: (await listChapters(deps.db, video.id)).map(toChapter) };
}

/** The largest offset: the duration in whole tenths of a second (the time input's step), or none before probing. */
export const maxOffsetOf = (video: VideoRef) =>
  video.durationMs === null ? null : Math.floor(video.durationMs / 100) / 10;

/** An offset in seconds rounded to milliseconds; over the video's duration is 422. */
function checkedOffset(video: VideoRef, offset: number): number {
  const max = maxOffsetOf(video);
  if (max !== null && offset > max) throw new ValidationError({ offset: [VIDEO_ASSET_TEXTS.outOfRange(max)] });
  return Math.round(offset * 1000) / 1000;
}

/** POST chapters: an empty text becomes "New Chapter". */
export async function addChapter(deps: AssetDeps, video: VideoRef, input: z.output<typeof chapterInputSchema>) {
  const row = await insertChapter(deps.db, {
    videoId: video.id,
    offsetSeconds: checkedOffset(video, input.offset),
    value: input.value || VIDEO_ASSET_TEXTS.newChapter,
  });
  return toChapter(row);
}

async function chapterOf(deps: AssetDeps, video: VideoRef, id: string) {
  const row = await findChapter(deps.db, video.id, id);
  if (!row) throw new NotFoundError(VIDEO_ASSET_TEXTS.chapterNotFound);
  return row;
}

export async function changeChapter(
  deps: AssetDeps,
  video: VideoRef,
  id: string,
  input: z.output<typeof chapterUpdateSchema>,
): Promise<Chapter> {
  await chapterOf(deps, video, id);
  const row = await updateChapter(deps.db, id, {
    ...(input.offset !== undefined ? { offsetSeconds: checkedOffset(video, input.offset) } : {}),
    ...(input.value !== undefined ? { value: input.value || VIDEO_ASSET_TEXTS.newChapter } : {}),
  });
  if (!row) throw new NotFoundError(VIDEO_ASSET_TEXTS.chapterNotFound);
  return toChapter(row);
}

export async function removeChapter(deps: AssetDeps, video: VideoRef, id: string): Promise<void> {
  const row = await chapterOf(deps, video, id);
  await deleteChapter(deps.db, row.id);
}
