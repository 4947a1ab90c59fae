import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONSOLE_CLIENT_ID,
  CONTROL_CHARACTERS_MESSAGE,
  INVALID_PAGE_MESSAGE,
  MAX_RECORD_ID,
  SIGN_IN_TEXTS,
} from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SECURITY_POLICY } from '../src/auth/pages.ts';
import { storageOf } from '../src/backbone.ts';
import { DATA_REFUSED_MESSAGE, toHttpError } from '../src/http/error-handler.ts';
import { normalizeRequestUrl } from '../src/http/request-path.ts';
import { CONSOLE_SECURITY_POLICY } from '../src/http/security-headers.ts';
import { authorizePath, Browser, pkcePair, signIn } from './helpers/oidc-client.ts';
import { addCompany, addUser } from './helpers/people.ts';
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
let token: string;
let companyId: number;

beforeAll(async () => {
  data = await createTestData();
  const consoleDist = path.join(data.dataDir, 'console');
  await mkdir(path.join(consoleDist, 'assets'), { recursive: true });
  await writeFile(
    path.join(consoleDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(consoleDist, 'assets', 'index-Ab12Cd34.js'), 'export {};\n');
  await writeFile(
    path.join(consoleDist, 'view.html'),
    '<!doctype html><html><head><!--view-head--></head><body><!--view-data--></body></html>',
  );
  server = await startTestServer(data, { consoleDist });
  ({
    tokens: { access_token: token },
  } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password));
  companyId = await addCompany(server.db, 'Harbour Films');
  await storageOf(server.config).put('public/logos/harbour.png', Buffer.from('png'));
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

const get = (route: string, headers: Record<string, string> = {}) =>
  fetch(new URL(route, server.baseUrl), { headers, redirect: 'manual' });

describe('input the database cannot hold', () => {
  it('answers 422 with a message for NUL and other control characters in texts and searches', async () => {
    const profile = await api(server, '/api/profile', { token, method: 'PUT', body: { name: 'Ada\u0000Lovelace' } });
    expect(profile.status).toBe(422);
    expect(profile.body).toMatchObject({ code: 'validation.failed', errors: { name: [CONTROL_CHARACTERS_MESSAGE] } });

    const search = await api(server, '/api/companies?quickSearch=%00');
    expect(search.status).toBe(401);
    const signedSearch = await api(server, '/api/companies?quickSearch=North%00wind', { token });
    expect(signedSearch.status).toBe(422);
    expect(signedSearch.body).toMatchObject({ errors: { quickSearch: [CONTROL_CHARACTERS_MESSAGE] } });

    const videos = await api(server, '/api/videos?quickSearch=%1b[0m', { token });
    expect(videos.status).toBe(422);

    const library = await api(server, '/api/libraries', {
      token,
      method: 'POST',
      body: { name: 'Spring', company_id: companyId, meta: { 'key\u0000': 'x', note: 'a\u0000b' } },
    });
    expect(library.status).toBe(422);
    expect(Object.values(library.body.errors as Record<string, string[]>).flat()).toContain(CONTROL_CHARACTERS_MESSAGE);

    const ftp = await api(server, `/api/ftp?path=${'x'.repeat(300)}`, { token });
    expect(ftp.status).toBe(422);
    expect(ftp.body).toMatchObject({ errors: { path: ['A file or folder name in the path is too long.'] } });

    // Tabs and line breaks are text.
    const footer = await api(server, `/api/companies/${companyId}`, {
      token,
      method: 'PUT',
      body: { company_name: 'Harbour Films', email_address: 'office@harbour.test', footer_text: 'One\n\tTwo\r\n' },
    });
    expect(footer.status).toBe(200);
  });

  it('answers 404 for ids no record can have and 422 for such ids in queries and bodies', async () => {
    for (const id of [String(MAX_RECORD_ID + 1), '99999999999999999999', '1e3', '-1', '0']) {
      const response = await api(server, `/api/companies/${id}`, { token });
      expect(response.status, id).toBe(404);
      expect(response.body).toMatchObject({ statusCode: 404, code: 'not_found' });
    }
    expect((await api(server, `/api/companies/${MAX_RECORD_ID}`, { token })).status).toBe(404);
    const filter = await api(server, `/api/users?company_id=${MAX_RECORD_ID + 1}`, { token });
    expect(filter.status).toBe(422);
    expect(filter.body).toMatchObject({ errors: { company_id: [expect.any(String)] } });
    const library = await api(server, '/api/libraries', {
      token,
      method: 'POST',
      body: { name: 'Spring', company_id: 2 ** 40 },
    });
    expect(library.status).toBe(422);
    const template = await api(server, `/api/libraries/${MAX_RECORD_ID + 1}/player-templates/1`, { token });
    expect(template.status).toBe(404);
  });

  it('answers 422 for pages whose rows cannot exist and an empty list for the last possible page', async () => {
    for (const page of ['99999999999999', '2147483648', '1e300', 'Infinity']) {
      const response = await api(server, `/api/companies?page=${page}&pageSize=100000`, { token });
      expect(response.status, page).toBe(422);
      expect(response.body).toMatchObject({ errors: { page: [INVALID_PAGE_MESSAGE] } });
    }
    const last = await api(server, '/api/companies?page=2147483647&pageSize=100000', { token });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ data: [] });
    const videos = await api(server, '/api/videos?current=9007199254740993', { token });
    expect(videos.status).toBe(422);
    expect((await api(server, '/api/videos?current=2147483647&pageSize=100', { token })).status).toBe(200);
  });

  it('answers 422, not 500, when the database refuses a value that no schema checked', () => {
    const refused = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const wrapped = new Error('Failed query', { cause: refused });
    const answer = toHttpError(wrapped);
    expect(answer).toMatchObject({ statusCode: 422, message: DATA_REFUSED_MESSAGE });
    expect(toHttpError(Object.assign(new Error('out of range'), { code: '22003' }))?.statusCode).toBe(422);
    // Other database faults stay server errors.
    expect(toHttpError(Object.assign(new Error('deadlock detected'), { code: '40P01' }))).toBeNull();
  });
});

