import { generatePassword, hashPassword } from '../auth/passwords.ts';
import type { Database } from '../db/database.ts';
import { countUsers, insertUser } from './users-repository.ts';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/** The first super-admin, when one was created; `password` is set only when it was generated. */
export interface FirstAdmin {
  email: string;
  generatedPassword: string | null;
}

/**
 * Creates the first super-admin when there are no users yet: from the configured email and
 * password, or `admin@localhost` with a generated password (to be shown once).
 */
export async function ensureFirstAdmin(
  db: Database,
  options: { email: string | null; password: string | null },
): Promise<FirstAdmin | null> {
  if ((await countUsers(db)) > 0) return null;
  const email = options.email ?? DEFAULT_ADMIN_EMAIL;
  const generatedPassword = options.password ? null : generatePassword();
  const password = options.password ?? generatedPassword ?? '';
  const created = await db.transaction(async (tx) => {
    await tx.execute('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
    if ((await countUsers(tx)) > 0) return false;
    await insertUser(tx, {
      name: 'Administrator',
      email,
      role: 'super-admin',
      passwordHash: await hashPassword(password),
    });
    return true;
  });
  return created ? { email, generatedPassword } : null;
}
