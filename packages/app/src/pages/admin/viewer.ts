import type { AuthUser, PermissionsMap, RoleHolder } from '@reelbase/contract';

/** The signed-in user as the contract's role rules see them. */
export function viewerOf(user: {
  id: number;
  role: AuthUser['role'];
  company: AuthUser['company'];
  permissions: PermissionsMap;
}): RoleHolder & { permissions: PermissionsMap } {
  return { id: user.id, role: user.role, companyId: user.company?.id ?? null, permissions: user.permissions };
}
