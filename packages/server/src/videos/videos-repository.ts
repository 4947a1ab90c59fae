import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { encodings, libraries, videos } from '../db/schema.ts';

export type VideoRow = typeof videos.$inferSelect;
export type NewVideo = typeof videos.$inferInsert;
export type EncodingRow = typeof encodings.$inferSelect;

/** A video with the company of its library (for scope checks). */
export interface VideoWithCompany extends VideoRow {
  companyId: number;
}

export async function insertVideo(db: Executor, video: NewVideo): Promise<VideoRow> {
  const [row] = await db.insert(videos).values(video).returning();
  return row;
}

export async function findVideo(db: Executor, id: string): Promise<VideoWithCompany | null> {
  const [row] = await db
    .select({ video: videos, companyId: libraries.companyId })
    .from(videos)
    .innerJoin(libraries, eq(libraries.id, videos.libraryId))
    .where(eq(videos.id, id));
  return row ? { ...row.video, companyId: row.companyId } : null;
}

export async function updateVideo(db: Executor, id: string, changes: Partial<NewVideo>): Promise<void> {
  await db.update(videos).set(changes).where(eq(videos.id, id));
}

export async function deleteVideo(db: Executor, id: string): Promise<void> {
  await db.delete(videos).where(eq(videos.id, id));
}

export async function listEncodings(db: Executor, videoId: string): Promise<EncodingRow[]> {
  return db.select().from(encodings).where(eq(encodings.videoId, videoId)).orderBy(encodings.height);
}

/** Marks the heights as being generated (rows kept: their old files stay until the new ones are ready). */
export async function startEncodings(db: Executor, videoId: string, rows: { height: number; label: string }[]) {
  if (rows.length === 0) return;
  await db
    .insert(encodings)
    .values(rows.map((row) => ({ videoId, ...row, ready: false, progress: 0 })))
    .onConflictDoUpdate({
      target: [encodings.videoId, encodings.height],
      set: { ready: false, progress: 0, updatedAt: new Date() },
    });
}

export async function setEncodingProgress(db: Executor, videoId: string, heights: number[], progress: number) {
  await db
    .update(encodings)
    .set({ progress })
    .where(and(eq(encodings.videoId, videoId), inArray(encodings.height, heights), eq(encodings.ready, false)));
}

export async function finishEncoding(
  db: Executor,
  videoId: string,
  height: number,
  done: { storageKey: string; bytes: number },
) {
  await db
    .update(encodings)
    .set({ ...done, ready: true, progress: 100 })
    .where(and(eq(encodings.videoId, videoId), eq(encodings.height, height)));
}

/** Removes the rows of heights not in `keep`; answers their storage keys. */
export async function removeOtherEncodings(db: Executor, videoId: string, keep: number[]): Promise<string[]> {
  const removed = await db
    .delete(encodings)
    .where(and(eq(encodings.videoId, videoId), keep.length ? notInArray(encodings.height, keep) : sql`true`))
    .returning({ storageKey: encodings.storageKey });
  return removed.flatMap((row) => (row.storageKey ? [row.storageKey] : []));
}
