import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type RoleSlug, SET_PASSWORD_TEXTS, USER_TEXTS } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireInvitations } from '../src/invitations/invitations-repository.ts';
import {
  addCompanyFixture,
  type CompanyFixture,
  type SignedInPerson,
  signInEveryRole,
  waitFor,
} from './helpers/admin.ts';
import { Browser, signIn } from './helpers/oidc-client.ts';
import { addUser } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<RoleSlug, SignedInPerson>;
const token = (role: RoleSlug) => people[role].token;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  own = await addCompanyFixture(server.db, 'Users Company');
  other = await addCompanyFixture(server.db, 'Elsewhere Company');
  people = await signInEveryRole(server, own);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nina New',
  email: `nina-${Math.random().toString(36).slice(2, 8)}@example.test`,
  role: 'editor',
  company_id: own.companyId,
  ...overrides,
});

describe('the user form', () => {
  it('requires a name, a valid email, a role and (for most roles) a company', async () => {
    const empty = await api(server, '/api/users', { token: token('super-admin'), method: 'POST', body: {} });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      name: ['The name is required.'],
      email: ['The email is required.'],
      role: ['The role is required.'],
    });
    const invalid = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({ email: 'nope', company_id: null }),
    });
    expect(invalid.body.errors).toEqual({ email: ['The email must be a valid email address.'] });
    const noCompany = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({ company_id: null }),
    });
    expect(noCompany.body.errors).toEqual({ company_id: ['The company is required.'] });
    const platform = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({ role: 'system-admin', company_id: null }),
    });
    expect(platform.status).toBe(201);
    expect(platform.body.company).toBeNull();
  });

  it('refuses a taken email whatever its letter case, and never changes an email', async () => {
    const taken = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({ email: people.editor.email.toUpperCase() }),
    });
    expect(taken.body.errors).toEqual({ email: [USER_TEXTS.emailTaken] });
    const change = await api(server, `/api/users/${own.readOnlyUserId}`, {
      token: token('company-admin'),
      method: 'PUT',
      body: { name: 'Reader', role: 'read-only', email: 'other@example.test' },
    });
    expect(change.body.errors).toEqual({ email: [USER_TEXTS.emailReadOnly] });
  });

  it('keeps library roles to libraries of the user company, once each, and only for library roles', async () => {
    const foreign = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({
        libraries: [
          { id: own.libraryId, role: 'editor' },
          { id: own.libraryId, role: 'uploader' },
          { id: other.libraryId, role: 'editor' },
        ],
      }),
    });
    expect(foreign.body.errors).toEqual({
      'libraries.1.id': [USER_TEXTS.libraryTwice],
      'libraries.2.id': [USER_TEXTS.libraryOtherCompany],
    });
    const admin = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({ role: 'company-admin', libraries: [{ id: own.libraryId, role: 'editor' }] }),
    });
    expect(admin.status).toBe(201);
    expect(admin.body.libraries).toEqual([]);
    const editor = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({ libraries: [{ id: own.libraryId, role: 'uploader' }], upload_everywhere: true }),
    });
    expect(editor.body).toMatchObject({
      libraries: [{ id: own.libraryId, role: 'uploader' }],
      uploadEverywhere: true,
      permissions: { 'upload-video': [own.libraryId] },
      hasPassword: false,
    });
  });

  it("puts a company-admin's new users in the admin's company, without upload everywhere", async () => {
    const response = await api(server, '/api/users', {
      token: token('company-admin'),
      method: 'POST',
      body: newUser({ role: 'uploader', company_id: other.companyId, upload_everywhere: true }),
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ company: { id: own.companyId }, uploadEverywhere: false });
  });
});

