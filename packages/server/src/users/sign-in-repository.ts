import { and, eq, gt, inArray, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { oidcModels, signInFailures } from '../db/schema.ts';
import { deleteOldPasswordLinks } from '../password-reset/password-reset-repository.ts';

/** Records a failure for each key at once (before the password is checked); answers their ids. */
export async function reserveFailures(db: Executor, keys: readonly string[], at: Date): Promise<number[]> {
  const rows = await db
    .insert(signInFailures)
    .values(keys.map((key) => ({ key, failedAt: at })))
    .returning({ id: signInFailures.id });
  return rows.map((row) => row.id);
}

/** Drops reserved failures (an attempt refused before checking, or one that succeeded). */
export async function releaseFailures(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(signInFailures).where(inArray(signInFailures.id, [...ids]));
}

/**
 * Per key, the failures recorded since `since` other than the given ones (the caller's own
 * reservation), and when the last of them was.
 */
export async function failuresSince(
  db: Executor,
  keys: readonly string[],
  since: Date,
  except: readonly number[],
): Promise<Map<string, { count: number; last: Date | null }>> {
  const rows = await db
    .select({
      key: signInFailures.key,
      count: sql<number>`count(*)::int`,
      last: sql<string | null>`max(${signInFailures.failedAt})`,
    })
    .from(signInFailures)
    .where(
      and(
        inArray(signInFailures.key, [...keys]),
        gt(signInFailures.failedAt, since),
        except.length > 0 ? notInArray(signInFailures.id, [...except]) : undefined,
      ),
    )
    .groupBy(signInFailures.key);
  return new Map(rows.map((row) => [row.key, { count: row.count, last: row.last ? new Date(row.last) : null }]));
}

export async function clearFailures(db: Executor, keys: readonly string[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.key, [...keys]));
}

/**
 * Forgets the failed sign-ins of an account, from every client address (after a new password);
 * the failures counted per client address stay.
 */
export async function clearFailuresOfAccount(db: Executor, email: string): Promise<void> {
  const account = email.trim().toLowerCase();
  await db
    .delete(signInFailures)
    .where(
      or(eq(signInFailures.key, `email:${account}`), sql`starts_with(${signInFailures.key}, ${`pair:${account}|`})`),
    );
}

/**
 * Removes expired provider records, sign-in failures older than a day, and old password link
 * requests and reset links.
 */
export async function deleteExpiredSignInData(db: Executor, now = new Date()): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - 86_400_000)));
  await deleteOldPasswordLinks(db, now);
}
