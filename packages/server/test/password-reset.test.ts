import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PASSWORD_RESET_MAX_PER_ADDRESS,
  PASSWORD_RESET_MAX_PER_IP,
  PASSWORD_RESET_TEXTS,
  PASSWORD_RULE,
  SET_PASSWORD_TEXTS,
} from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { passwordLinkRequests, passwordResets, signInFailures } from '../src/db/schema.ts';
import { expirePasswordResets } from '../src/password-reset/password-reset-repository.ts';
import { issuePasswordReset } from '../src/password-reset/password-reset-service.ts';
import { waitFor } from './helpers/admin.ts';
import { Browser, openSignInPage, pkcePair, refresh, signIn, submitCredentials } from './helpers/oidc-client.ts';
import { addUser, type Person } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

// Each test starts with the request limits' records cleared: the tests all come from 127.0.0.1.
beforeEach(async () => {
  await server.db.delete(passwordLinkRequests);
});

const FORGOT = '/oidc/set-password/forgot';
const outbox = () => path.join(data.dataDir, 'outbox');

/** The texts of the outbox's mails to `email`, quoted-printable soft breaks undone. */
async function mailsTo(email: string): Promise<string[]> {
  const names = (await readdir(outbox()).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox(), name), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((text) => new RegExp(`^To: ${email.replace(/[.]/g, '\\.')}$`, 'mi').test(text));
}

/** The link of the one reset mail to `email`, once it is in the outbox. */
async function resetLinkFor(email: string, count = 1): Promise<string> {
  const mails = await waitFor(async () => {
    const resets = (await mailsTo(email)).filter((mail) =>
      mail.includes(`Subject: ${PASSWORD_RESET_TEXTS.mailSubject}`),
    );
    return resets.length >= count ? resets : undefined;
  });
  expect(mails).toHaveLength(count);
  const links = mails.map((mail) => /http:\/\/reelbase\.test\/oidc\/set-password\/[A-Za-z0-9_-]+/.exec(mail)?.[0]);
  const link = links.find((candidate) => candidate !== undefined);
  if (!link) throw new Error('No link in the reset mail');
  return new URL(link).pathname;
}

function askReset(email: string, headers: Record<string, string> = {}) {
  return fetch(new URL(FORGOT, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({ email }),
  });
}

function setPassword(pathname: string, password: string, confirmation = password) {
  return fetch(new URL(pathname, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, password_confirmation: confirmation }),
  });
}

const person = (): Promise<Person> =>
  addUser(server.db, { role: 'editor', email: `reset-${Math.random().toString(36).slice(2, 8)}@example.test` });

