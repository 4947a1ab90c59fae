import type { AuthUser } from '@reelbase/contract';
import { proxy } from 'valtio';
import { refreshTokens } from './oidc.ts';
import { tokenStore, userFromAccessToken } from './tokens.ts';

/** The signed-in user, decoded from the access token; null when signed out. */
export const session = proxy<{ user: AuthUser | null }>({ user: userFromAccessToken(tokenStore.access) });

/** Re-reads the user from the stored access token. */
export function syncSession(): AuthUser | null {
  session.user = userFromAccessToken(tokenStore.access);
  return session.user;
}

/** Makes sure there is a usable access token, refreshing first when there is none. */
export async function ensureSession(): Promise<AuthUser | null> {
  if (syncSession()) return session.user;
  if (await refreshTokens()) return syncSession();
  return null;
}
