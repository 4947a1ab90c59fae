import { type AuthUser, type LibraryAssignment, permissionsFor, type RoleSlug } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { isGroupWorthShowing, menuFor } from './menu.ts';

const user = (role: RoleSlug, libraries: LibraryAssignment[] = []): AuthUser => ({
  id: 1,
  name: 'U',
  email: 'u@example.test',
  role,
  company: { id: 4, company_name: 'Acme' },
  uploadEverywhere: false,
  permissions: permissionsFor(role, libraries),
});

const labels = (u: AuthUser) => menuFor(u).flatMap((group) => group.entries.map((entry) => entry.label));

describe('left menu', () => {
  it('gives a super-admin every entry including Usage Stats', () => {
    expect(labels(user('super-admin'))).toEqual([
      'Media library',
      'Statistics',
      'Profile',
      'Companies',
      'Libraries',
      'Users',
      'Usage Stats',
      'FTP',
      'Upload',
    ]);
  });

  it('gives a company-admin a single Company entry and no Usage Stats', () => {
    const menu = menuFor(user('company-admin'));
    const entries = menu.flatMap((group) => group.entries);
    expect(entries.find((entry) => entry.label === 'Company')?.to).toBe('/companies/4');
    expect(entries.map((entry) => entry.label)).not.toContain('Companies');
    expect(entries.map((entry) => entry.label)).not.toContain('Usage Stats');
  });

  it('gives a read-only user only what they may see, without an Admin group of Profile alone', () => {
    const menu = menuFor(user('read-only', [{ id: 2, role: 'read-only' }]));
    expect(menu.map((group) => group.label)).toEqual([null]);
    expect(labels(user('read-only', [{ id: 2, role: 'read-only' }]))).toEqual(['Media library', 'Statistics']);
  });

  it('leaves out the Admin heading for an editor, whose Admin group would hold only Profile', () => {
    const menu = menuFor(user('editor', [{ id: 2, role: 'editor' }]));
    expect(menu.map((group) => group.label)).not.toContain('Admin');
    expect(labels(user('editor', [{ id: 2, role: 'editor' }]))).not.toContain('Profile');
  });

  it('keeps Profile in the Admin group when the group holds administration too', () => {
    const admin = menuFor(user('company-admin')).find((group) => group.label === 'Admin');
    expect(admin?.entries.map((entry) => entry.label)).toEqual(['Profile', 'Company', 'Libraries', 'Users']);
  });

  it('shows a group only when it holds an entry the user menu does not already give', () => {
    expect(isGroupWorthShowing({ label: 'Admin', entries: [] })).toBe(false);
    expect(
      isGroupWorthShowing({ label: 'Admin', entries: [{ label: 'Profile', to: '/profile', inUserMenu: true }] }),
    ).toBe(false);
    expect(
      isGroupWorthShowing({
        label: 'Admin',
        entries: [
          { label: 'Profile', to: '/profile', inUserMenu: true },
          { label: 'Users', to: '/users' },
        ],
      }),
    ).toBe(true);
  });

  it('gives a user with no library an empty menu (Profile stays in the user menu)', () => {
    expect(menuFor(user('read-only'))).toEqual([]);
  });

  it('marks Upload as a small-screen entry', () => {
    const upload = menuFor(user('uploader', [{ id: 2, role: 'uploader' }]))
      .flatMap((group) => group.entries)
      .find((entry) => entry.label === 'Upload');
    expect(upload?.smallScreensOnly).toBe(true);
  });
});