describe('"Forgot password?"', () => {
  it('is linked from the sign-in page and asks for the email address', async () => {
    const signInPage = await openSignInPage(new Browser(server.baseUrl), pkcePair().challenge);
    expect(signInPage.html).toContain(`<a href="${FORGOT}">${PASSWORD_RESET_TEXTS.forgotLink}</a>`);
    const page = await fetch(new URL(FORGOT, server.baseUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain(`<h1>${PASSWORD_RESET_TEXTS.title}</h1>`);
    expect(html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(html).toContain(`>${PASSWORD_RESET_TEXTS.submit}</button>`);
  });

  it('answers the same for an unknown address and mails a link only to an existing account', async () => {
    const who = await person();
    const unknown = `nobody-${Date.now()}@example.test`;
    const forUnknown = await askReset(unknown);
    const forKnown = await askReset(who.email.toUpperCase());
    expect(forUnknown.status).toBe(200);
    expect(forKnown.status).toBe(200);
    const [unknownHtml, knownHtml] = await Promise.all([forUnknown.text(), forKnown.text()]);
    expect(knownHtml).toContain(PASSWORD_RESET_TEXTS.sent);
    expect(unknownHtml).toBe(knownHtml);

    const link = await resetLinkFor(who.email);
    expect(link).toMatch(/^\/oidc\/set-password\/[A-Za-z0-9_-]{43}$/);
    expect(await mailsTo(unknown)).toEqual([]);
    // Only a hash of the token is stored.
    const token = link.split('/').pop() as string;
    const stored = await server.db.select().from(passwordResets).where(eq(passwordResets.userId, who.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored[0].tokenHash).not.toContain(token);
    const minutes = (stored[0].expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('refuses an address that is not one, keeping what was typed', async () => {
    const response = await askReset('not an address');
    expect(response.status).toBe(422);
    const html = await response.text();
    expect(html).toContain(PASSWORD_RESET_TEXTS.invalidEmail);
    expect(html).toContain('value="not an address"');
  });

  it('sets a new password once, ends the sessions signed in with the old one, and the new one signs in', async () => {
    const who = await person();
    const before = await signIn(server.baseUrl, who.email, who.password);
    // Failed sign-ins of the account are forgotten with a new password.
    const browser = new Browser(server.baseUrl);
    const signInPage = await openSignInPage(browser, pkcePair().challenge);
    expect((await submitCredentials(browser, signInPage.url, who.email, 'forgotten')).status).toBe(401);
    const accountFailures = () =>
      server.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.key, `email:${who.email}`));
    expect(await accountFailures()).toHaveLength(1);

    expect((await askReset(who.email)).status).toBe(200);
    const link = await resetLinkFor(who.email);
    const page = await fetch(new URL(link, server.baseUrl));
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain(`<h1>${PASSWORD_RESET_TEXTS.newTitle}</h1>`);
    // The rule is on the page before anything is typed, and describes the field.
    expect(html).toContain(`<p class="hint" id="password-rule">${PASSWORD_RULE}</p>`);
    expect(html).toMatch(/<input id="password"[^>]*aria-describedby="password-rule"/);

    const short = await setPassword(link, 'short');
    expect(short.status).toBe(422);
    expect(await short.text()).toContain(SET_PASSWORD_TEXTS.tooShort);
    const done = await setPassword(link, 'a fresh new secret');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(PASSWORD_RESET_TEXTS.done);
    expect(await accountFailures()).toEqual([]);

    expect((await api(server, '/api/profile', { token: before.tokens.access_token })).status).toBe(401);
    expect((await refresh(server.baseUrl, before.tokens.refresh_token)).status).toBe(400);
    await expect(signIn(server.baseUrl, who.email, who.password)).rejects.toThrow(/401/);
    const after = await signIn(server.baseUrl, who.email, 'a fresh new secret');
    expect((await api(server, '/api/profile', { token: after.tokens.access_token })).status).toBe(200);

    // The link works once.
    const again = await fetch(new URL(link, server.baseUrl));
    expect(again.status).toBe(410);
    expect(await again.text()).toContain(PASSWORD_RESET_TEXTS.expired);
    const reused = await setPassword(link, 'somebody else secret');
    expect(reused.status).toBe(410);
    await signIn(server.baseUrl, who.email, 'a fresh new secret');
  });

  it('refuses an expired link, and a newer link replaces the older one', async () => {
    const who = await person();
    const first = await issuePasswordReset(server.db, who.id);
    const second = await issuePasswordReset(server.db, who.id);
    const older = await fetch(new URL(`/oidc/set-password/${first.token}`, server.baseUrl));
    expect(older.status).toBe(410);
    expect((await fetch(new URL(`/oidc/set-password/${second.token}`, server.baseUrl))).status).toBe(200);
    await expirePasswordResets(server.db, who.id);
    const expired = await setPassword(`/oidc/set-password/${second.token}`, 'too late for this');
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain(PASSWORD_RESET_TEXTS.expired);
    await signIn(server.baseUrl, who.email, who.password);
  });

  it('limits the requests per address, whether or not it has an account, with the same answer', async () => {
    const who = await person();
    const unknown = `ghost-${Date.now()}@example.test`;
    for (const email of [who.email, unknown]) {
      for (let request = 1; request <= PASSWORD_RESET_MAX_PER_ADDRESS; request++) {
        expect((await askReset(email)).status, `${email} request ${request}`).toBe(200);
      }
      const limited = await askReset(email.toUpperCase());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(await limited.text()).toContain(PASSWORD_RESET_TEXTS.tooMany);
    }
    await resetLinkFor(who.email, PASSWORD_RESET_MAX_PER_ADDRESS);
    // Another address from the same client address is still answered.
    expect((await askReset(`other-${Date.now()}@example.test`)).status).toBe(200);
  });

  it('limits the requests per client address', async () => {
    for (let request = 1; request <= PASSWORD_RESET_MAX_PER_IP; request++) {
      const response = await askReset(`someone-${request}-${Date.now()}@example.test`);
      expect(response.status, `request ${request}`).toBe(200);
    }
    const limited = await askReset(`one-more-${Date.now()}@example.test`);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain(PASSWORD_RESET_TEXTS.tooMany);
  });
});
