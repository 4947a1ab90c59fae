import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import {
  encodings,
  libraries,
  videoChapters,
  videoInteractiveElements,
  videoInteractiveImages,
  videoPresentationSlides,
  videoQuitclaims,
  videoSubtitles,
  videos,
  videoTranscripts,
} from '../db/schema.ts';

export type QuitclaimRow = typeof videoQuitclaims.$inferSelect;
export type SubtitleRow = typeof videoSubtitles.$inferSelect;
export type TranscriptRow = typeof videoTranscripts.$inferSelect;
export type ChapterRow = typeof videoChapters.$inferSelect;

/** What the asset rules need to know about a video. */
export interface VideoRef {
  id: string;
  libraryId: number;
  companyId: number;
  durationMs: number | null;
  sourceKey: string | null;
  thumbnailKey: string | null;
}

export async function findVideoRef(db: Executor, id: string): Promise<VideoRef | null> {
  const [row] = await db
    .select({
      id: videos.id,
      libraryId: videos.libraryId,
      companyId: libraries.companyId,
      durationMs: videos.durationMs,
      sourceKey: videos.sourceKey,
      thumbnailKey: videos.thumbnailKey,
    })
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .where(eq(videos.id, id));
  return row ?? null;
}

/** Sets the thumbnail; answers the previous key (null when the video is gone or had none). */
export async function setThumbnailKey(db: Executor, videoId: string, key: string): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ key: videos.thumbnailKey })
      .from(videos)
      .where(eq(videos.id, videoId))
      .for('update');
    await tx.update(videos).set({ thumbnailKey: key }).where(eq(videos.id, videoId));
    return before?.key ?? null;
  });
}

/** The storage key of the highest ready rendition, if any. */
export async function bestRenditionKey(db: Executor, videoId: string): Promise<string | null> {
  const [row] = await db
    .select({ key: encodings.storageKey })
    .from(encodings)
    .where(and(eq(encodings.videoId, videoId), eq(encodings.ready, true)))
    .orderBy(desc(encodings.height))
    .limit(1);
  return row?.key ?? null;
}

// Quitclaims

export async function listQuitclaims(db: Executor, videoId: string): Promise<QuitclaimRow[]> {
  return db
    .select()
    .from(videoQuitclaims)
    .where(eq(videoQuitclaims.videoId, videoId))
    .orderBy(asc(videoQuitclaims.createdAt), asc(videoQuitclaims.id));
}

export async function findQuitclaim(db: Executor, videoId: string, id: string): Promise<QuitclaimRow | null> {
  const [row] = await db
    .select()
    .from(videoQuitclaims)
    .where(and(eq(videoQuitclaims.videoId, videoId), eq(videoQuitclaims.id, id)));
  return row ?? null;
}

export async function insertQuitclaim(db: Executor, row: typeof videoQuitclaims.$inferInsert): Promise<QuitclaimRow> {
  const [inserted] = await db.insert(videoQuitclaims).values(row).returning();
  return inserted;
}

export async function updateQuitclaim(
  db: Executor,
  id: string,
  changes: { personName: string; copyrightEndAt: string },
): Promise<QuitclaimRow | null> {
  const [row] = await db.update(videoQuitclaims).set(changes).where(eq(videoQuitclaims.id, id)).returning();
  return row ?? null;
}

export async function deleteQuitclaim(db: Executor, id: string): Promise<void> {
  await db.delete(videoQuitclaims).where(eq(videoQuitclaims.id, id));
}

// Subtitles

export async function listSubtitles(db: Executor, videoId: string): Promise<SubtitleRow[]> {
  return db
    .select()
    .from(videoSubtitles)
    .where(eq(videoSubtitles.videoId, videoId))
    .orderBy(asc(videoSubtitles.createdAt), asc(videoSubtitles.id));
}

export async function findSubtitle(db: Executor, videoId: string, id: string): Promise<SubtitleRow | null> {
  const [row] = await db
    .select()
    .from(videoSubtitles)
    .where(and(eq(videoSubtitles.videoId, videoId), eq(videoSubtitles.id, id)));
  return row ?? null;
}

/** Takes the default mark from every other subtitle of the video. */
export async function clearDefaultSubtitles(db: Executor, videoId: string, except?: string): Promise<void> {
  await db
    .update(videoSubtitles)
    .set({ isDefault: false })
    .where(
      and(
        eq(videoSubtitles.videoId, videoId),
        eq(videoSubtitles.isDefault, true),
        except ? ne(videoSubtitles.id, except) : undefined,
      ),
    );
}

export async function insertSubtitle(db: Executor, row: typeof videoSubtitles.$inferInsert): Promise<SubtitleRow> {
  const [inserted] = await db.insert(videoSubtitles).values(row).returning();
  return inserted;
}

export async function updateSubtitle(
  db: Executor,
  id: string,
  changes: Partial<Pick<SubtitleRow, 'isDefault' | 'language' | 'label'>>,
): Promise<void> {
  await db
    .update(videoSubtitles)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(videoSubtitles.id, id));
}

export async function deleteSubtitle(db: Executor, id: string): Promise<void> {
  await db.delete(videoSubtitles).where(eq(videoSubtitles.id, id));
}

