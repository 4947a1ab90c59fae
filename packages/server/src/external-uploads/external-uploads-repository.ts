import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { backupMailThrottle, externalUploadLinks, externalUploads, users, videos } from '../db/schema.ts';

export type ExternalUploadLinkRow = typeof externalUploadLinks.$inferSelect;

/** A link with the name of its creator and the number of videos uploaded with it (finished uploads). */
export interface ExternalUploadLinkListRow extends ExternalUploadLinkRow {
  creatorName: string | null;
  uploads: number;
}

export async function insertLink(
  db: Executor,
  link: { libraryId: number; tokenHash: string; expiresAt: Date; createdBy: number },
): Promise<ExternalUploadLinkRow> {
  const [row] = await db.insert(externalUploadLinks).values(link).returning();
  return row;
}

const listColumns = {
  id: externalUploadLinks.id,
  libraryId: externalUploadLinks.libraryId,
  tokenHash: externalUploadLinks.tokenHash,
  expiresAt: externalUploadLinks.expiresAt,
  revokedAt: externalUploadLinks.revokedAt,
  createdBy: externalUploadLinks.createdBy,
  createdAt: externalUploadLinks.createdAt,
  creatorName: users.name,
  /** Finished uploads only (a video still uploading is not counted). */
  uploads: sql<number>`count(${videos.id}) filter (where ${videos.status} <> 'uploading')`.mapWith(Number),
};

/** The links of a library, newest first, or one link by id. */
export async function listLinks(
  db: Executor,
  filter: { libraryId: number } | { id: number },
): Promise<ExternalUploadLinkListRow[]> {
  return db
    .select(listColumns)
    .from(externalUploadLinks)
    .leftJoin(users, eq(users.id, externalUploadLinks.createdBy))
    .leftJoin(externalUploads, eq(externalUploads.linkId, externalUploadLinks.id))
    .leftJoin(videos, eq(videos.id, externalUploads.videoId))
    .where(
      'libraryId' in filter
        ? eq(externalUploadLinks.libraryId, filter.libraryId)
        : eq(externalUploadLinks.id, filter.id),
    )
    .groupBy(externalUploadLinks.id, users.name)
    .orderBy(desc(externalUploadLinks.createdAt), desc(externalUploadLinks.id));
}

export async function findLink(db: Executor, id: number): Promise<ExternalUploadLinkRow | null> {
  const [row] = await db.select().from(externalUploadLinks).where(eq(externalUploadLinks.id, id));
  return row ?? null;
}

export async function findLinkByTokenHash(db: Executor, tokenHash: string): Promise<ExternalUploadLinkRow | null> {
  const [row] = await db.select().from(externalUploadLinks).where(eq(externalUploadLinks.tokenHash, tokenHash));
  return row ?? null;
}

/** Revokes a link (a link revoked before keeps its first revocation time). */
export async function revokeLink(db: Executor, id: number): Promise<void> {
  await db
    .update(externalUploadLinks)
    .set({ revokedAt: new Date() })
    .where(and(eq(externalUploadLinks.id, id), isNull(externalUploadLinks.revokedAt)));
}

/** Records that a new video comes from an external upload link. */
export async function insertExternalUpload(db: Executor, row: { videoId: string; linkId: number }): Promise<void> {
  await db.insert(externalUploads).values(row).onConflictDoNothing();
}

/** A video uploaded with the link (null for any other video). */
export async function findLinkVideo(db: Executor, linkId: number, videoId: string) {
  const [row] = await db
    .select({
      id: videos.id,
      title: videos.title,
      status: videos.status,
      size: videos.size,
      sourceKey: videos.sourceKey,
      requestNumber: externalUploads.requestNumber,
    })
    .from(externalUploads)
    .innerJoin(videos, eq(videos.id, externalUploads.videoId))
    .where(and(eq(externalUploads.linkId, linkId), eq(externalUploads.videoId, videoId)));
  return row ?? null;
}

export type LinkVideoRow = NonNullable<Awaited<ReturnType<typeof findLinkVideo>>>;

export async function updateLinkVideo(
  db: Executor,
  videoId: string,
  changes: { title: string; requestNumber: string },
): Promise<void> {
  // The request number is the video's project number for the library's staff (Project panel).
  const projectNumber = changes.requestNumber.trim() || null;
  await db
    .update(videos)
    .set({
      title: changes.title,
      metadata: sql`jsonb_set(coalesce(${videos.metadata}, '{}'::jsonb), '{projectNumber}', ${JSON.stringify(projectNumber)}::jsonb)`,
    })
    .where(eq(videos.id, videoId));
  await db
    .update(externalUploads)
    .set({ requestNumber: changes.requestNumber })
    .where(eq(externalUploads.videoId, videoId));
}

/**
 * Takes the backup-mail slot of `key` when its last mail is at least `seconds` old (or there was
 * none): one atomic statement, so parallel requests cannot both pass. Answers whether it was taken.
 */
export async function claimBackupMailSlot(db: Executor, key: string, seconds: number): Promise<boolean> {
  const rows = await db
    .insert(backupMailThrottle)
    .values({ key, sentAt: sql`now()` })
    .onConflictDoUpdate({
      target: backupMailThrottle.key,
      set: { sentAt: sql`now()` },
      setWhere: lt(backupMailThrottle.sentAt, sql`now() - make_interval(secs => ${seconds})`),
    })
    .returning({ key: backupMailThrottle.key });
  return rows.length > 0;
}

/** Forgets throttle entries older than an hour (they can no longer hold anything back). */
export async function forgetOldBackupMailSlots(db: Executor): Promise<void> {
  await db.delete(backupMailThrottle).where(lt(backupMailThrottle.sentAt, sql`now() - interval '1 hour'`));
}
