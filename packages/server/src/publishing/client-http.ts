import { PublishServiceError } from './service-client.ts';

/** How long an API call may take before it counts as failed. */
export const API_TIMEOUT_MS = 30_000;
/** How long one chunk of an upload may take (a slow line sends a chunk of several MiB for minutes). */
export const CHUNK_TIMEOUT_MS = 10 * 60_000;

/** Timeouts of a client; tests shorten them. */
export interface ClientTimeouts {
  /** Milliseconds an API call may take (default 30 s). */
  apiTimeoutMs?: number;
  /** Milliseconds one upload chunk may take (default 10 min). */
  chunkTimeoutMs?: number;
}

/** Options of the production clients. */
export interface ServiceClientOptions extends ClientTimeouts {
  /** Bytes per upload request (YouTube: rounded down to a multiple of 256 KiB). */
  chunkBytes?: number;
}

/** What a call is, for error messages: never an address with its query nor a token. */
type Purpose = string;

/**
 * One request to a service. Redirects are not followed (YouTube's 308 is "resume incomplete");
 * network errors and timeouts become `failed`, and so does `stop` aborting the request.
 */
export async function request(
  purpose: Purpose,
  url: string,
  init: RequestInit,
  timeoutMs: number = API_TIMEOUT_MS,
  stop?: AbortSignal,
): Promise<Response> {
  const timeout = AbortSignal.timeout(timeoutMs);
  try {
    return await fetch(url, { ...init, redirect: 'manual', signal: stop ? AbortSignal.any([stop, timeout]) : timeout });
  } catch {
    if (stop?.aborted) throw new PublishServiceError('failed', `${purpose}: the upload was stopped.`);
    throw new PublishServiceError(
      'failed',
      timeout.aborted
        ? `${purpose}: the service did not answer in time.`
        : `${purpose}: the service could not be reached.`,
    );
  }
}

/** Reads a JSON answer; a body that is not JSON counts as a failed call. */
export async function readJson<T>(purpose: Purpose, response: Response): Promise<T> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new PublishServiceError('failed', `${purpose}: the answer was cut off.`, response.status);
  }
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new PublishServiceError(
      'failed',
      `${purpose}: the service answered with something other than JSON.`,
      response.status,
    );
  }
}

/** Discards an answer's body so that the connection can be used again. */
export async function drain(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // The connection is closed either way.
  }
}

function stringOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * The explanation in an error answer: Google's `error.message` or `error` with
 * `error_description` (OAuth), Vimeo's `error` and `developer_message`.
 */
export function serviceMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  const error = record.error;
  if (error && typeof error === 'object') {
    const message = stringOf((error as Record<string, unknown>).message);
    if (message) return message;
  }
  const code = stringOf(error);
  const description = stringOf(record.error_description);
  if (code && description) return `${description} (${code})`;
  return code ?? description ?? stringOf(record.developer_message) ?? stringOf(record.message);
}

/**
 * Turns an unsuccessful answer into the error publishing acts on: 401 `unauthorized`; 404 and 410
 * of an upload session `expired`; 408 and 429 (a busy service) and 5xx `failed`; any other 4xx
 * `rejected` with the service's message.
 */
export async function errorOf(
  purpose: Purpose,
  response: Response,
  options: { session?: boolean } = {},
): Promise<PublishServiceError> {
  let message: string | null = null;
  try {
    const text = await response.text();
    try {
      message = serviceMessage(JSON.parse(text));
    } catch {
      message = null;
    }
  } catch {
    message = null;
  }
  const status = response.status;
  const detail = `${purpose}: ${message ?? `the service answered ${status}`}`;
  if (status === 401) return new PublishServiceError('unauthorized', detail, status);
  if (options.session && (status === 404 || status === 410)) {
    return new PublishServiceError('expired', `${purpose}: the upload session has expired.`, status);
  }
  if (status === 408 || status === 429 || status >= 500 || status < 400) {
    return new PublishServiceError('failed', detail, status);
  }
  return new PublishServiceError('rejected', detail, status);
}

/** Throws the mapped error unless the answer is a success (2xx). */
export async function expectOk(purpose: Purpose, response: Response, options?: { session?: boolean }): Promise<void> {
  if (response.status < 200 || response.status > 299) throw await errorOf(purpose, response, options);
}

/**
 * A POST to a service's token endpoint and the tokens it grants (`failed` when it grants no access
 * token). An error answer is mapped as by `errorOf`, but a 401 is a wrong client secret or code, with
 * no token to renew (`rejected`), and the 400 of a refresh is a refresh token that was revoked or has
 * expired (`unauthorized`: the account has to be linked again).
 */
export async function requestTokens<T extends { access_token?: string }>(
  purpose: Purpose,
  url: string,
  init: { headers: Record<string, string>; body: string },
  timeoutMs: number,
  grant: { grantor: string; refresh: boolean },
): Promise<T & { access_token: string }> {
  const response = await request(purpose, url, { method: 'POST', ...init }, timeoutMs);
  if (!response.ok) {
    const error = await errorOf(purpose, response);
    if (error.kind === 'unauthorized') throw new PublishServiceError('rejected', error.message, error.status);
    if (grant.refresh && error.kind === 'rejected' && response.status === 400) {
      throw new PublishServiceError('unauthorized', error.message, error.status);
    }
    throw error;
  }
  const body = await readJson<T>(purpose, response);
  if (typeof body.access_token !== 'string' || !body.access_token) {
    throw new PublishServiceError('failed', `${purpose}: ${grant.grantor} granted no access token.`);
  }
  return body as T & { access_token: string };
}

/** Basic authorization of an OAuth client. */
export function basicAuthorization(clientId: string, clientSecret: string): string {
  return `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
}

/** The credentials of a service, or `rejected` when the server has none. */
export function credentialsOf(
  credentials: { clientId: string; clientSecret: string } | null,
  service: string,
): { clientId: string; clientSecret: string } {
  if (!credentials) throw new PublishServiceError('rejected', `${service} is not configured on this server.`);
  return credentials;
}

/** When an access token valid for `expiresIn` seconds stops working; null when the answer has no lifetime. */
export function expiryOf(expiresIn: unknown, now = Date.now()): Date | null {
  const seconds = typeof expiresIn === 'string' ? Number(expiresIn) : expiresIn;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds <= 0) return null;
  return new Date(now + seconds * 1000);
}
