import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { users, videoComments } from '../db/schema.ts';

export type CommentRow = typeof videoComments.$inferSelect & { userName: string | null };

const columns = {
  id: videoComments.id,
  videoId: videoComments.videoId,
  message: videoComments.message,
  timecode: videoComments.timecode,
  status: videoComments.status,
  authorId: videoComments.authorId,
  name: videoComments.name,
  email: videoComments.email,
  posterKey: videoComments.posterKey,
  createdAt: videoComments.createdAt,
  userName: users.name,
};

export function listComments(db: Executor, videoId: string, direction: 'asc' | 'desc'): Promise<CommentRow[]> {
  const order = direction === 'asc' ? asc : desc;
  return db
    .select(columns)
    .from(videoComments)
    .leftJoin(users, eq(users.id, videoComments.authorId))
    .where(eq(videoComments.videoId, videoId))
    .orderBy(order(videoComments.createdAt), order(videoComments.id));
}

export async function findComment(db: Executor, videoId: string, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(columns)
    .from(videoComments)
    .leftJoin(users, eq(users.id, videoComments.authorId))
    .where(and(eq(videoComments.videoId, videoId), eq(videoComments.id, id)));
  return row ?? null;
}

export async function insertComment(db: Executor, values: typeof videoComments.$inferInsert): Promise<number> {
  const [row] = await db.insert(videoComments).values(values).returning({ id: videoComments.id });
  return row.id;
}

export async function resolveComment(db: Executor, id: number): Promise<void> {
  await db.update(videoComments).set({ status: 1 }).where(eq(videoComments.id, id));
}

export async function deleteComment(db: Executor, id: number): Promise<void> {
  await db.delete(videoComments).where(eq(videoComments.id, id));
}

/** Comments posted since `since` from one address and on one video (the post just made included). */
export async function recentPosts(db: Executor, posterKey: string, videoId: string, since: Date) {
  const [fromAddress] = await db
    .select({ n: count() })
    .from(videoComments)
    .where(and(eq(videoComments.posterKey, posterKey), gt(videoComments.createdAt, since)));
  const [onVideo] = await db
    .select({ n: count() })
    .from(videoComments)
    .where(and(eq(videoComments.videoId, videoId), gt(videoComments.createdAt, since)));
  return { fromAddress: fromAddress?.n ?? 0, onVideo: onVideo?.n ?? 0 };
}
