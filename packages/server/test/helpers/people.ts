import type { LibraryRoleSlug, RoleSlug } from '@reelbase/contract';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Database } from '../../src/db/database.ts';
import { companies, libraries } from '../../src/db/schema.ts';
import { assignLibraries, insertUser } from '../../src/users/users-repository.ts';

export async function addCompany(db: Database, name = 'Northwind Media'): Promise<number> {
  const [row] = await db.insert(companies).values({ companyName: name }).returning({ id: companies.id });
  return row.id;
}

export async function addLibrary(db: Database, companyId: number, name = 'Campaigns'): Promise<number> {
  const [row] = await db.insert(libraries).values({ companyId, name }).returning({ id: libraries.id });
  return row.id;
}

export interface Person {
  id: number;
  email: string;
  password: string;
}

/** Adds a user who can sign in with a password. */
export async function addUser(
  db: Database,
  options: {
    role: RoleSlug;
    email?: string;
    name?: string;
    companyId?: number | null;
    libraries?: { id: number; role: LibraryRoleSlug }[];
  },
): Promise<Person> {
  const email = options.email ?? `${options.role}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = `pw-${options.role}-secret`;
  const id = await insertUser(db, {
    name: options.name ?? `A ${options.role}`,
    email,
    role: options.role,
    companyId: options.companyId ?? null,
    passwordHash: await hashPassword(password),
  });
  if (options.libraries) await assignLibraries(db, id, options.libraries);
  return { id, email, password };
}