describe('role editing rules through the API', () => {
  it('a company-admin cannot create a company-admin or a platform admin', async () => {
    for (const role of ['company-admin', 'system-admin', 'super-admin']) {
      const response = await api(server, '/api/users', {
        token: token('company-admin'),
        method: 'POST',
        body: newUser({ role }),
      });
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ role: [USER_TEXTS.roleNotAllowed] });
    }
  });

  it('a system-admin cannot edit or delete a super-admin or another system-admin', async () => {
    for (const role of ['super-admin', 'system-admin'] as const) {
      const target = await addUser(server.db, { role, companyId: own.companyId });
      const edit = await api(server, `/api/users/${target.id}`, {
        token: token('system-admin'),
        method: 'PUT',
        body: { name: 'Demoted', role: 'editor' },
      });
      expect(edit.status).toBe(403);
      const removal = await api(server, `/api/users/${target.id}`, { token: token('system-admin'), method: 'DELETE' });
      expect(removal.status).toBe(403);
    }
  });

  it('a company-admin cannot edit another company-admin, nor a platform admin of the company', async () => {
    for (const role of ['company-admin', 'super-admin'] as const) {
      const target = await addUser(server.db, { role, companyId: own.companyId });
      const edit = await api(server, `/api/users/${target.id}`, {
        token: token('company-admin'),
        method: 'PUT',
        body: { name: 'X', role: 'editor' },
      });
      expect(edit.status).toBe(403);
    }
  });

  it.each(['super-admin', 'system-admin', 'company-admin'] as const)(
    'a %s cannot edit or delete themselves',
    async (role) => {
      const self = people[role];
      const edit = await api(server, `/api/users/${self.id}`, {
        token: self.token,
        method: 'PUT',
        body: { name: 'Me', role },
      });
      expect(edit.status).toBe(403);
      expect((await api(server, `/api/users/${self.id}`, { token: self.token, method: 'DELETE' })).status).toBe(403);
      const row = await api<{ data: { id: number; canEdit: boolean; canDelete: boolean }[] }>(
        server,
        '/api/users?pageSize=1000',
        {
          token: self.token,
        },
      );
      expect(row.body.data.find((user) => user.id === self.id)).toMatchObject({ canEdit: false, canDelete: false });
    },
  );

  it('a super-admin changes a role and company; libraries are cleared with the company', async () => {
    const target = await addUser(server.db, {
      role: 'editor',
      companyId: own.companyId,
      libraries: [{ id: own.libraryId, role: 'editor' }],
    });
    const moved = await api(server, `/api/users/${target.id}`, {
      token: token('super-admin'),
      method: 'PUT',
      body: { name: 'Moved', role: 'read-only', company_id: other.companyId },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ role: 'read-only', company: { id: other.companyId }, libraries: [] });
  });
});

describe('a company-admin never reaches another company', () => {
  it('lists only their own users and libraries, whatever the filter', async () => {
    const users = await api<{ data: { company: { id: number } | null }[] }>(
      server,
      `/api/users?company_id=${other.companyId}&pageSize=1000`,
      { token: token('company-admin') },
    );
    expect(users.body.data.length).toBeGreaterThan(0);
    expect(users.body.data.every((user) => user.company?.id === own.companyId)).toBe(true);
    const libraries = await api<{ data: { company_id: number }[] }>(
      server,
      `/api/libraries?company_id=${other.companyId}`,
      {
        token: token('company-admin'),
      },
    );
    expect(libraries.body.data.every((library) => library.company_id === own.companyId)).toBe(true);
    const visible = await api<{ company_id: number }[]>(server, '/api/libraries-i-can-see', {
      token: token('company-admin'),
    });
    expect(visible.body.every((library) => library.company_id === own.companyId)).toBe(true);
  });

  it('cannot read or change the other company, its libraries, users, templates or usage stats', async () => {
    const t = token('company-admin');
    const attempts = [
      api(server, `/api/companies/${other.companyId}`, { token: t }),
      api(server, `/api/companies/${other.companyId}`, {
        token: t,
        method: 'PUT',
        body: { company_name: 'Mine', email_address: 'a@b.test' },
      }),
      api(server, `/api/libraries/${other.libraryId}`, { token: t, method: 'PUT', body: { name: 'Mine' } }),
      api(server, `/api/users/${other.readOnlyUserId}`, { token: t }),
      api(server, `/api/users/${other.readOnlyUserId}`, {
        token: t,
        method: 'PUT',
        body: { name: 'Mine', role: 'read-only' },
      }),
      api(server, `/api/libraries/${other.libraryId}/player-templates/${other.templateId}`, {
        token: t,
        method: 'DELETE',
      }),
      api(server, `/api/usage-stats/${other.companyId}`, { token: t }),
      api(server, '/api/companies', { token: t }),
    ];
    for (const response of await Promise.all(attempts)) expect([403, 404]).toContain(response.status);
    const company = await api(server, `/api/companies/${other.companyId}`, { token: token('super-admin') });
    expect(company.body.company_name).toBe('Elsewhere Company');
  });

  it('a library added with another company id lands in their own company', async () => {
    const response = await api(server, '/api/libraries', {
      token: token('company-admin'),
      method: 'POST',
      body: { name: 'Sneaky', company_id: other.companyId },
    });
    expect(response.body.company_id).toBe(own.companyId);
  });
});

