import type { RoleSlug } from '@reelbase/contract';
import { and, asc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, libraries, users } from '../db/schema.ts';
import { containsPattern, offsetOf } from '../db/search.ts';

export interface UserListOptions {
  page: number;
  pageSize: number;
  quickSearch?: string;
  sort: 'name' | 'email' | 'company';
  direction: 'asc' | 'desc';
  companyId?: number;
}

const listColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phoneNumber: users.phoneNumber,
  companyId: users.companyId,
  companyName: companies.companyName,
  role: users.role,
  hasPassword: sql<boolean>`${users.passwordHash} is not null`,
};

export async function listUsers(db: Executor, options: UserListOptions) {
  const conditions: SQL[] = [];
  if (options.companyId !== undefined) conditions.push(eq(users.companyId, options.companyId));
  if (options.quickSearch) {
    const pattern = containsPattern(options.quickSearch);
    const search = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (search) conditions.push(search);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = { name: users.name, email: users.email, company: companies.companyName }[options.sort];
  const direction = options.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const rows = await db
    .select(listColumns)
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .orderBy(sql`lower(${column}) ${direction}`, asc(users.id))
    .limit(options.pageSize)
    .offset(offsetOf(options.page, options.pageSize));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where);
  return { rows, total };
}

/** Whether another user already has this email address (ignoring letter case). */
export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const conditions = [sql`lower(${users.email}) = lower(${email.trim()})`];
  if (exceptId !== undefined) conditions.push(ne(users.id, exceptId));
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions));
  return row !== undefined;
}

/** The company of each of the given libraries (missing ones are absent). */
export async function libraryCompanies(db: Executor, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: libraries.id, companyId: libraries.companyId })
    .from(libraries)
    .where(inArray(libraries.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row.companyId]));
}

export async function updateUser(
  db: Executor,
  id: number,
  changes: {
    name: string;
    phoneNumber: string | null;
    role: RoleSlug;
    companyId: number | null;
    uploadEverywhere: boolean;
  },
): Promise<void> {
  await db.update(users).set(changes).where(eq(users.id, id));
}

export async function deleteUser(db: Executor, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function setPasswordHash(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

export async function companyIdExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row !== undefined;
}
