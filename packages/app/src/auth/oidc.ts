import { API_AUDIENCE, API_SCOPE, CONSOLE_CLIENT_ID, LOGIN_SCOPE } from '@reelbase/contract';
import { challengeFor, createState, createVerifier } from './pkce.ts';
import { type TokenSet, tokenStore } from './tokens.ts';

/** The built-in OpenID Connect provider's endpoints, on the same origin as the console. */
export const OIDC = {
  authorize: '/oidc/auth',
  token: '/oidc/token',
  revocation: '/oidc/token/revocation',
  endSession: '/oidc/session/end',
} as const;

const redirectUri = () => `${window.location.origin}/auth`;

/** Sends the browser to the sign-in page (authorization code flow with PKCE S256). */
export async function startLogin(returnTo: string): Promise<void> {
  const state = createState();
  const verifier = createVerifier();
  tokenStore.saveLogin(state, verifier, returnTo);
  const params = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    response_type: 'code',
    redirect_uri: redirectUri(),
    scope: `${LOGIN_SCOPE} ${API_SCOPE}`,
    state,
    code_challenge: await challengeFor(verifier),
    code_challenge_method: 'S256',
    resource: API_AUDIENCE,
  });
  window.location.assign(`${OIDC.authorize}?${params}`);
}

async function tokenRequest(body: Record<string, string>): Promise<TokenSet> {
  const response = await fetch(OIDC.token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });
  if (!response.ok) throw new Error(`Token request failed with ${response.status}`);
  return (await response.json()) as TokenSet;
}

class LoginCallbackError extends Error {}

/**
 * Completes the login on /auth: a missing code or state, or a state differing from the stored
 * one, fails. Returns where the user was going.
 */
export async function completeLogin(search: string): Promise<string> {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  const stored = tokenStore.takeLogin();
  if (!code || !state || !stored.state || !stored.verifier || state !== stored.state) {
    throw new LoginCallbackError('Failed to log in');
  }
  const tokens = await tokenRequest({
    grant_type: 'authorization_code',
    client_id: CONSOLE_CLIENT_ID,
    redirect_uri: redirectUri(),
    code_verifier: stored.verifier,
    code,
    resource: API_AUDIENCE,
  });
  tokenStore.save(tokens);
  return stored.returnTo;
}

let refreshing: Promise<boolean> | null = null;

/** Exchanges the refresh token for new tokens; concurrent callers share one request. */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = tokenStore.refresh;
    if (!refreshToken) return false;
    try {
      tokenStore.save(
        await tokenRequest({
          grant_type: 'refresh_token',
          client_id: CONSOLE_CLIENT_ID,
          refresh_token: refreshToken,
          resource: API_AUDIENCE,
        }),
      );
      return true;
    } catch {
      tokenStore.clear();
      return false;
    }
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Revokes the refresh token, forgets the tokens and ends the provider's session. */
export async function signOut(): Promise<void> {
  const refreshToken = tokenStore.refresh;
  const idToken = tokenStore.idToken;
  if (refreshToken) {
    await fetch(OIDC.revocation, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: CONSOLE_CLIENT_ID,
        token: refreshToken,
        token_type_hint: 'refresh_token',
      }),
    }).catch(() => undefined);
  }
  tokenStore.clear();
  const params = new URLSearchParams({
    client_id: CONSOLE_CLIENT_ID,
    post_logout_redirect_uri: `${window.location.origin}/`,
  });
  if (idToken) params.set('id_token_hint', idToken);
  window.location.assign(`${OIDC.endSession}?${params}`);
}

/**
 * Signs the console out after every session was ended on the server ("Sign out everywhere"): the
 * tokens and the provider's session are gone already, so the stored tokens are forgotten and the
 * console starts again at the sign-in page.
 */
export function signOutAfterSessionsEnded(): void {
  tokenStore.clear();
  window.location.assign(`${window.location.origin}/`);
}
