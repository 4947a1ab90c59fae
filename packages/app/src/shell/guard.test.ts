import { type AuthUser, permissionsFor } from '@reelbase/contract';
import { describe, expect, it } from 'vitest';
import { decideRoute } from './guard.ts';

const user = (role: AuthUser['role'], libraries: { id: number; role: 'editor' | 'read-only' | 'uploader' }[] = []) =>
  ({
    id: 7,
    name: 'A',
    email: 'a@example.test',
    role,
    company: { id: 1, company_name: 'Acme' },
    uploadEverywhere: false,
    permissions: permissionsFor(role, libraries),
  }) satisfies AuthUser;

describe('route guard', () => {
  it('always allows the comments route, even signed out', () => {
    expect(decideRoute('comments', null)).toEqual({ kind: 'allow' });
  });

  it('asks for a session on a private route when signed out', () => {
    expect(decideRoute('mediaLibrary', null)).toEqual({ kind: 'authenticate' });
  });

  it('checks the route by name and sends a denied user to the profile', () => {
    const readOnly = user('read-only', [{ id: 3, role: 'read-only' }]);
    expect(decideRoute('mediaLibrary', readOnly)).toEqual({ kind: 'allow' });
    expect(decideRoute('users', readOnly)).toEqual({ kind: 'redirect', to: '/profile' });
    expect(decideRoute('usageStatsPage', user('company-admin'))).toEqual({ kind: 'redirect', to: '/profile' });
    expect(decideRoute('usageStatsPage', user('system-admin'))).toEqual({ kind: 'allow' });
  });

  it('allows upload by permission or upload-everywhere', () => {
    const readOnly = user('read-only', [{ id: 3, role: 'read-only' }]);
    expect(decideRoute('upload', readOnly).kind).toBe('redirect');
    expect(decideRoute('upload', { ...readOnly, uploadEverywhere: true })).toEqual({ kind: 'allow' });
    expect(decideRoute('upload', user('uploader', [{ id: 3, role: 'uploader' }]))).toEqual({ kind: 'allow' });
  });

  it('needs FTP access for the FTP page', () => {
    expect(decideRoute('ftp-upload', user('editor', [{ id: 3, role: 'editor' }])).kind).toBe('redirect');
    expect(decideRoute('ftp-upload', user('company-admin'))).toEqual({ kind: 'allow' });
  });
});
