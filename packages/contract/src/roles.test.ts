import { describe, expect, it } from 'vitest';
import {
  assignableRoles,
  canDeleteCompany,
  canEditRole,
  canManageUser,
  hasLibraryPermission,
  hasPermission,
  permissionsFor,
  type RoleHolder,
} from './roles.ts';

const holder = (id: number, role: RoleHolder['role'], companyId: number | null = 1): RoleHolder => ({
  id,
  role,
  companyId,
});

describe('role editing rules', () => {
  it('never lets you edit yourself', () => {
    expect(canEditRole(holder(1, 'super-admin'), holder(1, 'super-admin'))).toBe(false);
  });

  it('lets a super-admin edit every other user', () => {
    for (const role of ['super-admin', 'system-admin', 'company-admin', 'editor'] as const) {
      expect(canEditRole(holder(1, 'super-admin'), holder(2, role))).toBe(true);
    }
  });

  it('keeps a system-admin away from super-admins and system-admins', () => {
    expect(canEditRole(holder(1, 'system-admin'), holder(2, 'super-admin'))).toBe(false);
    expect(canEditRole(holder(1, 'system-admin'), holder(2, 'system-admin'))).toBe(false);
    expect(canEditRole(holder(1, 'system-admin'), holder(2, 'company-admin'))).toBe(true);
  });

  it('keeps a company-admin away from other company-admins', () => {
    expect(canEditRole(holder(1, 'company-admin'), holder(2, 'company-admin'))).toBe(false);
    expect(canEditRole(holder(1, 'company-admin'), holder(2, 'editor'))).toBe(true);
  });

  it('otherwise allows only roles other than your own', () => {
    expect(canEditRole(holder(1, 'editor'), holder(2, 'editor'))).toBe(false);
    expect(canEditRole(holder(1, 'editor'), holder(2, 'uploader'))).toBe(true);
  });

  it('derives the assignable roles from the same rules', () => {
    expect(assignableRoles(holder(1, 'company-admin'))).toEqual(['editor', 'read-only', 'uploader']);
    expect(assignableRoles(holder(1, 'system-admin'))).toEqual(['company-admin', 'editor', 'read-only', 'uploader']);
    expect(assignableRoles(holder(1, 'super-admin'))).toHaveLength(6);
  });
});

describe('who may edit or delete a user', () => {
  const viewer = (id: number, role: RoleHolder['role'], companyId: number | null = 1) => ({
    ...holder(id, role, companyId),
    permissions: permissionsFor(role, []),
  });

  it('follows the role-editing rules', () => {
    expect(canManageUser(viewer(1, 'super-admin', null), holder(1, 'super-admin', null))).toBe(false);
    expect(canManageUser(viewer(1, 'super-admin', null), holder(2, 'system-admin', null))).toBe(true);
    expect(canManageUser(viewer(1, 'system-admin', null), holder(2, 'super-admin', null))).toBe(false);
    expect(canManageUser(viewer(1, 'system-admin', null), holder(2, 'system-admin', null))).toBe(false);
    expect(canManageUser(viewer(1, 'system-admin', null), holder(2, 'company-admin'))).toBe(true);
    expect(canManageUser(viewer(1, 'company-admin'), holder(2, 'company-admin'))).toBe(false);
    expect(canManageUser(viewer(1, 'company-admin'), holder(2, 'editor'))).toBe(true);
  });

  it("keeps a company-admin to their own company's users", () => {
    expect(canManageUser(viewer(1, 'company-admin', 1), holder(2, 'editor', 2))).toBe(false);
    expect(canManageUser(viewer(1, 'company-admin', 1), holder(2, 'system-admin', null))).toBe(false);
  });

  it('gives library-role holders no users to manage', () => {
    expect(canManageUser(viewer(1, 'editor'), holder(2, 'uploader'))).toBe(false);
  });
});

describe('permissions map', () => {
  it('grants company-level roles their permissions everywhere in scope', () => {
    const map = permissionsFor('company-admin', []);
    expect(map['manage-library']).toBe(true);
    expect(map['store-company']).toBeUndefined();
    expect(map['company-usage-stats']).toBeUndefined();
  });

  it('grants library roles per library', () => {
    const map = permissionsFor('editor', [
      { id: 3, role: 'editor' },
      { id: 5, role: 'read-only' },
    ]);
    expect(map['list-videos-of-libraries']).toEqual([3, 5]);
    expect(map['manage-videos-of-libraries']).toEqual([3]);
    expect(hasLibraryPermission(map, 'manage-videos-of-libraries', 5)).toBe(false);
    expect(hasLibraryPermission(map, 'manage-videos-of-libraries', 3)).toBe(true);
    expect(hasPermission(map, 'manage-user-crud')).toBe(false);
  });

  it('grants nothing to a library role holder without libraries', () => {
    expect(hasPermission(permissionsFor('uploader', []), 'upload-video')).toBe(false);
  });

  it('forbids deleting your own company', () => {
    const admin = { ...holder(1, 'system-admin', 9), permissions: permissionsFor('system-admin', []) };
    expect(canDeleteCompany(admin, 9)).toBe(false);
    expect(canDeleteCompany(admin, 10)).toBe(true);
  });
});
