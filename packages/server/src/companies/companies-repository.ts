import { and, asc, eq, ilike, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { companies, type FeatureFlags, libraries, users } from '../db/schema.ts';
import { containsPattern, offsetOf } from '../db/search.ts';

export type CompanyRow = typeof companies.$inferSelect;

export interface CompanyChanges {
  companyName: string;
  contactPerson: string | null;
  phoneNumber: string | null;
  emailAddress: string;
  footerText: string | null;
  featureFlags?: FeatureFlags;
}

const SORTS = {
  company_name: companies.companyName,
  contact_person: companies.contactPerson,
  phone_number: companies.phoneNumber,
  email_address: companies.emailAddress,
} as const;

export interface CompanyListOptions {
  page: number;
  pageSize: number;
  quickSearch?: string;
  sort: keyof typeof SORTS;
  direction: 'asc' | 'desc';
}

export async function listCompanies(db: Executor, options: CompanyListOptions) {
  const conditions: SQL[] = [];
  if (options.quickSearch) {
    const pattern = containsPattern(options.quickSearch);
    const search = or(
      ilike(companies.companyName, pattern),
      ilike(companies.contactPerson, pattern),
      ilike(companies.emailAddress, pattern),
      ilike(companies.phoneNumber, pattern),
    );
    if (search) conditions.push(search);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const column = SORTS[options.sort];
  const order = options.direction === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls last`;
  const rows = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(order, asc(companies.id))
    .limit(options.pageSize)
    .offset(offsetOf(options.page, options.pageSize));
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(companies).where(where);
  return { rows, total };
}

export async function findCompany(db: Executor, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row ?? null;
}

export async function insertCompany(db: Executor, changes: CompanyChanges): Promise<number> {
  const [row] = await db.insert(companies).values(changes).returning({ id: companies.id });
  return row.id;
}

export async function updateCompany(db: Executor, id: number, changes: CompanyChanges): Promise<void> {
  await db.update(companies).set(changes).where(eq(companies.id, id));
}

export async function setCompanyLogo(db: Executor, id: number, logoPath: string | null): Promise<void> {
  await db.update(companies).set({ logoPath }).where(eq(companies.id, id));
}

/** The ids of the company's libraries (for removing their files after the company is deleted). */
export async function libraryIdsOfCompany(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db.select({ id: libraries.id }).from(libraries).where(eq(libraries.companyId, companyId));
  return rows.map((row) => row.id);
}

/**
 * Deletes a company with its libraries (and their templates and assignments) and its users;
 * super-admins and system-admins of the company stay, without a company.
 */
export async function deleteCompanyCascade(db: Executor, id: number): Promise<void> {
  await db
    .update(users)
    .set({ companyId: null })
    .where(and(eq(users.companyId, id), inArray(users.role, ['super-admin', 'system-admin'])));
  await db.delete(users).where(and(eq(users.companyId, id), isNotNull(users.companyId)));
  await db.delete(companies).where(eq(companies.id, id));
}
