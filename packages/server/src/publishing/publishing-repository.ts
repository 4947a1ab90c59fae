import type { PublishPlatform } from '@reelbase/contract';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { publications, publishingAccounts, publishingOauthStates } from '../db/schema.ts';

export type AccountRow = typeof publishingAccounts.$inferSelect;
export type NewAccount = typeof publishingAccounts.$inferInsert;
export type StateRow = typeof publishingOauthStates.$inferSelect;
export type NewState = typeof publishingOauthStates.$inferInsert;
export type PublicationRow = typeof publications.$inferSelect;
export type NewPublication = typeof publications.$inferInsert;

/* OAuth states */

export async function insertState(db: Executor, state: NewState): Promise<void> {
  await db.insert(publishingOauthStates).values(state);
}

export async function findStateByHash(db: Executor, stateHash: string): Promise<StateRow | null> {
  const [row] = await db.select().from(publishingOauthStates).where(eq(publishingOauthStates.stateHash, stateHash));
  return row ?? null;
}

export async function setStateTokens(
  db: Executor,
  id: number,
  tokens: { accessToken: string; refreshToken: string | null; accessTokenExpiresAt: Date | null },
): Promise<void> {
  await db.update(publishingOauthStates).set(tokens).where(eq(publishingOauthStates.id, id));
}

/** Marks the state used and drops the tokens it held; false when it was used already (the one that marks it wins). */
export async function consumeState(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(publishingOauthStates)
    .set({ usedAt: new Date(), accessToken: null, refreshToken: null, accessTokenExpiresAt: null })
    .where(and(eq(publishingOauthStates.id, id), isNull(publishingOauthStates.usedAt)))
    .returning({ id: publishingOauthStates.id });
  return rows.length === 1;
}

/** Removes the states that expired or were used more than a day ago. */
export async function deleteStaleStates(db: Executor, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  await db
    .delete(publishingOauthStates)
    .where(or(lt(publishingOauthStates.expiresAt, dayAgo), lt(publishingOauthStates.usedAt, dayAgo)));
}

/* Accounts */

export async function accountNameTaken(
  db: Executor,
  companyId: number,
  platform: PublishPlatform,
  name: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: publishingAccounts.id })
    .from(publishingAccounts)
    .where(
      and(
        eq(publishingAccounts.companyId, companyId),
        eq(publishingAccounts.platform, platform),
        sql`lower(${publishingAccounts.name}) = lower(${name.trim()})`,
      ),
    );
  return row !== undefined;
}

export async function insertAccount(db: Executor, account: NewAccount): Promise<AccountRow> {
  const [row] = await db.insert(publishingAccounts).values(account).returning();
  return row;
}

export async function listAccounts(db: Executor, companyId: number): Promise<AccountRow[]> {
  return db
    .select()
    .from(publishingAccounts)
    .where(eq(publishingAccounts.companyId, companyId))
    .orderBy(publishingAccounts.platform, publishingAccounts.name, publishingAccounts.id);
}

export async function findAccount(db: Executor, id: number): Promise<AccountRow | null> {
  const [row] = await db.select().from(publishingAccounts).where(eq(publishingAccounts.id, id));
  return row ?? null;
}

export async function deleteAccount(db: Executor, id: number): Promise<void> {
  await db.delete(publishingAccounts).where(eq(publishingAccounts.id, id));
}

export async function updateAccountTokens(
  db: Executor,
  id: number,
  tokens: { accessToken: string; refreshToken?: string | null; accessTokenExpiresAt: Date | null },
): Promise<void> {
  await db.update(publishingAccounts).set(tokens).where(eq(publishingAccounts.id, id));
}

/* Publications */

export async function insertPublication(db: Executor, publication: NewPublication): Promise<PublicationRow> {
  const [row] = await db.insert(publications).values(publication).returning();
  return row;
}

export async function findPublication(db: Executor, id: number): Promise<PublicationRow | null> {
  const [row] = await db.select().from(publications).where(eq(publications.id, id));
  return row ?? null;
}

export async function listPublications(db: Executor, videoId: string): Promise<PublicationRow[]> {
  return db
    .select()
    .from(publications)
    .where(eq(publications.videoId, videoId))
    .orderBy(desc(publications.createdAt), desc(publications.id));
}

export async function updatePublication(db: Executor, id: number, changes: Partial<NewPublication>): Promise<void> {
  await db.update(publications).set(changes).where(eq(publications.id, id));
}

/** Sets a failed publication pending again; false when it is not failed (any more). */
export async function reopenFailedPublication(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(publications)
    .set({ status: 'pending', failureReason: null })
    .where(and(eq(publications.id, id), eq(publications.status, 'failed')))
    .returning({ id: publications.id });
  return rows.length === 1;
}

/** The pending publications last changed before `before` (the recovery pass queues their jobs). */
export async function listPendingPublicationIds(db: Executor, before: Date): Promise<number[]> {
  const rows = await db
    .select({ id: publications.id })
    .from(publications)
    .where(and(eq(publications.status, 'pending'), lt(publications.updatedAt, before)))
    .orderBy(publications.id);
  return rows.map((row) => row.id);
}