describe('invitations', () => {
  const outbox = () => path.join(data.dataDir, 'outbox');

  async function mailTo(email: string): Promise<string> {
    return waitFor(async () => {
      for (const name of await readdir(outbox()).catch(() => [] as string[])) {
        if (!name.endsWith('.eml')) continue;
        const content = await readFile(path.join(outbox(), name), 'utf8');
        if (content.includes(`To: ${email}`)) return content;
      }
      return undefined;
    });
  }

  const linkIn = (mail: string) => {
    const match = /http:\/\/reelbase\.test\/oidc\/set-password\/[A-Za-z0-9_-]+/.exec(mail.replace(/=\r?\n/g, ''));
    if (!match) throw new Error('No link in the mail');
    return match[0];
  };

  it('mails a link; the page sets the password once and the user signs in', async () => {
    const email = `invited-${Date.now()}@example.test`;
    const created = await api(server, '/api/users', {
      token: token('company-admin'),
      method: 'POST',
      body: newUser({ email, role: 'read-only' }),
    });
    expect(created.status).toBe(201);
    const mail = await mailTo(email);
    expect(mail).toMatch(new RegExp(`^Subject: ${SET_PASSWORD_TEXTS.mailSubject}$`, 'm'));
    const link = linkIn(mail);
    const browser = new Browser(server.baseUrl);

    const page = await browser.request(link);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<label for="password">New password</label>');
    expect(html).toContain('<label for="password_confirmation">Repeat password</label>');
    expect(html).toContain('>Set password</button>');

    const submit = (password: string, confirmation = password) =>
      browser.request(link, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ password, password_confirmation: confirmation }),
      });
    const short = await submit('short');
    expect(short.status).toBe(422);
    expect(await short.text()).toContain(SET_PASSWORD_TEXTS.tooShort);
    expect(await (await submit('long enough secret', 'something else')).text()).toContain(SET_PASSWORD_TEXTS.mismatch);
    const done = await submit('long enough secret');
    expect(done.status).toBe(200);
    const doneHtml = await done.text();
    expect(doneHtml).toContain(SET_PASSWORD_TEXTS.done);
    expect(doneHtml).toContain('href="http://reelbase.test/"');

    const { tokens } = await signIn(server.baseUrl, email, 'long enough secret');
    expect(tokens.access_token).toBeTruthy();
    const reused = await submit('another long secret');
    expect(reused.status).toBe(410);
    expect(await reused.text()).toContain(SET_PASSWORD_TEXTS.expired);
  });

  it('refuses an expired link, and a re-sent invitation replaces the old link', async () => {
    const email = `late-${Date.now()}@example.test`;
    const created = await api(server, '/api/users', {
      token: token('super-admin'),
      method: 'POST',
      body: newUser({ email, role: 'uploader' }),
    });
    const first = linkIn(await mailTo(email));
    await expireInvitations(server.db, Number(created.body.id));
    const expired = await fetch(new URL(new URL(first).pathname, server.baseUrl));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(SET_PASSWORD_TEXTS.expired);

    const resent = await api(server, `/api/users/${created.body.id}/invitation`, {
      token: token('super-admin'),
      method: 'POST',
    });
    expect(resent.status).toBe(202);
    const second = await waitFor(async () => {
      const names = (await readdir(outbox())).filter((name) => name.endsWith('.eml'));
      for (const name of names) {
        const content = await readFile(path.join(outbox(), name), 'utf8');
        if (content.includes(`To: ${email}`) && linkIn(content) !== first) return linkIn(content);
      }
      return undefined;
    });
    expect((await fetch(new URL(new URL(second).pathname, server.baseUrl))).status).toBe(200);
  });
});
