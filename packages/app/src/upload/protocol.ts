import { type BackoffPolicy, backoffDelay, parseRetryAfter } from './backoff.ts';
import { cancelError, errorForStatus, networkError, serverError, timeoutError, UploadError } from './errors.ts';
import type { FetchLike, Sleep, StartResponse, UploadData, UploadPart } from './types.ts';

/** What the protocol calls need from the engine's options. */
export interface ProtocolConfig {
  baseUrl: string;
  getToken: () => string | null | undefined | Promise<string | null | undefined>;
  refreshToken?: () => Promise<string | null | undefined>;
  fetch: FetchLike;
  retries: number;
  chunkTimeoutMs: number;
  finishTimeoutMs: number;
  requestTimeoutMs: number;
  backoff: BackoffPolicy;
  sleep: Sleep;
  now: () => number;
}

/** Body of `start`. `last_modified` completes the file identity the server resumes by. */
interface StartRequest extends UploadData {
  mime_type: string;
  size: number;
  name: string;
  last_modified: number;
}

/** Body of `finish`. */
interface FinishRequest {
  session_id: string;
  parts: UploadPart[];
  mime_type: string;
  key: string;
  video_id: string | number;
  name: string;
}

/** The four calls of the chunked upload protocol, each with its timeout, retries and error classification. */
export interface UploadProtocol {
  /**
   * A request under way is not cut off by `signal` (the server may already have made the session
   * and the video): it answers, and the caller aborts what it made. Retries stop at once.
   */
  start(body: StartRequest, signal: AbortSignal): Promise<StartResponse>;
  /** `onProgress` hears the bytes of the chunk sent so far by the current attempt (0 again at a retry). */
  chunk(
    fields: { session_id: string; start_offset: number; key: string },
    chunk: Blob,
    signal: AbortSignal,
    onProgress?: (sentBytes: number) => void,
  ): Promise<UploadPart>;
  finish(body: FinishRequest, signal: AbortSignal): Promise<{ video_id: string | number }>;
  /**
   * Best effort: failures are swallowed, there is nothing left to tell the user. `keepalive` lets
   * the request outlive the page (sent while the tab closes).
   */
  abort(body: { key: string; session_id: string }, options?: { keepalive?: boolean }): Promise<void>;
}

/** A signal that never aborts: a request under way that must be allowed to answer. */
const NEVER = new AbortController().signal;

/** Largest wait a `Retry-After` may impose, so a wrong header cannot stall an upload for hours. */
const RETRY_AFTER_CAP_MS = 5 * 60_000;

const isId = (value: unknown): value is string | number =>
  (typeof value === 'string' && value !== '') || (typeof value === 'number' && Number.isFinite(value));

function readStart(data: unknown): StartResponse {
  const body = (data ?? {}) as Record<string, unknown>;
  const endOffset = Number(body.end_offset ?? 0);
  if (!isId(body.session_id) || typeof body.key !== 'string' || !isId(body.video_id)) throw serverError();
  if (!Number.isInteger(endOffset) || endOffset < 0) throw serverError();
  return { session_id: String(body.session_id), end_offset: endOffset, key: body.key, video_id: body.video_id };
}

function readPart(data: unknown): UploadPart {
  const body = (data ?? {}) as Record<string, unknown>;
  const partNumber = Number(body.PartNumber);
  if (typeof body.ETag !== 'string' || !Number.isInteger(partNumber) || partNumber < 1) throw serverError();
  return { PartNumber: partNumber, ETag: body.ETag };
}

function readFinish(data: unknown): { video_id: string | number } {
  const body = (data ?? {}) as Record<string, unknown>;
  if (!isId(body.video_id)) throw serverError();
  return { video_id: body.video_id };
}

async function readBody(response: Response): Promise<{ data: unknown; json: boolean }> {
  const text = await response.text();
  if (!text) return { data: null, json: true };
  try {
    return { data: JSON.parse(text), json: true };
  } catch {
    return { data: text, json: false };
  }
}

