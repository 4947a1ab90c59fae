import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  INVITATION_RESEND_INTERVAL_SECONDS,
  INVITATION_TEXTS,
  INVITATION_VALID_HOURS,
  type RoleSlug,
  SET_PASSWORD_TEXTS,
  USER_TEXTS,
  type UserListItem,
} from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireInvitations } from '../src/invitations/invitations-repository.ts';
import { issueInvitation } from '../src/invitations/invitations-service.ts';
import { insertUser } from '../src/users/users-repository.ts';
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

describe('the invitation state and Resend', () => {
  const outbox = () => path.join(data.dataDir, 'outbox');
  const linksTo = async (email: string) => {
    const links: string[] = [];
    for (const name of await readdir(outbox()).catch(() => [] as string[])) {
      if (!name.endsWith('.eml')) continue;
      const content = (await readFile(path.join(outbox(), name), 'utf8')).replace(/=\r?\n/g, '');
      if (!content.includes(`To: ${email}`)) continue;
      const link = /http:\/\/reelbase\.test(\/oidc\/set-password\/[A-Za-z0-9_-]+)/.exec(content)?.[1];
      if (link) links.push(link);
    }
    return links;
  };
  /** A user without a password, as the console adds them. */
  const invited = (companyId: number, role: RoleSlug = 'read-only') =>
    insertUser(server.db, {
      name: 'Ivy Invited',
      email: `ivy-${Math.random().toString(36).slice(2, 8)}@example.test`,
      role,
      companyId,
      passwordHash: null,
    });
  const rowOf = async (id: number, as: RoleSlug = 'super-admin') => {
    const list = await api<{ data: UserListItem[] }>(server, '/api/users?pageSize=1000', { token: token(as) });
    return list.body.data.find((user) => user.id === id);
  };
  const resend = (id: number, as: RoleSlug) =>
    api(server, `/api/users/${id}/invitation`, { token: token(as), method: 'POST' });

  it('lists a new user as invited, then active once the password is set; Resend replaces the link', async () => {
    const email = `state-${Date.now()}@example.test`;
    const created = await api<UserListItem>(server, '/api/users', {
      token: token('company-admin'),
      method: 'POST',
      body: newUser({ email, role: 'read-only' }),
    });
    const id = created.body.id;
    expect(created.body).toMatchObject({ accountStatus: 'invited', canResendInvitation: true });
    const row = await rowOf(id, 'company-admin');
    expect(row).toMatchObject({ accountStatus: 'invited', canResendInvitation: true });
    const hours = (new Date(row?.invitationExpiresAt ?? 0).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(INVITATION_VALID_HOURS - 1);
    expect(hours).toBeLessThanOrEqual(INVITATION_VALID_HOURS);
    // The viewer's own row: active, and no Resend.
    const self = await rowOf(people['company-admin'].id, 'company-admin');
    expect(self).toMatchObject({ accountStatus: 'active', invitationExpiresAt: null, canResendInvitation: false });

    await waitFor(async () => (await linksTo(email))[0]);
    expect((await resend(id, 'company-admin')).status).toBe(202);
    const links = await waitFor(async () => {
      const all = await linksTo(email);
      return all.length === 2 ? all : undefined;
    });
    // The first link stopped working when the second was sent.
    const statuses = await Promise.all(links.map(async (link) => (await fetch(new URL(link, server.baseUrl))).status));
    expect([...statuses].sort()).toEqual([200, 410]);
    const set = await fetch(new URL(links[statuses.indexOf(200)], server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'chosen at last', password_confirmation: 'chosen at last' }),
    });
    expect(set.status).toBe(200);
    expect(await rowOf(id)).toMatchObject({
      accountStatus: 'active',
      invitationExpiresAt: null,
      canResendInvitation: false,
    });
  });

  it('lists a user whose invitation ran out (or who has none) as invitation-expired', async () => {
    const lapsed = await invited(own.companyId);
    await issueInvitation(server.db, lapsed);
    expect(await rowOf(lapsed)).toMatchObject({ accountStatus: 'invited' });
    await expireInvitations(server.db, lapsed);
    expect(await rowOf(lapsed)).toMatchObject({ accountStatus: 'invitation-expired', canResendInvitation: true });
    const detail = await api(server, `/api/users/${lapsed}`, { token: token('company-admin') });
    expect(detail.body).toMatchObject({ accountStatus: 'invitation-expired', canResendInvitation: true });
    const never = await invited(own.companyId);
    expect(await rowOf(never)).toMatchObject({ accountStatus: 'invitation-expired', invitationExpiresAt: null });
  });

  it('answers to whom the link went, and refuses another within a minute without sending it', async () => {
    const id = await invited(own.companyId);
    const sent = await resend(id, 'company-admin');
    expect(sent.status).toBe(202);
    const row = await rowOf(id);
    expect(sent.body).toMatchObject({ sent: true, to: row?.email, expiresAt: row?.invitationExpiresAt });
    const first = await waitFor(async () => (await linksTo(String(row?.email)))[0]);
    expect((await fetch(new URL(first, server.baseUrl))).status).toBe(200);

    const tooSoon = await resend(id, 'super-admin');
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body).toMatchObject({ message: INVITATION_TEXTS.tooSoon });
    const retryAfter = Number(tooSoon.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(INVITATION_RESEND_INTERVAL_SECONDS);
    // The refused request sent nothing and left the link working.
    expect(await linksTo(String(row?.email))).toHaveLength(1);
    expect((await fetch(new URL(first, server.baseUrl))).status).toBe(200);
  });

  it('refuses Resend to those who may not edit the user, across companies, and for users with a password', async () => {
    const ownInvited = await invited(own.companyId);
    const otherInvited = await invited(other.companyId);
    for (const role of ['editor', 'read-only', 'uploader'] as const) {
      expect((await resend(ownInvited, role)).status).toBe(403);
    }
    // Another company's user is out of a company-admin's reach.
    expect((await resend(otherInvited, 'company-admin')).status).toBe(404);
    // Nobody edits themselves; a company-admin does not edit another company-admin.
    const admin = await invited(own.companyId, 'company-admin');
    expect((await resend(admin, 'company-admin')).status).toBe(403);
    const platform = await invited(own.companyId, 'system-admin');
    expect((await resend(platform, 'system-admin')).status).toBe(403);
    const active = await resend(own.readOnlyUserId, 'company-admin');
    expect(active.status).toBe(422);
    expect(active.body).toMatchObject({ message: INVITATION_TEXTS.alreadyActive });
    expect((await resend(otherInvited, 'super-admin')).status).toBe(202);
  });
});
