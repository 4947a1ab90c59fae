import { MESSAGES, TOKEN_RETRY_LIMIT } from '@reelbase/contract';
import { refreshTokens, startLogin } from '../auth/oidc.ts';
import { syncSession } from '../auth/session.ts';
import { tokenStore } from '../auth/tokens.ts';
import { ApiError, type ToastMessage, toastsForError } from './errors.ts';

export type Notify = (toast: ToastMessage) => void;

let notify: Notify = () => undefined;
/** Sets where HTTP error toasts go (the console's toast queue). */
export function setNotifier(next: Notify) {
  notify = next;
}

/** Retries after a 401 per method and URL; more than the limit shows the access message. */
const retries = new Map<string, number>();

export interface RequestOptions {
  /** Report errors as toasts (default true); forms that show errors inline turn it off for 422. */
  toastErrors?: boolean;
  /** Error statuses the caller shows itself (no toast), e.g. a dialog's result line for 425. */
  quietStatuses?: readonly number[];
  signal?: AbortSignal;
}

async function send(method: string, url: string, body: unknown, signal?: AbortSignal) {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.access;
  if (token) headers.authorization = `Bearer ${token}`;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  return fetch(url, { method, headers, body: payload, signal });
}

async function parse(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/**
 * Calls the API with the Bearer token. On 401 the token is refreshed once and the request
 * repeated; when the refresh fails the user goes back to login. Errors become toasts as the
 * error catalogue says and are thrown as ApiError.
 */
export async function api<T>(method: string, url: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const key = `${method} ${url}`;
  let response = await send(method, url, body, options.signal);
  if (response.status === 401) {
    const count = (retries.get(key) ?? 0) + 1;
    retries.set(key, count);
    if (count > TOKEN_RETRY_LIMIT) {
      retries.delete(key);
      notify({ kind: 'error', text: MESSAGES.tooManyRetries });
      throw new ApiError(401, { message: MESSAGES.tooManyRetries });
    }
    if (!(await refreshTokens())) {
      syncSession();
      await startLogin(window.location.pathname + window.location.search);
      throw new ApiError(401, { message: MESSAGES.loginRequired });
    }
    syncSession();
    response = await send(method, url, body, options.signal);
  }
  const data = await parse(response);
  if (!response.ok) {
    const error = new ApiError(response.status, data as ApiError['body']);
    const silent =
      (options.toastErrors === false && response.status === 422) ||
      (options.quietStatuses?.includes(response.status) ?? false);
    if (!silent) for (const toast of toastsForError(response.status, error.body)) notify(toast);
    throw error;
  }
  retries.delete(key);
  return data as T;
}

/** The SWR fetcher: GET with the API client. */
export const fetcher = <T>(url: string) => api<T>('GET', url);
