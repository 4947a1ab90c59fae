import type { RoleSlug } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertLink } from '../src/external-uploads/external-uploads-repository.ts';
import { defaultSettings, insertTemplate } from '../src/player-templates/player-templates-repository.ts';
import {
  ALL_ROLES,
  addCompanyFixture,
  type CompanyFixture,
  PNG,
  type SignedInPerson,
  signInEveryRole,
  upload,
} from './helpers/admin.ts';
import { addCompany, addLibrary, addUser } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<RoleSlug, SignedInPerson>;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  own = await addCompanyFixture(server.db, 'Own Company');
  other = await addCompanyFixture(server.db, 'Other Company');
  people = await signInEveryRole(server, own);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

type Scope = 'own' | 'other';
/** Where a role is allowed: in its own company, in another company, in both, or nowhere. */
type Access = Scope | 'both' | 'none';

interface Case {
  name: string;
  /** The route as the OpenAPI document names it. */
  route: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** The address for a target in the given company (may create a fresh record to act on). */
  path: (target: CompanyFixture) => string | Promise<string>;
  body?: (target: CompanyFixture) => unknown;
  /** Multipart upload field. */
  file?: string;
  access: Partial<Record<RoleSlug, Access>>;
}

const PLATFORM = { 'super-admin': 'both', 'system-admin': 'both' } as const;
const ADMINS_OWN = { ...PLATFORM, 'company-admin': 'own' } as const;
const ADMINS_BOTH = { ...PLATFORM, 'company-admin': 'both' } as const;
const EVERYONE = Object.fromEntries(ALL_ROLES.map((role) => [role, 'both'])) as Record<RoleSlug, Access>;
const SEEING_OWN = { ...ADMINS_OWN, editor: 'own', 'read-only': 'own', uploader: 'own' } as const;
const UPLOADING_OWN = { ...ADMINS_OWN, editor: 'own', uploader: 'own' } as const;

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;
const freshCompany = async (target: CompanyFixture) =>
  target === own ? own.companyId : addCompany(server.db, `Disposable ${unique()}`);
const freshLibrary = (target: CompanyFixture) => addLibrary(server.db, target.companyId, `Disposable ${unique()}`);
const freshTemplate = (target: CompanyFixture) =>
  insertTemplate(server.db, {
    libraryId: target.libraryId,
    name: `T ${unique()}`,
    isDefault: false,
    ...defaultSettings(),
  });
const freshUser = async (target: CompanyFixture) =>
  (await addUser(server.db, { role: 'read-only', companyId: target.companyId })).id;
const freshLink = async (target: CompanyFixture) =>
  (
    await insertLink(server.db, {
      libraryId: target.libraryId,
      tokenHash: `hash-${unique()}`,
      expiresAt: new Date(Date.now() + 86_400_000),
      createdBy: target.readOnlyUserId,
    })
  ).id;
const company = (t: CompanyFixture) => `/api/companies/${t.companyId}`;
const library = (t: CompanyFixture) => `/api/libraries/${t.libraryId}`;
const templates = (t: CompanyFixture) => `${library(t)}/player-templates`;

