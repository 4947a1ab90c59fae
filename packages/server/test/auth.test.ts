import { API_AUDIENCE, accessClaimsSchema, CONSOLE_CLIENT_ID, SIGN_IN_TEXTS } from '@reelbase/contract';
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizePath,
  Browser,
  openSignInPage,
  pkcePair,
  REDIRECT_URI,
  redeem,
  refresh,
  signIn,
  submitCredentials,
} from './helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser } from './helpers/people.ts';
import {
  ADMIN,
  api,
  createTestData,
  PUBLIC_URL,
  startTestServer,
  type TestData,
  type TestServer,
} from './helpers/test-server.ts';

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

describe('the sign-in page', () => {
  it('asks for email and password with labelled fields', async () => {
    const { challenge } = pkcePair();
    const page = await openSignInPage(new Browser(server.baseUrl), challenge);
    expect(page.status).toBe(200);
    expect(page.url).toMatch(/\/oidc\/interaction\/[\w-]+$/);
    expect(page.html).toContain(`<h1>${SIGN_IN_TEXTS.title}</h1>`);
    expect(page.html).toMatch(/<label for="email">Email<\/label>\s*<input id="email" name="email" type="email"/);
    expect(page.html).toMatch(
      /<label for="password">Password<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(page.html).toContain('<button type="submit">Sign in</button>');
  });

  it('shows the same message for a wrong password and an unknown email, keeping the email', async () => {
    const browser = new Browser(server.baseUrl);
    const page = await openSignInPage(browser, pkcePair().challenge);
    for (const [email, password] of [
      [ADMIN.email, 'not the password'],
      ['nobody@example.test', ADMIN.password],
    ]) {
      const response = await submitCredentials(browser, page.url, email, password);
      expect(response.status).toBe(401);
      const html = await response.text();
      expect(html).toContain(`role="alert" id="sign-in-error">${SIGN_IN_TEXTS.invalidCredentials}</div>`);
      expect(html).toContain(`value="${email}"`);
    }
  });

  it('answers an unknown or expired sign-in page with a way back', async () => {
    const response = await fetch(`${server.baseUrl}/oidc/interaction/unknown-uid`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(SIGN_IN_TEXTS.expired);
  });
});

describe('signing in', () => {
  it('issues ES256 at+jwt access tokens for the API with the user, role, company and permissions', async () => {
    const companyId = await addCompany(server.db, 'Contoso Films');
    const libraryId = await addLibrary(server.db, companyId);
    const editor = await addUser(server.db, {
      role: 'editor',
      email: 'Editor.Person@Example.test',
      name: 'Eddie Editor',
      companyId,
      libraries: [{ id: libraryId, role: 'editor' }],
    });
    // The email address is matched without regard to letter case.
    const { tokens } = await signIn(server.baseUrl, 'editor.person@example.test', editor.password);
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'ES256', typ: 'at+jwt' });
    const jwks = createRemoteJWKSet(new URL('/oidc/jwks', server.baseUrl));
    const { payload } = await jwtVerify(tokens.access_token, jwks, {
      issuer: `${PUBLIC_URL}/oidc`,
      audience: API_AUDIENCE,
      typ: 'at+jwt',
    });
    const claims = accessClaimsSchema.parse(payload);
    expect(claims).toMatchObject({
      sub: String(editor.id),
      name: 'Eddie Editor',
      email: 'Editor.Person@Example.test',
      role: 'editor',
      company: { id: companyId, company_name: 'Contoso Films' },
      uploadEverywhere: false,
    });
    expect(claims.permissions['manage-videos-of-libraries']).toEqual([libraryId]);
    expect(claims.permissions['manage-user-crud']).toBeUndefined();
    expect(tokens.refresh_token).toBeTruthy();
    expect(decodeJwt(tokens.id_token).aud).toBe(CONSOLE_CLIENT_ID);
  });

  it('refuses an authorization request without a PKCE challenge or with the plain method', async () => {
    const browser = new Browser(server.baseUrl);
    const { verifier } = pkcePair();
    for (const params of [
      { code_challenge: undefined, code_challenge_method: undefined },
      { code_challenge: verifier, code_challenge_method: 'plain' },
    ]) {
      const response = await browser.request(authorizePath(params));
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('code')).toBeNull();
    }
  });

  it('refuses a code redeemed with the wrong verifier', async () => {
    const browser = new Browser(server.baseUrl);
    const { challenge } = pkcePair();
    const page = await openSignInPage(browser, challenge);
    const response = await submitCredentials(browser, page.url, ADMIN.email, ADMIN.password);
    await expect(redeem(browser, response, pkcePair().verifier)).rejects.toThrow(/invalid_grant/);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and a refresh token used twice is refused', async () => {
    const { tokens } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const first = await refresh(server.baseUrl, tokens.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.refresh_token).not.toBe(tokens.refresh_token);
    expect((await api(server, '/api/profile', { token: first.body.access_token })).status).toBe(200);

    const reused = await refresh(server.baseUrl, tokens.refresh_token);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
  });

  it('are refused after the console revokes them', async () => {
    const { tokens } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const revoked = await fetch(new URL('/oidc/token/revocation', server.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: CONSOLE_CLIENT_ID,
        token: tokens.refresh_token,
        token_type_hint: 'refresh_token',
      }),
    });
    expect(revoked.status).toBe(200);
    const after = await refresh(server.baseUrl, tokens.refresh_token);
    expect(after.body.error).toBe('invalid_grant');
  });
});

