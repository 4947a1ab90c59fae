import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, type LibraryWebhook, libraries, roles, userLibraries, users } from '../db/schema.ts';
import { containsPattern, offsetOf } from '../db/search.ts';

const withCompany = {
  id: libraries.id,
  companyId: libraries.companyId,
  name: libraries.name,
  whitelistedDomains: libraries.whitelistedDomains,
  webhooks: libraries.webhooks,
  defaultTags: libraries.defaultTags,
  footerText: libraries.footerText,
  logoPath: libraries.logoPath,
  viewingPageBackgroundPath: libraries.viewingPageBackgroundPath,
  meta: libraries.meta,
  companyName: companies.companyName,
  companyLogoPath: companies.logoPath,
};

export interface LibraryRow {
  id: number;
  companyId: number;
  name: string;
  whitelistedDomains: string[];
  webhooks: LibraryWebhook[];
  defaultTags: string[];
  footerText: string | null;
  logoPath: string | null;
  viewingPageBackgroundPath: string | null;
  meta: Record<string, unknown>;
  companyName: string;
  companyLogoPath: string | null;
}

export interface LibraryChanges {
  name: string;
  companyId: number;
  footerText?: string | null;
  whitelistedDomains?: string[];
  webhooks?: LibraryWebhook[];
  meta?: Record<string, unknown>;
}

export async function findLibrary(db: Executor, id: number): Promise<LibraryRow | null> {
  const [row] = await db
    .select(withCompany)
    .from(libraries)
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(eq(libraries.id, id));
  return row ?? null;
}

export interface LibraryListOptions {
  page: number;
  pageSize: number;
  quickSearch?: string;
  sort: 'company_name' | 'name';
  direction: 'asc' | 'desc';
  /** Only this company's libraries. */
  companyId?: number;
}

export async function listLibraries(db: Executor, options: LibraryListOptions) {
  const conditions: SQL[] = [];
  if (options.companyId !== undefined) conditions.push(eq(libraries.companyId, options.companyId));
  if (options.quickSearch) {
    const pattern = containsPattern(options.quickSearch);
    const search = or(ilike(libraries.name, pattern), ilike(companies.companyName, pattern));
    if (search) conditions.push(search);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const direction = options.direction === 'desc' ? sql`desc` : sql`asc`;
  const order =
    options.sort === 'name'
      ? [sql`lower(${libraries.name}) ${direction}`, sql`lower(${companies.companyName}) ${direction}`]
      : [sql`lower(${companies.companyName}) ${direction}`, sql`lower(${libraries.name}) ${direction}`];
  const rows = await db
    .select(withCompany)
    .from(libraries)
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(where)
    .orderBy(...order, asc(libraries.id))
    .limit(options.pageSize)
    .offset(offsetOf(options.page, options.pageSize));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(libraries)
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(where);
  return { rows, total };
}

/** Which libraries: every one, one company's, or a list of ids. */
export type LibraryFilter = { all: true } | { companyId: number } | { ids: readonly number[] };

export async function librarySummaries(db: Executor, filter: LibraryFilter) {
  let where: SQL | undefined;
  if ('companyId' in filter) where = eq(libraries.companyId, filter.companyId);
  if ('ids' in filter) {
    if (filter.ids.length === 0) return [];
    where = inArray(libraries.id, [...filter.ids]);
  }
  return db
    .select({
      id: libraries.id,
      name: libraries.name,
      company_id: libraries.companyId,
      company_name: companies.companyName,
    })
    .from(libraries)
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(where)
    .orderBy(sql`lower(${companies.companyName})`, sql`lower(${libraries.name})`, asc(libraries.id));
}

export async function myLibraries(db: Executor, userId: number) {
  return db
    .select({
      id: libraries.id,
      name: libraries.name,
      company_id: libraries.companyId,
      company_name: companies.companyName,
      role: userLibraries.role,
    })
    .from(userLibraries)
    .innerJoin(libraries, eq(libraries.id, userLibraries.libraryId))
    .innerJoin(companies, eq(companies.id, libraries.companyId))
    .where(eq(userLibraries.userId, userId))
    .orderBy(sql`lower(${companies.companyName})`, sql`lower(${libraries.name})`, asc(libraries.id));
}

export async function assignedUsers(db: Executor, libraryId: number) {
  return db
    .select({ user_name: users.name, user_email: users.email, role_name: roles.name })
    .from(userLibraries)
    .innerJoin(users, eq(users.id, userLibraries.userId))
    .innerJoin(roles, eq(roles.slug, userLibraries.role))
    .where(eq(userLibraries.libraryId, libraryId))
    .orderBy(sql`lower(${users.name})`, asc(users.id));
}

export async function insertLibrary(db: Executor, changes: LibraryChanges): Promise<number> {
  const [row] = await db.insert(libraries).values(changes).returning({ id: libraries.id });
  return row.id;
}

export async function updateLibrary(db: Executor, id: number, changes: Partial<LibraryChanges>): Promise<void> {
  await db.update(libraries).set(changes).where(eq(libraries.id, id));
}

/** After a library moves to another company, users of the old company lose their role in it. */
export async function removeAssignmentsOutsideCompany(db: Executor, libraryId: number, companyId: number) {
  await db.delete(userLibraries).where(
    and(
      eq(userLibraries.libraryId, libraryId),
      inArray(
        userLibraries.userId,
        db
          .select({ id: users.id })
          .from(users)
          .where(or(ne(users.companyId, companyId), sql`${users.companyId} is null`)),
      ),
    ),
  );
}

export async function deleteLibrary(db: Executor, id: number): Promise<void> {
  await db.delete(libraries).where(eq(libraries.id, id));
}

export type LibraryImage = 'logoPath' | 'viewingPageBackgroundPath';

export async function setLibraryImage(db: Executor, id: number, image: LibraryImage, key: string | null) {
  await db
    .update(libraries)
    .set({ [image]: key })
    .where(eq(libraries.id, id));
}

export async function companyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}
