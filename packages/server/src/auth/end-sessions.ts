import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { oidcModels, users } from '../db/schema.ts';
import { findUserById } from '../users/users-repository.ts';

/**
 * Ends every session of a user at once, in one transaction: the sign-in provider's sessions,
 * grants, codes and refresh tokens are removed, and access tokens issued until now are refused by
 * the API (`sessions_valid_after`). Used by a password reset, "Sign out everywhere" and user
 * deletion.
 */
export async function endSessionsOf(db: Executor, userId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ sessionsValidAfter: now }).where(eq(users.id, userId));
    await tx.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${String(userId)}`);
  });
}

/**
 * How long a new sign-in must wait so that its tokens outlive the user's last ending of sessions:
 * access tokens carry whole seconds (`iat`), and a token of the very second the sessions ended
 * is refused. Nothing, unless the sessions ended within the current second (at most one second).
 */
export function waitAfterSessionsEnded(sessionsValidAfter: Date | null, now = Date.now()): number {
  if (!sessionsValidAfter) return 0;
  const nextSecond = (Math.floor(sessionsValidAfter.getTime() / 1000) + 1) * 1000;
  return Math.min(Math.max(nextSecond - now, 0), 1000);
}

/** Lets a sign-in through once the second in which the user's sessions ended is over. */
export async function awaitNewSessionsOf(db: Executor, userId: number): Promise<void> {
  const user = await findUserById(db, userId);
  const wait = waitAfterSessionsEnded(user?.sessionsValidAfter ?? null);
  if (wait > 0) await sleep(wait);
}