describe('security headers', () => {
  const expectCommon = (response: Response, framed: 'DENY' | null = 'DENY') => {
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('x-frame-options')).toBe(framed);
  };

  it('keeps the console from being framed and limits what it loads', async () => {
    for (const route of ['/', '/media-library', '/users/3']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.status, route).toBe(200);
      expectCommon(response);
      expect(response.headers.get('content-security-policy')).toBe(CONSOLE_SECURITY_POLICY);
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const policy = CONSOLE_SECURITY_POLICY;
    for (const directive of [
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "media-src 'self' blob:",
      "connect-src 'self'",
      "frame-ancestors 'none'",
    ]) {
      expect(policy).toContain(directive);
    }
    const asset = await get('/assets/index-Ab12Cd34.js');
    expect(asset.status).toBe(200);
    expectCommon(asset);
    expect(asset.headers.get('content-security-policy')).toBe(CONSOLE_SECURITY_POLICY);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('lets the viewing and embed pages set who frames them (this server only for a missing video)', async () => {
    for (const route of ['/view/0b9a4f5e-1111-4222-8333-944455556666', '/embed/0b9a4f5e-1111-4222-8333-944455556666']) {
      const response = await get(route, { accept: 'text/html' });
      expect(response.status, route).toBe(200);
      expectCommon(response, null);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });

  it('sends them on the sign-in pages and the provider answers', async () => {
    const browser = new Browser(server.baseUrl);
    const { response, url } = await browser.follow(authorizePath({ code_challenge: pkcePair().challenge }));
    expect(new URL(url).pathname).toMatch(/^\/oidc\/interaction\//);
    expect(response.status).toBe(200);
    expectCommon(response);
    expect(response.headers.get('content-security-policy')).toBe(PAGE_SECURITY_POLICY);

    const discovery = await get('/oidc/.well-known/openid-configuration');
    expect(discovery.status).toBe(200);
    expectCommon(discovery);
    expect(discovery.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const failed = await get('/oidc/auth?client_id=unknown');
    expect(failed.status).toBe(400);
    expectCommon(failed);
    expect(failed.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('sends them on public files and the health check, and keeps API answers out of caches', async () => {
    const logo = await get('/media/public/logos/harbour.png');
    expect(logo.status).toBe(200);
    expectCommon(logo);
    expect(logo.headers.get('content-security-policy')).toContain("default-src 'none'");

    const health = await get('/api/health');
    expect(health.status).toBe(200);
    expectCommon(health);
    expect(health.headers.get('cache-control')).toBe('no-store');

    for (const route of ['/api/profile', '/api/companies', '/api/no-such-route']) {
      const response = await api(server, route, { token });
      expectCommon(response as unknown as Response);
      expect(response.headers.get('cache-control'), route).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    }
    const refused = await api(server, '/api/profile');
    expect(refused.status).toBe(401);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the API documentation working with its own policy, not framed', async () => {
    const docs = await fetch(new URL('/api/docs', server.baseUrl));
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger');
    const policy = docs.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect((await get('/api/docs/json')).status).toBe(200);
  });
});

describe('percent-encoded paths', () => {
  it('decodes the letters, digits and marks that mean the same encoded', () => {
    expect(normalizeRequestUrl('/%61pi/profile')).toBe('/api/profile');
    expect(normalizeRequestUrl('/%41%50%49/%7e%2D%2e%5f')).toBe('/API/~-._');
    expect(normalizeRequestUrl('/api%2Fprofile?q=%61')).toBe('/api%2Fprofile?q=%61');
    expect(normalizeRequestUrl('/%2561pi/x%20y')).toBe('/%2561pi/x%20y');
  });

  it('reach the API with the token read, the headers and the rate limit of the API', async () => {
    const encoded = await api(server, '/%61pi/profile', { token });
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get('cache-control')).toBe('no-store');
    expect((await api(server, '/api/%70rofile', { token })).status).toBe(200);

    const limited = await startTestServer(data, { apiRateLimitPerMinute: 2 });
    try {
      const statuses: number[] = [];
      for (const route of ['/%61pi/health', '/a%70i/health', '/%61%70%69/health', '/api/health']) {
        statuses.push((await api(limited, route)).status);
      }
      expect(statuses).toEqual([200, 200, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('signing out', () => {
  const endSession = (browser: Browser, hint?: string) => {
    const query = new URLSearchParams({ client_id: CONSOLE_CLIENT_ID, post_logout_redirect_uri: `${PUBLIC_URL}/` });
    if (hint) query.set('id_token_hint', hint);
    return browser.request(`/oidc/session/end?${query}`);
  };

  it('asks for a click when another site links to the sign-out page', async () => {
    const { browser } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const response = await endSession(browser);
    expect(response.status).toBe(200);
    expectHeaders(response);
    const html = await response.text();
    expect(html).not.toContain('<script');
    expect(html).toContain(SIGN_IN_TEXTS.signOutQuestion);
    expect(html).toContain(`<button type="submit" form="op.logoutForm">${SIGN_IN_TEXTS.signOut}</button>`);
    // Opening the page signed nobody out.
    const again = await browser.follow(authorizePath({ code_challenge: pkcePair().challenge }));
    expect(again.url.startsWith(`${PUBLIC_URL}/auth`)).toBe(true);
  });

  it('asks for a click when the ID token belongs to someone else', async () => {
    const { browser } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const other = await addOtherUser();
    const html = await (await endSession(browser, other)).text();
    expect(html).not.toContain('<script');
  });

  it("signs out without a click on the console's own request, with the script allowed by its hash", async () => {
    const { browser, tokens } = await signIn(server.baseUrl, ADMIN.email, ADMIN.password);
    const response = await endSession(browser, tokens.id_token);
    expect(response.status).toBe(200);
    const html = await response.text();
    const script = /<script>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
    expect(script).toContain('.submit();');
    const hash = createHash('sha256').update(script).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });
});

function expectHeaders(response: Response) {
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

/** The ID token of another signed-in user. */
async function addOtherUser(): Promise<string> {
  const person = await addUser(server.db, { role: 'super-admin' });
  const { tokens } = await signIn(server.baseUrl, person.email, person.password);
  return tokens.id_token;
}
