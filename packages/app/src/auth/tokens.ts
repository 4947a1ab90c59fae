import { type AuthUser, accessClaimsSchema, type PermissionsMap } from '@reelbase/contract';
import { decodeJwt } from 'jose';
import { ACCESS_TOKEN_KEY } from './token-keys.ts';

/** Where the console keeps its sign-in state: session storage, per the specification. */
const KEYS = {
  access: ACCESS_TOKEN_KEY,
  refresh: 'reelbase.refresh_token',
  idToken: 'reelbase.id_token',
  state: 'reelbase.login_state',
  verifier: 'reelbase.login_verifier',
  returnTo: 'reelbase.login_return_to',
} as const;

export interface TokenSet {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
}

export const tokenStore = {
  get access() {
    return sessionStorage.getItem(KEYS.access);
  },
  get refresh() {
    return sessionStorage.getItem(KEYS.refresh);
  },
  get idToken() {
    return sessionStorage.getItem(KEYS.idToken);
  },
  save(tokens: TokenSet) {
    sessionStorage.setItem(KEYS.access, tokens.access_token);
    if (tokens.refresh_token) sessionStorage.setItem(KEYS.refresh, tokens.refresh_token);
    if (tokens.id_token) sessionStorage.setItem(KEYS.idToken, tokens.id_token);
  },
  clear() {
    for (const key of [KEYS.access, KEYS.refresh, KEYS.idToken]) sessionStorage.removeItem(key);
  },
  saveLogin(state: string, verifier: string, returnTo: string) {
    sessionStorage.setItem(KEYS.state, state);
    sessionStorage.setItem(KEYS.verifier, verifier);
    sessionStorage.setItem(KEYS.returnTo, returnTo);
  },
  takeLogin() {
    const login = {
      state: sessionStorage.getItem(KEYS.state),
      verifier: sessionStorage.getItem(KEYS.verifier),
      returnTo: sessionStorage.getItem(KEYS.returnTo) ?? '/',
    };
    for (const key of [KEYS.state, KEYS.verifier, KEYS.returnTo]) sessionStorage.removeItem(key);
    return login;
  },
};

/** Decodes the auth user (role, company, permissions map) from an access token; null when unusable. */
export function userFromAccessToken(token: string | null, nowSeconds = Date.now() / 1000): AuthUser | null {
  if (!token) return null;
  try {
    const payload = decodeJwt(token);
    if (typeof payload.exp === 'number' && payload.exp <= nowSeconds) return null;
    const claims = accessClaimsSchema.parse(payload);
    return {
      id: Number(claims.sub),
      name: claims.name ?? '',
      email: claims.email ?? '',
      role: claims.role,
      company: claims.company,
      uploadEverywhere: claims.uploadEverywhere,
      permissions: claims.permissions as PermissionsMap,
    };
  } catch {
    return null;
  }
}
