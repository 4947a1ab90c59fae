import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ADMIN_EMAIL } from '../src/users/first-admin.ts';
import { countUsers, findUserByEmail } from '../src/users/users-repository.ts';
import { authorizePath, pkcePair, REDIRECT_URI, refresh, signIn } from './helpers/oidc-client.ts';
import { addUser } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer | null = null;

beforeAll(async () => {
  data = await createTestData();
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

/** Restarts on the same data folder and database, without a configured admin. */
async function restart() {
  await server?.close();
  server = await startTestServer(data, { adminEmail: null, adminPassword: null });
  return server;
}

describe('the first start', () => {
  it('creates admin@localhost with a generated password once, and never again', async () => {
    const first = await restart();
    expect(first.firstAdmin?.email).toBe(DEFAULT_ADMIN_EMAIL);
    const password = first.firstAdmin?.generatedPassword ?? '';
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(await countUsers(first.db)).toBe(1);
    const admin = await findUserByEmail(first.db, DEFAULT_ADMIN_EMAIL);
    expect(admin?.role).toBe('super-admin');
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(admin?.passwordHash).not.toContain(password);

    const { tokens } = await signIn(first.baseUrl, DEFAULT_ADMIN_EMAIL, password);
    expect((await api(first, '/api/roles', { token: tokens.access_token })).status).toBe(200);

    const second = await restart();
    expect(second.firstAdmin).toBeNull();
    expect(await countUsers(second.db)).toBe(1);
  });
});

describe('after a restart', () => {
  it('keeps refresh tokens, the sign-in session and the signing keys', async () => {
    const before = await restart();
    const person = await addUser(before.db, { role: 'super-admin', email: 'keeper@example.test' });
    const { tokens, browser } = await signIn(before.baseUrl, person.email, person.password);

    const after = await restart();
    // The access token from before the restart is still accepted.
    expect((await api(after, '/api/profile', { token: tokens.access_token })).status).toBe(200);
    // The refresh token still works and rotates.
    const refreshed = await refresh(after.baseUrl, tokens.refresh_token);
    expect(refreshed.status).toBe(200);
    expect((await api(after, '/api/profile', { token: refreshed.body.access_token })).body).toMatchObject({
      email: 'keeper@example.test',
    });
    // The browser's session is still signed in: no sign-in page.
    const sameBrowser = Object.assign(browser, { baseUrl: after.baseUrl });
    const again = await sameBrowser.follow(authorizePath({ code_challenge: pkcePair().challenge }));
    expect(again.url.startsWith(REDIRECT_URI)).toBe(true);
    expect(new URL(again.url).searchParams.get('code')).toBeTruthy();
  });
});

describe('without a built console', () => {
  it('answers / and console routes with 503 and how to build it', async () => {
    const running = server ?? (await restart());
    for (const route of ['/', '/media-library']) {
      const response = await fetch(new URL(route, running.baseUrl), { headers: { accept: 'text/html' } });
      expect(response.status, route).toBe(503);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await response.text()).toContain('npm run build');
    }
  });
});
