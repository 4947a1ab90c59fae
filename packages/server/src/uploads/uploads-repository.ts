import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { type UploadPart, uploadSessions, videos } from '../db/schema.ts';

export type UploadSessionRow = typeof uploadSessions.$inferSelect;
export type NewUploadSession = typeof uploadSessions.$inferInsert;

export async function insertSession(db: Executor, session: NewUploadSession): Promise<UploadSessionRow> {
  const [row] = await db.insert(uploadSessions).values(session).returning();
  return row;
}

export async function findSession(db: Executor, id: string): Promise<UploadSessionRow | null> {
  const [row] = await db.select().from(uploadSessions).where(eq(uploadSessions.id, id));
  return row ?? null;
}

/** An unfinished, unexpired session of the same uploader (user or link), target, name and size (to resume). */
export async function findResumable(
  db: Executor,
  match: {
    userId: number | null;
    externalLinkId: number | null;
    libraryId: number;
    name: string;
    size: number;
    kind: 'upload' | 'replace';
    videoId?: string;
  },
): Promise<UploadSessionRow | null> {
  const [row] = await db
    .select()
    .from(uploadSessions)
    .where(
      and(
        match.userId !== null
          ? eq(uploadSessions.userId, match.userId)
          : and(isNull(uploadSessions.userId), eq(uploadSessions.externalLinkId, match.externalLinkId ?? -1)),
        eq(uploadSessions.libraryId, match.libraryId),
        eq(uploadSessions.name, match.name),
        eq(uploadSessions.size, match.size),
        eq(uploadSessions.kind, match.kind),
        match.videoId ? eq(uploadSessions.videoId, match.videoId) : undefined,
        isNull(uploadSessions.finishedAt),
        sql`${uploadSessions.expiresAt} > now()`,
      ),
    )
    .orderBy(sql`${uploadSessions.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** Records one part; a part sent again replaces its entry (one atomic update, safe for parallel chunks). */
export async function recordPart(db: Executor, id: string, part: UploadPart): Promise<void> {
  await db
    .update(uploadSessions)
    .set({
      parts: sql`${uploadSessions.parts} || jsonb_build_object(${String(part.partNumber)}::text, ${JSON.stringify(part)}::jsonb)`,
    })
    .where(eq(uploadSessions.id, id));
}

export async function markSessionFinished(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(uploadSessions)
    .set({ finishedAt: new Date() })
    .where(and(eq(uploadSessions.id, id), isNull(uploadSessions.finishedAt)))
    .returning({ id: uploadSessions.id });
  return rows.length > 0;
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(uploadSessions).where(eq(uploadSessions.id, id));
}

/** Unfinished sessions past their expiry, and finished ones older than a day (their record is no longer needed). */
export async function expiredSessions(db: Executor): Promise<UploadSessionRow[]> {
  return db
    .select()
    .from(uploadSessions)
    .where(
      sql`(${uploadSessions.finishedAt} is null and ${uploadSessions.expiresAt} < now())
          or ${uploadSessions.finishedAt} < now() - interval '1 day'`,
    );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which of the ids (folder names under uploads/) still have a session. */
export async function sessionIdsExist(db: Executor, ids: string[]): Promise<Set<string>> {
  const valid = ids.filter((id) => UUID.test(id));
  if (valid.length === 0) return new Set();
  const rows = await db.select({ id: uploadSessions.id }).from(uploadSessions).where(inArray(uploadSessions.id, valid));
  return new Set(rows.map((row) => row.id));
}

/** Sessions marked finished whose video does not hold their source yet (a finish cut short). */
export async function interruptedFinishes(db: Executor): Promise<UploadSessionRow[]> {
  return db
    .select({ session: uploadSessions })
    .from(uploadSessions)
    .innerJoin(videos, eq(videos.id, uploadSessions.videoId))
    .where(and(isNotNull(uploadSessions.finishedAt), sql`${videos.sourceKey} is distinct from ${uploadSessions.key}`))
    .then((rows) => rows.map((row) => row.session));
}
