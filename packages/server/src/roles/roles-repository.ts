import { ROLES, type Role } from '@reelbase/contract';
import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { roles } from '../db/schema.ts';

/** Writes the contract's roles into the roles table (names and levels follow the contract). */
export async function seedRoles(db: Executor): Promise<void> {
  await db
    .insert(roles)
    .values(
      ROLES.map((role) => ({
        slug: role.slug,
        name: role.name,
        companyLevel: role.company_level,
        libraryLevel: role.library_level,
      })),
    )
    .onConflictDoUpdate({
      target: roles.slug,
      set: {
        name: sql`excluded.name`,
        companyLevel: sql`excluded.company_level`,
        libraryLevel: sql`excluded.library_level`,
      },
    });
}

/** Every role, in the contract's order (from most to least powerful). */
export async function listRoles(db: Executor): Promise<Role[]> {
  const rows = await db.select().from(roles).orderBy(asc(roles.slug));
  const order = ROLES.map((role) => role.slug);
  return rows
    .map((row) => ({
      name: row.name,
      slug: row.slug,
      company_level: row.companyLevel,
      library_level: row.libraryLevel,
    }))
    .sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
}
