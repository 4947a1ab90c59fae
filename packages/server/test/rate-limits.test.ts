import { MESSAGES, SIGN_IN_MAX_FAILURES, SIGN_IN_TEXTS } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, openSignInPage, pkcePair, submitCredentials } from './helpers/oidc-client.ts';
import { ADMIN, api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer | null = null;

beforeAll(async () => {
  data = await createTestData();
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('failed sign-ins', () => {
  it('are limited after five failures, even with the right password, and the limit survives a restart', async () => {
    server = await startTestServer(data);
    const browser = new Browser(server.baseUrl);
    const page = await openSignInPage(browser, pkcePair().challenge);
    for (let attempt = 1; attempt <= SIGN_IN_MAX_FAILURES; attempt++) {
      const response = await submitCredentials(browser, page.url, ADMIN.email, `wrong-${attempt}`);
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(await response.text()).toContain(SIGN_IN_TEXTS.invalidCredentials);
    }
    const limited = await submitCredentials(browser, page.url, ADMIN.email, ADMIN.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('900');
    const html = await limited.text();
    expect(html).toContain(SIGN_IN_TEXTS.tooManyAttempts);
    expect(html).not.toContain(SIGN_IN_TEXTS.invalidCredentials);

    // Another account behind the same address is not locked out by these failures.
    const colleague = await submitCredentials(browser, page.url, 'colleague@example.test', 'wrong');
    expect(colleague.status).toBe(401);

    await server.close();
    server = await startTestServer(data);
    const freshBrowser = new Browser(server.baseUrl);
    const freshPage = await openSignInPage(freshBrowser, pkcePair().challenge);
    const stillLimited = await submitCredentials(
      freshBrowser,
      freshPage.url,
      ADMIN.email.toUpperCase(),
      ADMIN.password,
    );
    expect(stillLimited.status).toBe(429);
    await server.close();
    server = null;
  });
});

describe('the API rate limit', () => {
  it('answers 429 in the error body shape once the requests per minute are used up', async () => {
    server = await startTestServer(data, { apiRateLimitPerMinute: 3 });
    for (let request = 1; request <= 3; request++) {
      expect((await api(server, '/api/health')).status).toBe(200);
    }
    const limited = await api(server, '/api/health');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'rate_limited',
      message: MESSAGES.tooManyRequests,
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Pages outside the API are not counted.
    expect((await fetch(new URL('/version.json', server.baseUrl))).status).toBe(200);
  });
});
