import type { ViewAnswer, ViewSurface, ViewToken } from '@reelbase/contract';
import { VIEW_PASSWORD_CODE, VIEW_TEXTS, VIEW_TOKEN_HEADER } from '@reelbase/contract/view-texts';
import { ACCESS_TOKEN_KEY } from '../auth/token-keys.ts';

export type ViewResult = { kind: 'watch'; video: ViewAnswer } | { kind: 'password' } | { kind: 'unavailable' };

const viewTokenKey = (videoId: string) => `reelbase.view_token.${videoId}`;

/** The view token given for this video's password in this tab, while it is valid. */
export function storedViewToken(storage: Storage, videoId: string, now = Date.now()): string | null {
  const raw = storage.getItem(viewTokenKey(videoId));
  if (!raw) return null;
  try {
    const token = JSON.parse(raw) as ViewToken;
    if (token.expires_at * 1000 > now) return token.token;
  } catch {
    // A damaged entry is dropped below.
  }
  storage.removeItem(viewTokenKey(videoId));
  return null;
}

export function storeViewToken(storage: Storage, videoId: string, token: ViewToken): void {
  storage.setItem(viewTokenKey(videoId), JSON.stringify(token));
}

async function errorCodeOf(response: Response): Promise<string | null> {
  try {
    const body = (await response.json()) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}

/**
 * Asks the server what the page may play. A signed-in console user in this tab is sent along
 * (staff may watch more); a stale sign-in is dropped and the call made again without it.
 */
export async function fetchView(videoId: string, surface: ViewSurface, storage: Storage): Promise<ViewResult> {
  const url = `/api/view/${encodeURIComponent(videoId)}?surface=${surface}`;
  const access = storage.getItem(ACCESS_TOKEN_KEY);
  const viewToken = storedViewToken(storage, videoId);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (viewToken) headers[VIEW_TOKEN_HEADER] = viewToken;
  let response = await fetch(url, { headers: access ? { ...headers, authorization: `Bearer ${access}` } : headers });
  let code = response.ok ? null : await errorCodeOf(response);
  if (access && response.status === 401 && code !== VIEW_PASSWORD_CODE) {
    response = await fetch(url, { headers });
    code = response.ok ? null : await errorCodeOf(response);
  }
  if (response.ok) return { kind: 'watch', video: (await response.json()) as ViewAnswer };
  if (response.status === 401 && code === VIEW_PASSWORD_CODE) return { kind: 'password' };
  if (response.status === 404 || response.status === 401 || response.status === 403) return { kind: 'unavailable' };
  throw new Error(`The video could not be loaded (${response.status}).`);
}

export type PasswordResult = { ok: true } | { ok: false; message: string };

/** Sends the password; the view token it gives is kept for this tab. */
export async function submitPassword(videoId: string, password: string, storage: Storage): Promise<PasswordResult> {
  const response = await fetch(`/api/view/${encodeURIComponent(videoId)}/password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (response.ok) {
    storeViewToken(storage, videoId, (await response.json()) as ViewToken);
    return { ok: true };
  }
  if (response.status === 429) return { ok: false, message: VIEW_TEXTS.passwordTooMany };
  if (response.status === 404) return { ok: false, message: VIEW_TEXTS.unavailable };
  let message: string = VIEW_TEXTS.passwordWrong;
  try {
    const body = (await response.json()) as { errors?: Record<string, string[]>; message?: string };
    message = body.errors?.password?.[0] ?? body.message ?? message;
  } catch {
    // Keep the general text.
  }
  return { ok: false, message };
}
