import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { oidcModels, users } from '../db/schema.ts';

/**
 * Ends every session of a user at once: the sign-in provider's sessions, grants, codes and
 * refresh tokens are removed, and access tokens issued until now are refused by the API
 * (`sessions_valid_after`). Used by a password reset, "Sign out everywhere" and user deletion.
 */
export async function endSessionsOf(db: Executor, userId: number, now = new Date()): Promise<void> {
  await db.update(users).set({ sessionsValidAfter: now }).where(eq(users.id, userId));
  await db.delete(oidcModels).where(sql`${oidcModels.payload}->>'accountId' = ${String(userId)}`);
}