/** Builds the protocol calls for one engine. */
export function createUploadProtocol(config: ProtocolConfig): UploadProtocol {
  const url = (suffix: string) => `${config.baseUrl.replace(/\/+$/, '')}${suffix}`;

  /**
   * One attempt: fetch with the token and a timeout; every failure becomes an UploadError. While
   * the body goes out the timeout counts from the last bytes sent, so a slow but moving upload of
   * a large chunk is not cut off.
   */
  async function attempt(
    target: string,
    body: () => BodyInit,
    json: boolean,
    timeoutMs: number,
    signal: AbortSignal,
    onUploadProgress?: (loaded: number, total: number) => void,
    keepalive?: boolean,
  ) {
    const timeout = new AbortController();
    let timer = setTimeout(() => timeout.abort(), timeoutMs);
    const combined = AbortSignal.any([signal, timeout.signal]);
    const progress =
      onUploadProgress &&
      ((loaded: number, total: number) => {
        if (timeout.signal.aborted) return;
        clearTimeout(timer);
        timer = setTimeout(() => timeout.abort(), timeoutMs);
        onUploadProgress(loaded, total);
      });
    const send = (token: string | null | undefined) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      if (json) headers['content-type'] = 'application/json';
      return config.fetch(target, {
        method: 'POST',
        headers,
        body: body(),
        signal: combined,
        onUploadProgress: progress,
        keepalive,
      });
    };
    try {
      let response = await send(await config.getToken());
      if (response.status === 401 && config.refreshToken) {
        const fresh = await config.refreshToken();
        if (fresh) response = await send(fresh);
      }
      const { data, json: isJson } = await readBody(response);
      if (!response.ok) {
        const retryAfter = parseRetryAfter(response.headers.get('retry-after'), config.now());
        throw errorForStatus(
          response.status,
          data,
          retryAfter === undefined ? undefined : Math.min(retryAfter, RETRY_AFTER_CAP_MS),
        );
      }
      if (!isJson) throw serverError(response.status);
      return data;
    } catch (error) {
      if (signal.aborted) throw cancelError();
      if (error instanceof UploadError) throw error;
      if (timeout.signal.aborted) throw timeoutError();
      throw networkError();
    } finally {
      clearTimeout(timer);
    }
  }

  /** Attempts a call up to `1 + retries` times, waiting with backoff (or `Retry-After`) between attempts. */
  async function call<T>(
    target: string,
    body: () => BodyInit,
    json: boolean,
    timeoutMs: number,
    signal: AbortSignal,
    read: (data: unknown) => T,
    onUploadProgress?: (loaded: number, total: number) => void,
    detached = false,
  ): Promise<T> {
    for (let retry = 0; ; retry++) {
      try {
        if (signal.aborted) throw cancelError();
        return read(await attempt(target, body, json, timeoutMs, detached ? NEVER : signal, onUploadProgress));
      } catch (error) {
        onUploadProgress?.(0, 1);
        const failure = signal.aborted ? cancelError() : error instanceof UploadError ? error : serverError();
        if (!failure.retryable || retry >= config.retries) throw failure;
        await config.sleep(failure.retryAfterMs ?? backoffDelay(retry, config.backoff), signal);
        if (signal.aborted) throw cancelError();
      }
    }
  }

  return {
    start: (request, signal) =>
      call(
        url('/start'),
        () => JSON.stringify(request),
        true,
        config.requestTimeoutMs,
        signal,
        readStart,
        undefined,
        true,
      ),
    chunk: (fields, chunk, signal, onProgress) => {
      const form = () => {
        const data = new FormData();
        data.append('session_id', fields.session_id);
        data.append('start_offset', String(fields.start_offset));
        data.append('key', fields.key);
        data.append('chunk', chunk, 'chunk');
        return data;
      };
      // The body's total holds the form's boundaries and fields too: its share of the chunk is what counts.
      const progress =
        onProgress &&
        ((loaded: number, total: number) =>
          onProgress(total > 0 ? Math.min(chunk.size, Math.round((loaded / total) * chunk.size)) : 0));
      return call(url(''), form, false, config.chunkTimeoutMs, signal, readPart, progress);
    },
    finish: (request, signal) =>
      call(url('/finish'), () => JSON.stringify(request), true, config.finishTimeoutMs, signal, readFinish),
    abort: async (request, options = {}) => {
      const signal = new AbortController().signal;
      const body = () => JSON.stringify(request);
      await attempt(url('/abort'), body, true, config.requestTimeoutMs, signal, undefined, options.keepalive).catch(
        () => undefined,
      );
    },
  };
}
