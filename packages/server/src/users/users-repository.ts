import type { LibraryAssignment, LibraryRoleSlug, RoleSlug } from '@reelbase/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database.ts';
import { companies, userLibraries, users } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;

/** A user with the company name, as sign-in and the API need it. */
export interface UserWithCompany extends UserRow {
  companyName: string | null;
}

const withCompany = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  companyId: users.companyId,
  role: users.role,
  passwordHash: users.passwordHash,
  uploadEverywhere: users.uploadEverywhere,
  picture: users.picture,
  sessionsValidAfter: users.sessionsValidAfter,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  companyName: companies.companyName,
};

/** A user's library roles, ordered by library, as one JSON value of the user's row. */
const librariesOfUser = sql<LibraryAssignment[]>`coalesce((
  select json_agg(json_build_object('id', ${userLibraries.libraryId}, 'role', ${userLibraries.role}) order by ${userLibraries.libraryId})
  from ${userLibraries} where ${userLibraries.userId} = ${users.id}), '[]'::json)`;

/** A user with the company name and their library roles (ordered by library). */
export interface UserWithLibraries extends UserWithCompany {
  libraries: LibraryAssignment[];
}

/** Finds a user with the company name and library roles, in one query. */
export async function findUserWithLibraries(db: Executor, id: number): Promise<UserWithLibraries | null> {
  const [row] = await db
    .select({ ...withCompany, libraries: librariesOfUser })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row ?? null;
}

/** What the API reads of the signer of each request: role, scope, libraries, own profile, end of sessions. */
const signedInFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  companyId: users.companyId,
  role: users.role,
  uploadEverywhere: users.uploadEverywhere,
  sessionsValidAfter: users.sessionsValidAfter,
  libraries: librariesOfUser,
};

const signedInUserQuery = (db: Database) =>
  db
    .select(signedInFields)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('signed_in_user');

export type SignedInUserRow = Awaited<ReturnType<ReturnType<typeof signedInUserQuery>['execute']>>[number];

const signedInUserQueries = new WeakMap<Database, ReturnType<typeof signedInUserQuery>>();

/**
 * The signer of a request with their library roles, in one query built once and prepared by
 * name (PostgreSQL plans it once per connection); on the database itself, outside transactions.
 */
export async function findSignedInUser(db: Database, id: number): Promise<SignedInUserRow | null> {
  let query = signedInUserQueries.get(db);
  if (!query) {
    query = signedInUserQuery(db);
    signedInUserQueries.set(db, query);
  }
  const [row] = await query.execute({ id });
  return row ?? null;
}

export async function findUserById(db: Executor, id: number): Promise<UserWithCompany | null> {
  const [row] = await db
    .select(withCompany)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, id));
  return row ?? null;
}

/** Finds a user by email address, ignoring letter case. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row ?? null;
}

export async function findLibraryAssignments(db: Executor, userId: number): Promise<LibraryAssignment[]> {
  const rows = await db
    .select({ id: userLibraries.libraryId, role: userLibraries.role })
    .from(userLibraries)
    .where(eq(userLibraries.userId, userId))
    .orderBy(userLibraries.libraryId);
  return rows;
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  return row.count;
}

export interface NewUser {
  name: string;
  email: string;
  role: RoleSlug;
  passwordHash: string | null;
  companyId?: number | null;
  phoneNumber?: string | null;
  uploadEverywhere?: boolean;
}

export async function insertUser(db: Executor, user: NewUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...user, email: user.email.trim() })
    .returning({ id: users.id });
  return row.id;
}

export async function assignLibraries(
  db: Executor,
  userId: number,
  assignments: readonly { id: number; role: LibraryRoleSlug }[],
): Promise<void> {
  await db.delete(userLibraries).where(eq(userLibraries.userId, userId));
  if (assignments.length === 0) return;
  await db.insert(userLibraries).values(assignments.map((a) => ({ userId, libraryId: a.id, role: a.role })));
}

export async function updateUserProfile(
  db: Executor,
  id: number,
  changes: { name: string; phoneNumber?: string | null },
): Promise<boolean> {
  const rows = await db.update(users).set(changes).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}