const CASES: Case[] = [
  { name: 'list companies', route: '/api/companies', method: 'GET', path: () => '/api/companies', access: PLATFORM },
  { name: 'read a company', route: '/api/companies/{id}', method: 'GET', path: company, access: ADMINS_OWN },
  {
    name: 'add a company',
    route: '/api/companies',
    method: 'POST',
    path: () => '/api/companies',
    body: () => ({ company_name: `New ${unique()}`, email_address: 'office@example.test' }),
    access: PLATFORM,
  },
  {
    name: 'update a company',
    route: '/api/companies/{id}',
    method: 'PUT',
    path: company,
    body: (t) => ({ company_name: t === own ? 'Own Company' : 'Other Company', email_address: 'info@example.test' }),
    access: ADMINS_OWN,
  },
  {
    name: 'delete a company (never your own)',
    route: '/api/companies/{id}',
    method: 'DELETE',
    path: async (t) => `/api/companies/${await freshCompany(t)}`,
    access: { 'super-admin': 'other', 'system-admin': 'other' },
  },
  {
    name: 'company of a library',
    route: '/api/companies/by-library/{libraryId}',
    method: 'GET',
    path: (t) => `/api/companies/by-library/${t.libraryId}`,
    access: SEEING_OWN,
  },
  {
    name: 'upload a company logo',
    route: '/api/companies/{id}/logo',
    method: 'POST',
    path: (t) => `${company(t)}/logo`,
    file: 'logo',
    access: ADMINS_OWN,
  },
  {
    name: 'remove a company logo',
    route: '/api/companies/{id}/logo',
    method: 'DELETE',
    path: (t) => `${company(t)}/logo`,
    access: ADMINS_OWN,
  },
  { name: 'list libraries', route: '/api/libraries', method: 'GET', path: () => '/api/libraries', access: ADMINS_BOTH },
  {
    name: 'libraries I can see',
    route: '/api/libraries-i-can-see',
    method: 'GET',
    path: () => '/api/libraries-i-can-see',
    access: EVERYONE,
  },
  {
    name: 'libraries for upload',
    route: '/api/libraries/for-upload',
    method: 'GET',
    path: () => '/api/libraries/for-upload',
    access: EVERYONE,
  },
  {
    name: 'my libraries',
    route: '/api/libraries/my-libraries',
    method: 'GET',
    path: () => '/api/libraries/my-libraries',
    access: EVERYONE,
  },
  { name: 'read a library', route: '/api/libraries/{id}', method: 'GET', path: library, access: ADMINS_OWN },
  {
    name: 'assigned users',
    route: '/api/libraries/{id}/assigned-users',
    method: 'GET',
    path: (t) => `${library(t)}/assigned-users`,
    access: ADMINS_OWN,
  },
  {
    name: 'add a library (a company-admin: always to their own company)',
    route: '/api/libraries',
    method: 'POST',
    path: () => '/api/libraries',
    body: (t) => ({ name: `Library ${unique()}`, company_id: t.companyId }),
    access: ADMINS_BOTH,
  },
  {
    name: 'update a library',
    route: '/api/libraries/{id}',
    method: 'PUT',
    path: library,
    body: () => ({ name: 'Renamed library' }),
    access: ADMINS_OWN,
  },
  {
    name: 'delete a library',
    route: '/api/libraries/{id}',
    method: 'DELETE',
    path: async (t) => `/api/libraries/${await freshLibrary(t)}`,
    access: ADMINS_OWN,
  },
  {
    name: 'upload a library logo',
    route: '/api/libraries/{id}/logo',
    method: 'POST',
    path: (t) => `${library(t)}/logo`,
    file: 'logo',
    access: ADMINS_OWN,
  },
  {
    name: 'remove a library logo',
    route: '/api/libraries/{id}/logo',
    method: 'DELETE',
    path: (t) => `${library(t)}/logo`,
    access: ADMINS_OWN,
  },
  {
    name: 'upload a viewing-page background',
    route: '/api/libraries/{id}/viewing-page-background',
    method: 'POST',
    path: (t) => `${library(t)}/viewing-page-background`,
    file: 'viewingPageBackground',
    access: ADMINS_OWN,
  },
  {
    name: 'remove a viewing-page background',
    route: '/api/libraries/{id}/viewing-page-background',
    method: 'DELETE',
    path: (t) => `${library(t)}/viewing-page-background`,
    access: ADMINS_OWN,
  },
  {
    name: 'list player templates',
    route: '/api/libraries/{libraryId}/player-templates',
    method: 'GET',
    path: templates,
    access: ADMINS_OWN,
  },
  {
    name: 'player templates for a video',
    route: '/api/libraries/{libraryId}/player-templates-for-video',
    method: 'GET',
    path: (t) => `${library(t)}/player-templates-for-video`,
    access: SEEING_OWN,
  },
  {
    name: 'read a player template',
    route: '/api/libraries/{libraryId}/player-templates/{id}',
    method: 'GET',
    path: (t) => `${templates(t)}/${t.templateId}`,
    access: ADMINS_OWN,
  },
  {
    name: 'add a player template',
    route: '/api/libraries/{libraryId}/player-templates',
    method: 'POST',
    path: templates,
    body: () => ({ name: 'Added' }),
    access: ADMINS_OWN,
  },
  {
    name: 'update a player template',
    route: '/api/libraries/{libraryId}/player-templates/{id}',
    method: 'PUT',
    path: (t) => `${templates(t)}/${t.templateId}`,
    body: () => ({ name: 'Extra', mute: true }),
    access: ADMINS_OWN,
  },
  {
    name: 'delete a player template',
    route: '/api/libraries/{libraryId}/player-templates/{id}',
    method: 'DELETE',
    path: async (t) => `${templates(t)}/${await freshTemplate(t)}`,
    access: ADMINS_OWN,
  },
  { name: 'list users', route: '/api/users', method: 'GET', path: () => '/api/users', access: ADMINS_BOTH },
  {
    name: 'read a user',
    route: '/api/users/{id}',
    method: 'GET',
    path: (t) => `/api/users/${t.readOnlyUserId}`,
    access: ADMINS_OWN,
  },
  {
    name: 'add a user (a company-admin: always to their own company)',
    route: '/api/users',
    method: 'POST',
    path: () => '/api/users',
    body: (t) => ({
      name: 'New person',
      email: `new-${unique()}@example.test`,
      role: 'read-only',
      company_id: t.companyId,
    }),
    access: ADMINS_BOTH,
  },
  {
    name: 'update a user',
    route: '/api/users/{id}',
    method: 'PUT',
    path: async (t) => `/api/users/${await freshUser(t)}`,
    body: (t) => ({ name: 'Changed', role: 'read-only', company_id: t.companyId, libraries: [] }),
    access: ADMINS_OWN,
  },
  {
    name: 'delete a user',
    route: '/api/users/{id}',
    method: 'DELETE',
    path: async (t) => `/api/users/${await freshUser(t)}`,
    access: ADMINS_OWN,
  },
  {
    name: 'send an invitation again',
    route: '/api/users/{id}/invitation',
    method: 'POST',
    path: (t) => `/api/users/${t.readOnlyUserId}/invitation`,
    access: ADMINS_OWN,
  },
  {
    name: 'external upload links of a library',
    route: '/api/libraries/{id}/external-upload-links',
    method: 'GET',
    path: (t) => `${library(t)}/external-upload-links`,
    access: UPLOADING_OWN,
  },
  {
    name: 'create an external upload link',
    route: '/api/libraries/{id}/external-upload-links',
    method: 'POST',
    path: (t) => `${library(t)}/external-upload-links`,
    body: () => ({ expires_in_days: 7 }),
    access: UPLOADING_OWN,
  },
  {
    name: 'revoke an external upload link',
    route: '/api/external-upload-links/{id}',
    method: 'DELETE',
    path: async (t) => `/api/external-upload-links/${await freshLink(t)}`,
    access: UPLOADING_OWN,
  },
  { name: 'roles to give', route: '/api/roles', method: 'GET', path: () => '/api/roles', access: ADMINS_BOTH },
  {
    name: 'usage stats of all companies',
    route: '/api/usage-stats',
    method: 'GET',
    path: () => '/api/usage-stats',
    access: PLATFORM,
  },
  {
    name: 'usage stats of a company',
    route: '/api/usage-stats/{companyId}',
    method: 'GET',
    path: (t) => `/api/usage-stats/${t.companyId}`,
    access: PLATFORM,
  },
];