describe('signing out', () => {
  it('ends the session without an extra click, so the next sign-in asks for the password again', async () => {
    const { tokens, browser } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    // While the session lasts, a new authorization goes straight back to the console.
    const again = await browser.follow(authorizePath({ code_challenge: pkcePair().challenge }));
    expect(again.url.startsWith(REDIRECT_URI)).toBe(true);

    const query = new URLSearchParams({
      client_id: CONSOLE_CLIENT_ID,
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
    });
    const logout = await browser.request(`/oidc/session/end?${query}`);
    expect(logout.status).toBe(200);
    const html = await logout.text();
    expect(html).toContain('.submit();</script>');
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${PUBLIC_URL}/`);

    const afterwards = await browser.follow(authorizePath({ code_challenge: pkcePair().challenge }));
    expect(afterwards.url).toMatch(/\/oidc\/interaction\//);
  });
});

describe('API authentication', () => {
  it('answers 401 without a token, with a malformed header and with a bad token', async () => {
    const missing = await api(server, '/api/profile');
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      code: 'auth.required',
      message: 'Login is required to have access to this feature.',
    });
    const malformed = await api(server, '/api/profile', { headers: { authorization: 'Basic abc' } });
    expect(malformed.status).toBe(401);
    const { tokens } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const [header, payload] = tokens.access_token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    for (const token of ['not-a-jwt', forged, tokens.id_token]) {
      const response = await api(server, '/api/profile', { token });
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ statusCode: 401, message: 'The access token is invalid or has expired.' });
    }
  });

  it('applies a role change at once, without a new token', async () => {
    const companyId = await addCompany(server.db, 'Fabrikam');
    const admin = await addUser(server.db, { role: 'company-admin', companyId });
    const { tokens } = await signIn(server.baseUrl, admin.email, admin.password);
    expect((await api(server, '/api/roles', { token: tokens.access_token })).status).toBe(200);
    const { users } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await server.db.update(users).set({ role: 'read-only' }).where(eq(users.id, admin.id));
    expect((await api(server, '/api/roles', { token: tokens.access_token })).status).toBe(403);
    await server.db.delete(users).where(eq(users.id, admin.id));
    expect((await api(server, '/api/roles', { token: tokens.access_token })).status).toBe(401);
  });
});
