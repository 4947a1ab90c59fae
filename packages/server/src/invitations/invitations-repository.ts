import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { invitations } from '../db/schema.ts';

/** Replaces the user's open invitations by a new one (only the latest link works). */
export async function replaceInvitation(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.delete(invitations).where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
  await db.insert(invitations).values({ userId, tokenHash, expiresAt });
}

/** The user of an unused, unexpired invitation, or null. */
export async function findOpenInvitation(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .select({ id: invitations.id, userId: invitations.userId })
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)));
  return row ?? null;
}

/** Marks an open invitation used; returns its user, or null when it was used or expired meanwhile. */
export async function consumeInvitation(db: Executor, tokenHash: string, now = new Date()) {
  const [row] = await db
    .update(invitations)
    .set({ usedAt: now })
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.usedAt), gt(invitations.expiresAt, now)))
    .returning({ userId: invitations.userId });
  return row ?? null;
}

/** Lets an invitation run out now (for tests and for revoking a link). */
export async function expireInvitations(db: Executor, userId: number, at = new Date()) {
  await db.update(invitations).set({ expiresAt: at }).where(eq(invitations.userId, userId));
}

/** Removes the user's open invitations (a password was set another way). */
export async function dropOpenInvitations(db: Executor, userId: number) {
  await db.delete(invitations).where(and(eq(invitations.userId, userId), isNull(invitations.usedAt)));
}

/** For each of the given users with an unused invitation, when the latest one expires (past or future). */
export async function unusedInvitationExpiries(db: Executor, userIds: readonly number[]): Promise<Map<number, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: invitations.userId, expiresAt: sql<string | Date>`max(${invitations.expiresAt})` })
    .from(invitations)
    .where(and(inArray(invitations.userId, [...userIds]), isNull(invitations.usedAt)))
    .groupBy(invitations.userId);
  return new Map(rows.map((row) => [row.userId, new Date(row.expiresAt)]));
}
