import {
  type AuthUser,
  accessClaimsSchema,
  type LibraryAssignment,
  type PermissionsMap,
  permissionsFor,
  type RoleSlug,
} from '@reelbase/contract';
import { verifyPassword } from '../auth/passwords.ts';
import type { Executor } from '../db/database.ts';
import {
  findUserByEmail,
  findUserWithLibraries,
  type UserWithCompany,
  type UserWithLibraries,
} from './users-repository.ts';

/** A user as the API sees the signer of a request: current role, libraries and permissions. */
export interface Viewer {
  id: number;
  role: RoleSlug;
  companyId: number | null;
  uploadEverywhere: boolean;
  libraries: LibraryAssignment[];
  permissions: PermissionsMap;
  /** The sign-in session of the request's access token (null for a token without one). */
  session?: string | null;
}

export interface Account {
  user: UserWithCompany;
  viewer: Viewer;
}

/** Whether a number can be a user's id (the subject of an access token). */
export const isUserId = (userId: number) => Number.isSafeInteger(userId) && userId > 0;

/** The viewer of a user with these library roles: the permissions follow from role and libraries. */
export function viewerFor(
  user: Pick<UserWithCompany, 'id' | 'role' | 'companyId' | 'uploadEverywhere'>,
  libraries: LibraryAssignment[],
): Viewer {
  return {
    id: user.id,
    role: user.role,
    companyId: user.companyId,
    uploadEverywhere: user.uploadEverywhere,
    libraries,
    permissions: permissionsFor(user.role, libraries),
  };
}

/** The account of a user read with their library roles, with the derived permissions. */
export function accountOf(row: UserWithLibraries): Account {
  const { libraries, ...user } = row;
  return { user, viewer: viewerFor(user, libraries) };
}

/** Loads a user with their library roles and derived permissions (one query); null when the user is gone. */
export async function loadAccount(db: Executor, userId: number): Promise<Account | null> {
  if (!isUserId(userId)) return null;
  const row = await findUserWithLibraries(db, userId);
  return row ? accountOf(row) : null;
}

/** The custom claims of an access token (besides `sub`), checked against the contract. */
export function accessClaimsOf(account: Account): Omit<AuthUser, 'id'> {
  const { user, viewer } = account;
  const claims: Omit<AuthUser, 'id'> = {
    name: user.name,
    email: user.email,
    role: user.role,
    company:
      user.companyId !== null && user.companyName !== null
        ? { id: user.companyId, company_name: user.companyName }
        : null,
    uploadEverywhere: viewer.uploadEverywhere,
    permissions: viewer.permissions,
  };
  accessClaimsSchema.parse({ sub: String(user.id), ...claims });
  return claims;
}

/** Checks an email address and password; returns the user id, or null. */
export async function checkCredentials(db: Executor, email: string, password: string): Promise<number | null> {
  const user = await findUserByEmail(db, email);
  const matches = await verifyPassword(password, user?.passwordHash ?? null);
  return matches && user ? user.id : null;
}
