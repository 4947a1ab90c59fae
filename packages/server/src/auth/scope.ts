import { hasPermission, isPlatformRole, type PermissionKey } from '@reelbase/contract';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import type { Viewer } from '../users/accounts.ts';

/** Super-admins and system-admins reach every company; everyone else only their own. */
export function inCompanyScope(viewer: Viewer, companyId: number | null): boolean {
  if (isPlatformRole(viewer.role)) return true;
  return companyId !== null && viewer.companyId === companyId;
}

export interface LibraryRef {
  id: number;
  companyId: number;
}

/** Whether the viewer holds the permission for this library (company scope or the library list). */
export function canOnLibrary(viewer: Viewer, key: PermissionKey, library: LibraryRef): boolean {
  const value = viewer.permissions[key];
  if (value === true) return inCompanyScope(viewer, library.companyId);
  return Array.isArray(value) && value.includes(library.id);
}

/** Whether the viewer holds any permission for the library (what "can see" means). */
export function canSeeLibrary(viewer: Viewer, library: LibraryRef): boolean {
  return Object.keys(viewer.permissions).some((key) => canOnLibrary(viewer, key as PermissionKey, library));
}

/**
 * Upload: the upload permission for that library, or "can upload to all libraries", which means
 * all libraries of the viewer's own company (of every company for the platform roles), never
 * another company's.
 */
export function canUploadTo(viewer: Viewer, library: LibraryRef): boolean {
  return (
    (viewer.uploadEverywhere && inCompanyScope(viewer, library.companyId)) ||
    canOnLibrary(viewer, 'upload-video', library)
  );
}

/**
 * Refuses a record outside the viewer's reach: 403 without the permission at all, 404 for a
 * record of another company (its existence is not revealed).
 */
export function assertCompanyAccess(viewer: Viewer, key: PermissionKey, companyId: number, notFound: string): void {
  if (!hasPermission(viewer.permissions, key)) throw new ForbiddenError();
  if (!inCompanyScope(viewer, companyId)) throw new NotFoundError(notFound);
}

export function assertLibraryAccess(viewer: Viewer, key: PermissionKey, library: LibraryRef, notFound: string): void {
  if (!hasPermission(viewer.permissions, key)) throw new ForbiddenError();
  if (!canOnLibrary(viewer, key, library)) throw new NotFoundError(notFound);
}