// Transcripts

export async function listTranscripts(db: Executor, videoId: string): Promise<TranscriptRow[]> {
  return db
    .select()
    .from(videoTranscripts)
    .where(eq(videoTranscripts.videoId, videoId))
    .orderBy(asc(videoTranscripts.createdAt), asc(videoTranscripts.id));
}

export async function findTranscript(db: Executor, videoId: string, id: string): Promise<TranscriptRow | null> {
  const [row] = await db
    .select()
    .from(videoTranscripts)
    .where(and(eq(videoTranscripts.videoId, videoId), eq(videoTranscripts.id, id)));
  return row ?? null;
}

export async function insertTranscript(
  db: Executor,
  row: typeof videoTranscripts.$inferInsert,
): Promise<TranscriptRow> {
  const [inserted] = await db.insert(videoTranscripts).values(row).returning();
  return inserted;
}

export async function deleteTranscript(db: Executor, id: string): Promise<void> {
  await db.delete(videoTranscripts).where(eq(videoTranscripts.id, id));
}

// Chapters

export async function listChapters(db: Executor, videoId: string): Promise<ChapterRow[]> {
  return db
    .select()
    .from(videoChapters)
    .where(eq(videoChapters.videoId, videoId))
    .orderBy(asc(videoChapters.offsetSeconds), asc(videoChapters.createdAt), asc(videoChapters.id));
}

export async function findChapter(db: Executor, videoId: string, id: string): Promise<ChapterRow | null> {
  const [row] = await db
    .select()
    .from(videoChapters)
    .where(and(eq(videoChapters.videoId, videoId), eq(videoChapters.id, id)));
  return row ?? null;
}

export async function insertChapter(db: Executor, row: typeof videoChapters.$inferInsert): Promise<ChapterRow> {
  const [inserted] = await db.insert(videoChapters).values(row).returning();
  return inserted;
}

export async function updateChapter(
  db: Executor,
  id: string,
  changes: Partial<Pick<ChapterRow, 'offsetSeconds' | 'value'>>,
): Promise<ChapterRow | null> {
  const [row] = await db
    .update(videoChapters)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(videoChapters.id, id))
    .returning();
  return row ?? null;
}

export async function deleteChapter(db: Executor, id: string): Promise<void> {
  await db.delete(videoChapters).where(eq(videoChapters.id, id));
}

/**
 * The stored files of the videos' quitclaims, subtitles, transcripts, slides and interactive images
 * (their rows go with the video).
 */
export async function assetKeysOf(db: Executor, videoIds: string[]): Promise<string[]> {
  if (videoIds.length === 0) return [];
  const [quitclaims, subtitles, transcripts, slides, images] = await Promise.all([
    db
      .select({ key: videoQuitclaims.storageKey })
      .from(videoQuitclaims)
      .where(inArray(videoQuitclaims.videoId, videoIds)),
    db.select({ key: videoSubtitles.storageKey }).from(videoSubtitles).where(inArray(videoSubtitles.videoId, videoIds)),
    db
      .select({ key: videoTranscripts.storageKey })
      .from(videoTranscripts)
      .where(inArray(videoTranscripts.videoId, videoIds)),
    db
      .select({ key: videoPresentationSlides.storageKey })
      .from(videoPresentationSlides)
      .where(inArray(videoPresentationSlides.videoId, videoIds)),
    db
      .select({ key: videoInteractiveImages.storageKey })
      .from(videoInteractiveImages)
      .where(inArray(videoInteractiveImages.videoId, videoIds)),
  ]);
  return [...quitclaims, ...subtitles, ...transcripts, ...slides, ...images].map((row) => row.key);
}

/** Deletes every asset row of a video; answers the storage keys of their files. */

export async function deleteVideoAssetRows(db: Executor, videoId: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const keys = (rows: { key: string }[]) => rows.map((row) => row.key);
    const quitclaims = await tx
      .delete(videoQuitclaims)
      .where(eq(videoQuitclaims.videoId, videoId))
      .returning({ key: videoQuitclaims.storageKey });
    const subtitles = await tx
      .delete(videoSubtitles)
      .where(eq(videoSubtitles.videoId, videoId))
      .returning({ key: videoSubtitles.storageKey });
    const transcripts = await tx
      .delete(videoTranscripts)
      .where(eq(videoTranscripts.videoId, videoId))
      .returning({ key: videoTranscripts.storageKey });
    const slides = await tx
      .delete(videoPresentationSlides)
      .where(eq(videoPresentationSlides.videoId, videoId))
      .returning({ key: videoPresentationSlides.storageKey });
    const images = await tx
      .delete(videoInteractiveImages)
      .where(eq(videoInteractiveImages.videoId, videoId))
      .returning({ key: videoInteractiveImages.storageKey });
    await tx.delete(videoChapters).where(eq(videoChapters.videoId, videoId));
    await tx.delete(videoInteractiveElements).where(eq(videoInteractiveElements.videoId, videoId));
    return [...keys(quitclaims), ...keys(subtitles), ...keys(transcripts), ...keys(slides), ...keys(images)];
  });
}
