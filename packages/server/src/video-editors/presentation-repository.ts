import type { PresentationPositionValue } from '@reelbase/contract';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { videoPresentationSlides, videos } from '../db/schema.ts';

export type SlideRow = typeof videoPresentationSlides.$inferSelect;
type SlideInsert = typeof videoPresentationSlides.$inferInsert;
/** The stored image of a slide. */
export type SlideFile = Pick<SlideRow, 'storageKey' | 'mimeType' | 'size'>;

const bySlideOrder = [
  asc(videoPresentationSlides.start),
  asc(videoPresentationSlides.createdAt),
  asc(videoPresentationSlides.id),
];

export async function listSlides(db: Executor, videoId: string): Promise<SlideRow[]> {
  return db
    .select()
    .from(videoPresentationSlides)
    .where(eq(videoPresentationSlides.videoId, videoId))
    .orderBy(...bySlideOrder);
}

/** A slide by id, of any video (ids are unique over all videos). */
async function slideById(db: Executor, id: string, lock = false): Promise<SlideRow | null> {
  const query = db.select().from(videoPresentationSlides).where(eq(videoPresentationSlides.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findSlide(db: Executor, videoId: string, id: string): Promise<SlideRow | null> {
  const row = await slideById(db, id);
  return row?.videoId === videoId ? row : null;
}

export async function presentationPositionOf(db: Executor, videoId: string): Promise<PresentationPositionValue> {
  const [row] = await db.select({ position: videos.presentationPosition }).from(videos).where(eq(videos.id, videoId));
  return row?.position ?? 'PIP';
}

export async function setPresentationPosition(
  db: Executor,
  videoId: string,
  position: PresentationPositionValue,
): Promise<void> {
  await db.update(videos).set({ presentationPosition: position }).where(eq(videos.id, videoId));
}

/** The start of the first slide of the video after `start` seconds, if any. */
async function nextStartAfter(db: Executor, videoId: string, start: number): Promise<number | null> {
  const [row] = await db
    .select({ start: videoPresentationSlides.start })
    .from(videoPresentationSlides)
    .where(and(eq(videoPresentationSlides.videoId, videoId), gt(videoPresentationSlides.start, start)))
    .orderBy(asc(videoPresentationSlides.start))
    .limit(1);
  return row?.start ?? null;
}

/** Takes the active mark from the video's other slides (one slide is active). */
async function clearActive(db: Executor, videoId: string, except: string): Promise<void> {
  await db
    .update(videoPresentationSlides)
    .set({ active: false })
    .where(
      and(
        eq(videoPresentationSlides.videoId, videoId),
        eq(videoPresentationSlides.active, true),
        ne(videoPresentationSlides.id, except),
      ),
    );
}

export type StoreSlideResult = { kind: 'stored'; row: SlideRow; previousKey: string | null } | { kind: 'taken' };

/**
 * Stores a slide with an uploaded image in one transaction: a new row, or (the same id sent again)
 * the video's row with that id gets the new image and fields; `previousKey` is then its former
 * file. `end` null means the next slide's start, else `fallbackEnd`. An id of another video's
 * slide answers `taken`.
 */
export async function storeSlide(
  db: Executor,
  slide: Omit<SlideInsert, 'end'> & { id: string; start: number; end: number | null },
  fallbackEnd: number,
): Promise<StoreSlideResult> {
  return db.transaction(async (tx) => {
    const existing = await slideById(tx, slide.id, true);
    if (existing && existing.videoId !== slide.videoId) return { kind: 'taken' } as const;
    const end = slide.end ?? (await nextStartAfter(tx, slide.videoId, slide.start)) ?? fallbackEnd;
    const values = { ...slide, end: Math.max(end, slide.start) };
    if (!existing) {
      const [row] = await tx.insert(videoPresentationSlides).values(values).returning();
      return { kind: 'stored', row, previousKey: null } as const;
    }
    const [row] = await tx
      .update(videoPresentationSlides)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(videoPresentationSlides.id, slide.id))
      .returning();
    return { kind: 'stored', row, previousKey: existing.storageKey === row.storageKey ? null : existing.storageKey };
  });
}

/** Points the video's slide at a new image; answers the row and its former file (null when the slide is gone). */
export async function replaceSlideFile(
  db: Executor,
  videoId: string,
  id: string,
  file: SlideFile,
): Promise<{ row: SlideRow; previousKey: string } | null> {
  return db.transaction(async (tx) => {
    const existing = await slideById(tx, id, true);
    if (!existing || existing.videoId !== videoId) return null;
    const [row] = await tx
      .update(videoPresentationSlides)
      .set({ ...file, updatedAt: new Date() })
      .where(eq(videoPresentationSlides.id, id))
      .returning();
    return { row, previousKey: existing.storageKey };
  });
}

/**
 * Changes the video's slide with `change(current)` in one transaction (null when it is gone);
 * making it active takes the mark from the others.
 */
export async function updateSlide(
  db: Executor,
  videoId: string,
  id: string,
  change: (current: SlideRow) => Partial<Pick<SlideRow, 'name' | 'start' | 'end' | 'active'>>,
): Promise<SlideRow | null> {
  return db.transaction(async (tx) => {
    const existing = await slideById(tx, id, true);
    if (!existing || existing.videoId !== videoId) return null;
    const changes = change(existing);
    if (changes.active) await clearActive(tx, videoId, id);
    const [row] = await tx
      .update(videoPresentationSlides)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(videoPresentationSlides.id, id))
      .returning();
    return row;
  });
}

/** Inserts a copy of a slide (the caller stored its file); an id already in use answers the row that holds it. */
export async function insertSlideCopy(
  db: Executor,
  copy: SlideInsert & { id: string },
): Promise<{ row: SlideRow; inserted: boolean }> {
  return db.transaction(async (tx) => {
    const existing = await slideById(tx, copy.id, true);
    if (existing) return { row: existing, inserted: false };
    const [row] = await tx.insert(videoPresentationSlides).values(copy).returning();
    return { row, inserted: true };
  });
}

/** Deletes the video's slide; answers its file (null when there was none). */
export async function deleteSlide(db: Executor, videoId: string, id: string): Promise<string | null> {
  const [row] = await db
    .delete(videoPresentationSlides)
    .where(and(eq(videoPresentationSlides.videoId, videoId), eq(videoPresentationSlides.id, id)))
    .returning({ key: videoPresentationSlides.storageKey });
  return row?.key ?? null;
}

/**
 * Gives the slides their new starts in one transaction. `order` must name every slide of the
 * video exactly once (else nothing changes and `false` is answered). The slides keep the time
 * slots of the timeline: a slide moved to the start of a slot takes that slot's end; any other
 * start ends where the next slide (by the new starts) begins, the last at `fallbackEnd`.
 */
export async function reorderSlides(
  db: Executor,
  videoId: string,
  order: { _id: string; start: number }[],
  fallbackEnd: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await tx
      .select()
      .from(videoPresentationSlides)
      .where(eq(videoPresentationSlides.videoId, videoId))
      .orderBy(...bySlideOrder)
      .for('update');
    const ids = new Set(order.map((entry) => entry._id.toLowerCase()));
    if (ids.size !== order.length || ids.size !== current.length) return false;
    if (current.some((row) => !ids.has(row.id))) return false;
    const slots = current.map((row) => ({ start: row.start, end: row.end, used: false }));
    const sorted = [...order].sort((a, b) => a.start - b.start);
    const ends = new Map<string, number>();
    sorted.forEach((entry, index) => {
      const slot = slots.find((candidate) => !candidate.used && candidate.start === entry.start);
      if (slot) slot.used = true;
      const next = sorted[index + 1]?.start ?? Math.max(fallbackEnd, entry.start);
      ends.set(entry._id.toLowerCase(), Math.max(entry.start, slot ? slot.end : next));
    });
    const now = new Date();
    for (const entry of order) {
      const id = entry._id.toLowerCase();
      await tx
        .update(videoPresentationSlides)
        .set({ start: entry.start, end: ends.get(id) ?? entry.start, updatedAt: now })
        .where(eq(videoPresentationSlides.id, id));
    }
    return true;
  });
}
