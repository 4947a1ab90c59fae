import { and, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { passwordLinkRequests, passwordResets } from '../db/schema.ts';

/** Replaces the user's open reset links by a new one (only the latest link works). */
export async function replacePasswordReset(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

/** The user of an unused, unexpired reset link, or null. */
export async function findOpenPasswordReset(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    );
  return row ?? null;
}

/** Marks an open reset link used; returns its user, or null when it was used or expired meanwhile. */
export async function consumePasswordReset(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return row ?? null;
}

/** Removes the user's open reset links (a password was set another way). */
export async function dropOpenPasswordResets(db: Executor, userId: number) {
  await db.delete(passwordResets).where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Lets the user's reset links run out now (for tests and for revoking a link). */
export async function expirePasswordResets(db: Executor, userId: number, at = new Date()) {
  await db.update(passwordResets).set({ expiresAt: at }).where(eq(passwordResets.userId, userId));
}

/** Records one request under each key at once; answers the ids of the records. */
export async function recordRequests(db: Executor, keys: readonly string[], at: Date): Promise<number[]> {
  const rows = await db
    .insert(passwordLinkRequests)
    .values(keys.map((key) => ({ key, requestedAt: at })))
    .returning({ id: passwordLinkRequests.id });
  return rows.map((row) => row.id);
}

/** Drops recorded requests (a request refused by a limit is not counted). */
export async function dropRequests(db: Executor, ids: readonly number[]) {
  if (ids.length > 0) await db.delete(passwordLinkRequests).where(inArray(passwordLinkRequests.id, [...ids]));
}

/** Per key, the requests recorded after `since` besides the given ones, and the earliest and latest of them. */
export async function requestsSince(
  db: Executor,
  keys: readonly string[],
  since: Date,
  except: readonly number[],
): Promise<Map<string, { count: number; first: Date; last: Date }>> {
  const rows = await db
    .select({
      key: passwordLinkRequests.key,
      count: sql<number>`count(*)::int`,
      first: sql<string>`min(${passwordLinkRequests.requestedAt})`,
      last: sql<string>`max(${passwordLinkRequests.requestedAt})`,
    })
    .from(passwordLinkRequests)
    .where(
      and(
        inArray(passwordLinkRequests.key, [...keys]),
        gt(passwordLinkRequests.requestedAt, since),
        except.length > 0 ? notInArray(passwordLinkRequests.id, [...except]) : undefined,
      ),
    )
    .groupBy(passwordLinkRequests.key);
  return new Map(
    rows.map((row) => [row.key, { count: row.count, first: new Date(row.first), last: new Date(row.last) }]),
  );
}

/** Removes request records older than a day and reset links used or expired more than a day ago. */
export async function deleteOldPasswordLinks(db: Executor, now = new Date()) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db.delete(passwordLinkRequests).where(lt(passwordLinkRequests.requestedAt, dayAgo));
  await db.delete(passwordResets).where(or(lt(passwordResets.expiresAt, dayAgo), lt(passwordResets.usedAt, dayAgo)));
}

/** Whether a reset link, open or not, has this token hash. */
export async function passwordResetExists(db: Executor, tokenHash: string): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(eq(passwordResets.tokenHash, tokenHash));
  return row !== undefined;
}
