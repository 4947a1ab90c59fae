import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { oidcModels, signInFailures } from '../db/schema.ts';

/** The number of failures recorded within the window, per key. */
export async function countRecentFailures(
  db: Executor,
  keys: readonly string[],
  since: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ key: signInFailures.key, count: sql<number>`count(*)::int` })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, [...keys]), gt(signInFailures.failedAt, since)))
    .groupBy(signInFailures.key);
  return new Map(rows.map((row) => [row.key, row.count]));
}

export async function recordFailure(db: Executor, keys: readonly string[]): Promise<void> {
  await db.insert(signInFailures).values(keys.map((key) => ({ key })));
}

export async function clearFailures(db: Executor, keys: readonly string[]): Promise<void> {
  await db.delete(signInFailures).where(inArray(signInFailures.key, [...keys]));
}

/** Removes expired provider records and sign-in failures older than a day. */
export async function deleteExpiredSignInData(db: Executor, now = new Date()): Promise<void> {
  await db.delete(oidcModels).where(lt(oidcModels.expiresAt, now));
  await db.delete(signInFailures).where(lt(signInFailures.failedAt, new Date(now.getTime() - 86_400_000)));
}
