/**
 * Roles and permissions of the product as data, shared by the server (enforcement) and the
 * console (what to show). A permission is granted either everywhere in the holder's scope or
 * only for a list of libraries (library-level roles).
 */

export const ROLE_SLUGS = ['super-admin', 'system-admin', 'company-admin', 'editor', 'read-only', 'uploader'] as const;
export type RoleSlug = (typeof ROLE_SLUGS)[number];

/** Roles held per library by a library-level role holder. */
export const LIBRARY_ROLE_SLUGS = ['editor', 'read-only', 'uploader'] as const;
export type LibraryRoleSlug = (typeof LIBRARY_ROLE_SLUGS)[number];

export const PERMISSION_KEYS = [
  'list-videos-of-libraries',
  'upload-video',
  'manage-user-crud',
  'list-companies',
  'store-company',
  'manage-company',
  'list-libraries',
  'store-library',
  'manage-library',
  'connect-to-publish-service',
  'manage-videos-of-libraries',
  'company-usage-stats',
  'publish-video',
  'copy-from-library',
  'copy-to-library',
  'move-to-library',
  'ftp-folder-access',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export interface Role {
  name: string;
  slug: RoleSlug;
  /** Holds its permissions for every library of its company (or of the platform). */
  company_level: boolean;
  /** Is one of the roles a user can hold per library. */
  library_level: boolean;
}

export const ROLES: readonly Role[] = [
  { name: 'Super admin', slug: 'super-admin', company_level: true, library_level: false },
  { name: 'System admin', slug: 'system-admin', company_level: true, library_level: false },
  { name: 'Company admin', slug: 'company-admin', company_level: true, library_level: false },
  { name: 'Editor', slug: 'editor', company_level: false, library_level: true },
  { name: 'Read-only', slug: 'read-only', company_level: false, library_level: true },
  { name: 'Uploader', slug: 'uploader', company_level: false, library_level: true },
];

export function roleBySlug(slug: RoleSlug): Role {
  const role = ROLES.find((r) => r.slug === slug);
  if (!role) throw new Error(`Unknown role ${slug}`);
  return role;
}

export function isLibraryRole(slug: string): slug is LibraryRoleSlug {
  return (LIBRARY_ROLE_SLUGS as readonly string[]).includes(slug);
}

/** Platform roles see and manage every company. */
export function isPlatformRole(slug: RoleSlug): boolean {
  return slug === 'super-admin' || slug === 'system-admin';
}

const ALL = PERMISSION_KEYS;

/** What each company-level role may do within its scope (platform or own company). */
export const COMPANY_ROLE_PERMISSIONS: Record<
  'super-admin' | 'system-admin' | 'company-admin',
  readonly PermissionKey[]
> = {
  'super-admin': ALL,
  'system-admin': ALL,
  'company-admin': [
    'list-videos-of-libraries',
    'upload-video',
    'manage-user-crud',
    'manage-company',
    'list-libraries',
    'store-library',
    'manage-library',
    'connect-to-publish-service',
    'manage-videos-of-libraries',
    'publish-video',
    'copy-from-library',
    'copy-to-library',
    'move-to-library',
    'ftp-folder-access',
  ],
};

/** What a library role allows in the libraries it is held for. */
export const LIBRARY_ROLE_PERMISSIONS: Record<LibraryRoleSlug, readonly PermissionKey[]> = {
  editor: [
    'list-videos-of-libraries',
    'upload-video',
    'manage-videos-of-libraries',
    'publish-video',
    'copy-from-library',
    'copy-to-library',
    'move-to-library',
  ],
  'read-only': ['list-videos-of-libraries'],
  uploader: ['list-videos-of-libraries', 'upload-video'],
};

/** A user's library assignment: one library role per library. */
export interface LibraryAssignment {
  id: number;
  role: LibraryRoleSlug;
}

/**
 * The permissions map carried in the access token and returned with a user: `true` means the
 * permission holds everywhere in the user's scope, a list means only for those library ids.
 */
export type PermissionsMap = Partial<Record<PermissionKey, true | readonly number[]>>;

export function permissionsFor(role: RoleSlug, libraries: readonly LibraryAssignment[]): PermissionsMap {
  if (!isLibraryRole(role)) {
    const map: PermissionsMap = {};
    for (const key of COMPANY_ROLE_PERMISSIONS[role]) map[key] = true;
    return map;
  }
  const lists: Partial<Record<PermissionKey, number[]>> = {};
  for (const assignment of libraries) {
    for (const key of LIBRARY_ROLE_PERMISSIONS[assignment.role]) {
      const list = lists[key] ?? [];
      if (!list.includes(assignment.id)) list.push(assignment.id);
      lists[key] = list;
    }
  }
  return lists;
}

/** Whether the permission is held at all (anywhere). */
export function hasPermission(permissions: PermissionsMap, key: PermissionKey): boolean {
  const value = permissions[key];
  return value === true || (Array.isArray(value) && value.length > 0);
}

/** Whether the permission is held for one library (company scope is checked by the caller). */
export function hasLibraryPermission(permissions: PermissionsMap, key: PermissionKey, libraryId: number): boolean {
  const value = permissions[key];
  return value === true || (Array.isArray(value) && value.includes(libraryId));
}

export interface RoleHolder {
  id: number;
  role: RoleSlug;
  companyId: number | null;
}

/**
 * The role-editing rules: you cannot edit yourself; a system-admin cannot edit a super-admin or
 * system-admin; a company-admin cannot edit another company-admin; a super-admin can edit others;
 * otherwise only roles other than your own.
 */
export function canEditRole(viewer: RoleHolder, target: RoleHolder): boolean {
  if (viewer.id === target.id) return false;
  if (viewer.role === 'super-admin') return true;
  if (viewer.role === 'system-admin') return target.role !== 'super-admin' && target.role !== 'system-admin';
  if (viewer.role === 'company-admin' && target.role === 'company-admin') return false;
  return target.role !== viewer.role;
}

/**
 * The roles a viewer may give to a user: a super-admin any; everyone else only roles below their
 * own (so nobody can raise a user above themselves), which matches the editing rules above.
 */
export function assignableRoles(viewer: RoleHolder): RoleSlug[] {
  if (viewer.role === 'super-admin') return [...ROLE_SLUGS];
  const rank = (slug: RoleSlug) => ROLE_SLUGS.indexOf(slug);
  if (isLibraryRole(viewer.role)) return [];
  return ROLE_SLUGS.filter((slug) => rank(slug) > rank(viewer.role));
}

/** Whether the viewer manages users of that company at all. */
export function canManageUsersOf(viewer: RoleHolder & { permissions: PermissionsMap }, companyId: number | null) {
  if (!hasPermission(viewer.permissions, 'manage-user-crud')) return false;
  if (isPlatformRole(viewer.role)) return true;
  return companyId !== null && companyId === viewer.companyId;
}

/** Only super-admin and system-admin may choose a user's company, see the company column and filter. */
export function canChooseCompany(viewer: RoleHolder): boolean {
  return isPlatformRole(viewer.role);
}

/** "Can upload to all libraries" is shown and settable by super-admin and system-admin only. */
export function canSetUploadEverywhere(viewer: RoleHolder): boolean {
  return isPlatformRole(viewer.role);
}

/** A company cannot be deleted by a user of the same company. */
export function canDeleteCompany(viewer: RoleHolder & { permissions: PermissionsMap }, companyId: number): boolean {
  return hasPermission(viewer.permissions, 'manage-company') && viewer.companyId !== companyId;
}

/**
 * Whether the viewer may edit or delete that user at all: the user is within the viewer's reach
 * (canManageUsersOf), the role-editing rules allow it (canEditRole), and the user's current role
 * is one the viewer could give (so nobody manages a user ranked above themselves).
 */
export function canManageUser(viewer: RoleHolder & { permissions: PermissionsMap }, target: RoleHolder): boolean {
  return (
    canManageUsersOf(viewer, target.companyId) &&
    canEditRole(viewer, target) &&
    assignableRoles(viewer).includes(target.role)
  );
}
