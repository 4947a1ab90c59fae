import { assignableRoles, type RolesResponse } from '@reelbase/contract';
import type { Executor } from '../db/database.ts';
import type { Viewer } from '../users/accounts.ts';
import { listRoles } from './roles-repository.ts';

/** The company-level roles the viewer may give to users, and the roles held per library. */
export async function rolesFor(db: Executor, viewer: Viewer): Promise<RolesResponse> {
  const roles = await listRoles(db);
  const assignable = new Set(assignableRoles(viewer));
  return {
    allowedCompanyLevelRoles: roles.filter((role) => role.company_level && assignable.has(role.slug)),
    libraryLevelRoles: roles.filter((role) => role.library_level),
  };
}
