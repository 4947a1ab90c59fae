import { createHash, randomBytes } from 'node:crypto';
import { API_AUDIENCE, API_SCOPE, CONSOLE_CLIENT_ID, LOGIN_SCOPE } from '@reelbase/contract';
import { PUBLIC_URL } from './test-server.ts';

export const REDIRECT_URI = `${PUBLIC_URL}/auth`;

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A browser stand-in: keeps cookies and does not follow redirects by itself. */
export class Browser {
  private readonly cookies = new Map<string, string>();

  constructor(public baseUrl: string) {}

  /** Resolves a location against the server, mapping the public address to the loopback one. */
  resolve(location: string): URL {
    const url = new URL(location, this.baseUrl);
    if (url.origin === PUBLIC_URL) return new URL(`${url.pathname}${url.search}`, this.baseUrl);
    return url;
  }

  async request(location: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(this.resolve(location), { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      if (value && !/expires=Thu, 01 Jan 1970/i.test(cookie)) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return response;
  }

  /** Follows redirects until a page answers or the browser is sent to the console's redirect address. */
  async follow(location: string, init: RequestInit = {}): Promise<{ response: Response; url: string }> {
    let response = await this.request(location, init);
    let url = location;
    for (let hop = 0; hop < 10 && response.status >= 300 && response.status < 400; hop++) {
      url = new URL(response.headers.get('location') ?? '', this.resolve(url)).toString();
      if (url.startsWith(REDIRECT_URI)) return { response, url };
      response = await this.request(url);
    }
    return { response, url };
  }
}

export function pkcePair() {
  const verifier = randomBytes(64).toString('base64url').slice(0, 128);
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

/** The console's authorization request (same parameters as packages/app). */
export function authorizePath(params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  const all: Record<string, string | undefined> = {
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: REDIRECT_URI,
    scope: `${LOGIN_SCOPE} ${API_SCOPE}`,
    state: randomBytes(20).toString('hex'),
    code_challenge_method: 'S256',
    resource: API_AUDIENCE,
    ...params,
  };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) query.set(key, value);
  return `/oidc/auth?${query}`;
}

/** Starts a sign-in: returns the sign-in page's address and HTML. */
export async function openSignInPage(browser: Browser, challenge: string) {
  const { response, url } = await browser.follow(authorizePath({ code_challenge: challenge }));
  return { url, status: response.status, html: await response.text() };
}

/** Submits the sign-in form. */
export function submitCredentials(browser: Browser, pageUrl: string, email: string, password: string) {
  return browser.request(pageUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password }),
  });
}

async function tokenRequest(baseUrl: string, body: Record<string, string>) {
  const response = await fetch(new URL('/oidc/token', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  return { status: response.status, body: (await response.json()) as TokenSet & { error?: string } };
}

/** Follows the redirect after a successful sign-in to the console's /auth and redeems the code. */
export async function redeem(browser: Browser, response: Response, verifier: string): Promise<TokenSet> {
  const location = response.headers.get('location');
  if (!location) throw new Error(`Expected a redirect after signing in, got ${response.status}`);
  const { url } = location.startsWith(REDIRECT_URI) ? { url: location } : await browser.follow(location);
  const code = new URL(url).searchParams.get('code');
  if (!code) throw new Error(`No code in ${url}`);
  const token = await tokenRequest(browser.baseUrl, {
    grant_type: 'authorization_code',
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    code_verifier: verifier,
    code,
    resource: API_AUDIENCE,
  });
  if (token.status !== 200) throw new Error(`Token request failed: ${JSON.stringify(token.body)}`);
  return token.body;
}

/** Signs in through the real authorization code flow with PKCE, like the console does. */
export async function signIn(baseUrl: string, email: string, password: string, browser = new Browser(baseUrl)) {
  const { verifier, challenge } = pkcePair();
  const page = await openSignInPage(browser, challenge);
  if (page.status !== 200) throw new Error(`Sign-in page answered ${page.status}: ${page.html}`);
  const response = await submitCredentials(browser, page.url, email, password);
  if (response.status !== 303) throw new Error(`Sign-in answered ${response.status}`);
  const tokens = await redeem(browser, response, verifier);
  return { tokens, browser };
}

export function refresh(baseUrl: string, refreshToken: string) {
  return tokenRequest(baseUrl, {
    grant_type: 'refresh_token',
    client_id: CONSOLE_CLIENT_ID,
    refresh_token: refreshToken,
    resource: API_AUDIENCE,
  });
}
