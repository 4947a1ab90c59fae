import { SET_PASSWORD_TEXTS } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedAfterSessionsEnded } from '../src/auth/api-auth.ts';
import { waitAfterSessionsEnded } from '../src/auth/end-sessions.ts';
import { issueInvitation } from '../src/invitations/invitations-service.ts';
import { refresh, signIn } from './helpers/oidc-client.ts';
import { addUser, type Person } from './helpers/people.ts';
import { ADMIN, api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let admin: string;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  admin = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

const person = () => addUser(server.db, { role: 'super-admin' });
const session = async (who: Person) => (await signIn(server.baseUrl, who.email, who.password)).tokens;
const profileStatus = async (token: string) => (await api(server, '/api/profile', { token })).status;

/** Sets a new password through the set-password page, as a reset mail's link does. */
async function setPassword(token: string, password: string, confirmation = password) {
  const response = await fetch(new URL(`/oidc/set-password/${token}`, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, password_confirmation: confirmation }),
  });
  return { status: response.status, html: await response.text() };
}

describe('ending sessions', () => {
  it('ends every session of a user whose password is reset', async () => {
    const who = await person();
    const before = await session(who);
    expect(await profileStatus(before.access_token)).toBe(200);
    const { token } = await issueInvitation(server.db, who.id);
    expect((await setPassword(token, 'a brand new password')).status).toBe(200);

    expect(await profileStatus(before.access_token)).toBe(401);
    const refused = await refresh(server.baseUrl, before.refresh_token);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('invalid_grant');
    // Signing in again at once works: the new tokens are not of the second the sessions ended.
    const after = await session({ ...who, password: 'a brand new password' });
    expect(await profileStatus(after.access_token)).toBe(200);
  });

  it('signs out everywhere: every session of the caller ends, others keep theirs', async () => {
    const who = await person();
    const bystander = await person();
    const [laptop, phone, theirs] = await Promise.all([session(who), session(who), session(bystander)]);
    const answer = await api(server, '/api/profile/sign-out-everywhere', {
      token: laptop.access_token,
      method: 'POST',
    });
    expect(answer.status).toBe(204);
    for (const tokens of [laptop, phone]) {
      expect(await profileStatus(tokens.access_token)).toBe(401);
      expect((await refresh(server.baseUrl, tokens.refresh_token)).status).toBe(400);
    }
    expect(await profileStatus(theirs.access_token)).toBe(200);
    expect((await refresh(server.baseUrl, theirs.refresh_token)).status).toBe(200);
  });

  it('ends the sessions of a deleted user at once', async () => {
    const who = await addUser(server.db, { role: 'read-only' });
    const tokens = await session(who);
    expect((await api(server, `/api/users/${who.id}`, { token: admin, method: 'DELETE' })).status).toBeLessThan(300);
    expect(await profileStatus(tokens.access_token)).toBe(401);
    expect((await refresh(server.baseUrl, tokens.refresh_token)).status).toBe(400);
  });

  it('refuses tokens of the second the sessions ended, and lets later ones through', () => {
    const ended = new Date('2026-11-25T10:00:00.700Z');
    const second = Math.floor(ended.getTime() / 1000);
    expect(issuedAfterSessionsEnded(second - 1, ended)).toBe(false);
    expect(issuedAfterSessionsEnded(second, ended)).toBe(false);
    expect(issuedAfterSessionsEnded(second + 1, ended)).toBe(true);
    expect(issuedAfterSessionsEnded(0, null)).toBe(true);
  });

  it('holds a new sign-in back until the second the sessions ended is over', () => {
    const ended = new Date('2026-11-25T10:00:00.700Z');
    expect(waitAfterSessionsEnded(ended, ended.getTime())).toBe(300);
    expect(waitAfterSessionsEnded(ended, ended.getTime() + 300)).toBe(0);
    expect(waitAfterSessionsEnded(ended, ended.getTime() - 5000)).toBe(1000);
    expect(waitAfterSessionsEnded(null)).toBe(0);
  });

  it('signs in again right after signing out everywhere, and only the new session works', async () => {
    const who = await person();
    const old = await session(who);
    expect(
      (await api(server, '/api/profile/sign-out-everywhere', { token: old.access_token, method: 'POST' })).status,
    ).toBe(204);
    const fresh = await session(who);
    expect(await profileStatus(fresh.access_token)).toBe(200);
    expect(await profileStatus(old.access_token)).toBe(401);
    expect((await refresh(server.baseUrl, fresh.refresh_token)).status).toBe(200);
  });
});

describe('a new password', () => {
  it('may not consist of spaces only', async () => {
    const who = await person();
    const { token } = await issueInvitation(server.db, who.id);
    const blank = await setPassword(token, ' '.repeat(12));
    expect(blank.status).toBe(422);
    expect(blank.html).toContain(SET_PASSWORD_TEXTS.blank);
    expect((await setPassword(token, '  spaced out words  ')).status).toBe(200);
  });
});
