import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { videoInteractiveElements, videoInteractiveImages } from '../db/schema.ts';

export type ElementRow = typeof videoInteractiveElements.$inferSelect;
export type ElementData = ElementRow['data'];
export type InteractiveImageRow = typeof videoInteractiveImages.$inferSelect;

export async function listElements(db: Executor, videoId: string): Promise<ElementRow[]> {
  return db
    .select()
    .from(videoInteractiveElements)
    .where(eq(videoInteractiveElements.videoId, videoId))
    .orderBy(
      asc(videoInteractiveElements.start),
      asc(videoInteractiveElements.createdAt),
      asc(videoInteractiveElements.id),
    );
}

/**
 * Stores an element under its id in one statement: a new row, or the new content of the video's
 * row with that id. Answers null when the id belongs to an element of another video (left as is).
 */
export async function upsertElement(
  db: Executor,
  row: { id: string; videoId: string; data: ElementData },
): Promise<ElementRow | null> {
  const [stored] = await db
    .insert(videoInteractiveElements)
    .values({ ...row, start: row.data.start })
    .onConflictDoUpdate({
      target: videoInteractiveElements.id,
      set: { data: row.data, start: row.data.start, updatedAt: new Date() },
      setWhere: eq(videoInteractiveElements.videoId, row.videoId),
    })
    .returning();
  return stored ?? null;
}

/** Deletes the video's element; answers whether there was one. */
export async function deleteElement(db: Executor, videoId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(videoInteractiveElements)
    .where(and(eq(videoInteractiveElements.videoId, videoId), eq(videoInteractiveElements.id, id)))
    .returning({ id: videoInteractiveElements.id });
  return rows.length > 0;
}

export async function insertInteractiveImage(
  db: Executor,
  row: typeof videoInteractiveImages.$inferInsert,
): Promise<InteractiveImageRow> {
  const [inserted] = await db.insert(videoInteractiveImages).values(row).returning();
  return inserted;
}

export async function findInteractiveImage(
  db: Executor,
  videoId: string,
  id: string,
): Promise<InteractiveImageRow | null> {
  const [row] = await db
    .select()
    .from(videoInteractiveImages)
    .where(and(eq(videoInteractiveImages.videoId, videoId), eq(videoInteractiveImages.id, id)));
  return row ?? null;
}