function allowed(access: Access | undefined, scope: Scope): boolean {
  return access === 'both' || access === scope;
}

const ROWS = CASES.flatMap((entry) =>
  ALL_ROLES.flatMap((role) =>
    (['own', 'other'] as const).map((scope) => ({
      entry,
      role,
      scope,
      expected: allowed(entry.access[role], scope) ? 'allowed' : 'denied',
    })),
  ),
);

describe('every administration endpoint for every role, in the own and in another company', () => {
  it.each(ROWS)(
    '$entry.method $entry.name: $role, $scope company -> $expected',
    async ({ entry, role, scope, expected }) => {
      const target = scope === 'own' ? own : other;
      const token = people[role].token;
      const path = await entry.path(target);
      const response = entry.file
        ? await upload(server, path, { token, field: entry.file, name: 'logo.png', content: PNG })
        : await api(server, path, { token, method: entry.method, body: entry.body?.(target) });
      if (expected === 'allowed') {
        expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(200);
        expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
      } else {
        expect([403, 404], JSON.stringify(response.body)).toContain(response.status);
      }
    },
  );

  it('covers every administration route the server has', async () => {
    const document = await api<{ paths: Record<string, Record<string, unknown>> }>(server, '/api/docs/json');
    const administration = /^\/api\/(companies|libraries|users|usage-stats|roles|external-upload-links)/;
    const served = Object.entries(document.body.paths)
      .filter(([path]) => administration.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const tested = new Set(CASES.map((entry) => `${entry.method} ${entry.route}`));
    expect(served.filter((route) => !tested.has(route))).toEqual([]);
    expect(served.length).toBe(tested.size);
  });
});
