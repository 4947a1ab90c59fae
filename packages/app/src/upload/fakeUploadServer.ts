import type { FetchLike, UploadFile, UploadRequestInit } from './types.ts';

/**
 * An in-memory implementation of the chunked upload protocol standing in for `fetch` in tests:
 * it keeps sessions by file identity (so start resumes), stores chunk bytes, checks finish against
 * what it holds, records every request and can be told to misbehave on a given chunk. A chunk's
 * body is reported as sent in halves (`onUploadProgress`), as XMLHttpRequest reports it.
 */

/** How a request misbehaves: an HTTP answer, a thrown fetch, a request that never answers, or junk. */
export type Fault =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { kind: 'network' }
  | { kind: 'hang' }
  | { kind: 'junk' };

/** One request the fake received. */
interface RecordedRequest {
  path: string;
  /** JSON body, or the form fields of a chunk (without the bytes). */
  body: Record<string, unknown>;
  authorization: string | null;
}

interface Part {
  partNumber: number;
  start: number;
  end: number;
  etag: string;
  bytes: Uint8Array;
}

interface Session {
  id: string;
  key: string;
  videoId: number;
  identity: string;
  size: number;
  parts: Map<number, Part>;
}

interface PendingFault {
  match: (path: string, offset: number | null) => boolean;
  fault: Fault;
  times: number;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** Options of {@link createFakeUploadServer}. */
export interface FakeUploadServerOptions {
  /** The protocol base the fake answers under (default `/api/upload/chunk`). */
  base?: string;
  /** Part size the fake numbers parts by (PartNumber = start_offset / partSize + 1). */
  partSize: number;
  /** The token expected after `Bearer`. */
  token?: string;
  /** Real milliseconds each chunk takes, so that parallel chunks overlap (default 2). */
  chunkLatencyMs?: number;
}

/** Creates the fake; `fetch` goes into the engine, the rest is for assertions and fault injection. */
export function createFakeUploadServer(options: FakeUploadServerOptions) {
  const base = options.base ?? '/api/upload/chunk';
  const token = options.token ?? 'test-token';
  const sessions = new Map<string, Session>();
  const faults: PendingFault[] = [];
  const requests: RecordedRequest[] = [];
  const completed = new Map<number, { name: string; bytes: Uint8Array }>();
  let nextId = 1;
  let inFlight = 0;
  let maxInFlight = 0;
  let etags = 0;

  const contiguous = (session: Session) => {
    const ordered = [...session.parts.values()].sort((a, b) => a.start - b.start);
    let cursor = 0;
    for (const part of ordered) if (part.start === cursor) cursor = part.end;
    return cursor;
  };

  const takeFault = (path: string, offset: number | null) => {
    const pending = faults.find((entry) => entry.times > 0 && entry.match(path, offset));
    if (!pending) return null;
    pending.times -= 1;
    return pending.fault;
  };

  const answerFault = (fault: Fault, signal: AbortSignal | null | undefined): Promise<Response> => {
    if ('status' in fault) return Promise.resolve(json(fault.status, fault.body ?? {}, fault.headers));
    if (fault.kind === 'junk') return Promise.resolve(new Response('<html>proxy error</html>', { status: 200 }));
    if (fault.kind === 'network') return Promise.reject(new TypeError('fetch failed'));
    return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
  };

  async function handleChunk(form: FormData, init: UploadRequestInit): Promise<Response> {
    const { signal } = init;
    const session = [...sessions.values()].find((entry) => entry.id === form.get('session_id'));
    if (!session || session.key !== form.get('key')) return json(404, { message: 'Unknown upload session.' });
    const start = Number(form.get('start_offset'));
    const chunk = form.get('chunk');
    if (!(chunk instanceof Blob) || start % options.partSize !== 0) return json(400, { message: 'Bad chunk.' });
    const total = chunk.size + 200;
    init.onUploadProgress?.(Math.floor(total / 2), total);
    await new Promise((resolve) => setTimeout(resolve, options.chunkLatencyMs ?? 2));
    if (signal?.aborted) throw abortError();
    init.onUploadProgress?.(total, total);
    if (signal?.aborted) throw abortError();
    const bytes = new Uint8Array(await chunk.arrayBuffer());
    const partNumber = start / options.partSize + 1;
    etags += 1;
    const etag = `"etag-${partNumber}-${etags}"`;
    session.parts.set(partNumber, { partNumber, start, end: start + bytes.length, etag, bytes });
    return json(200, { ETag: etag, PartNumber: partNumber });
  }

  function handleFinish(body: Record<string, unknown>): Response {
    const session = [...sessions.values()].find((entry) => entry.id === body.session_id);
    if (!session) return json(404, { message: 'Unknown upload session.' });
    const sent = (body.parts as Array<{ PartNumber: number; ETag: string }>) ?? [];
    const numbers = sent.map((part) => part.PartNumber);
    const ordered = numbers.every((value, index) => index === 0 || value > numbers[index - 1]);
    const held = [...session.parts.values()].sort((a, b) => a.start - b.start);
    const matches =
      sent.length === held.length &&
      held.every((part, i) => sent[i].PartNumber === part.partNumber && sent[i].ETag === part.etag);
    if (!ordered || !matches || contiguous(session) !== session.size) {
      return json(400, { message: 'The parts do not make up the file.' });
    }
    const bytes = new Uint8Array(session.size);
    for (const part of held) bytes.set(part.bytes, part.start);
    completed.set(session.videoId, { name: String(body.name), bytes });
    sessions.delete(session.identity);
    return json(200, { video_id: session.videoId });
  }

  const fetch: FetchLike = async (input, init) => {
    const path = input.startsWith(base) ? input.slice(base.length) || '/' : input;
    const authorization = new Headers(init.headers).get('authorization');
    const form = init.body instanceof FormData ? init.body : null;
    const body: Record<string, unknown> = form
      ? Object.fromEntries([...form.entries()].filter(([name]) => name !== 'chunk'))
      : JSON.parse(String(init.body ?? '{}'));
    requests.push({ path, body, authorization });
    if (init.signal?.aborted) throw abortError();
    const offset = form ? Number(form.get('start_offset')) : null;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    try {
      const fault = takeFault(path, offset);
      if (fault) return await answerFault(fault, init.signal);
      if (authorization !== `Bearer ${token}`) return json(401, { message: 'Login is required.' });
      if (path === '/start') {
        const identity = `${body.name}|${body.size}|${body.last_modified}`;
        let session = sessions.get(identity);
        if (!session) {
          session = {
            id: `s${nextId}`,
            key: `k${nextId}`,
            videoId: 100 + nextId,
            identity,
            size: Number(body.size),
            parts: new Map(),
          };
          nextId += 1;
          sessions.set(identity, session);
        }
        return json(200, {
          session_id: session.id,
          end_offset: contiguous(session),
          key: session.key,
          video_id: session.videoId,
        });
      }
      if (path === '/' && form) return await handleChunk(form, init);
      if (path === '/finish') return handleFinish(body);
      if (path === '/abort') {
        for (const [identity, session] of sessions) if (session.id === body.session_id) sessions.delete(identity);
        return json(200, {});
      }
      return json(404, { message: 'Not found.' });
    } finally {
      inFlight -= 1;
    }
  };

  return {
    fetch,
    requests,
    completed,
    /** Chunk requests seen (form fields only). */
    chunkRequests: () => requests.filter((request) => request.path === '/'),
    /** The most requests that were in flight at once. */
    maxInFlight: () => maxInFlight,
    /** The bytes the server holds contiguously for a file identity `name|size|lastModified`. */
    heldBytes: (identity: string) => {
      const session = sessions.get(identity);
      return session ? contiguous(session) : 0;
    },
    /** Makes the chunk at `offset` misbehave the next `times` times. */
    failChunk(offset: number, fault: Fault, times = Number.POSITIVE_INFINITY) {
      faults.push({ match: (path, at) => path === '/' && at === offset, fault, times });
    },
    /** Makes the call at `path` (`/start`, `/finish`, `/abort`) misbehave the next `times` times. */
    failCall(path: string, fault: Fault, times = Number.POSITIVE_INFINITY) {
      faults.push({ match: (at) => at === path, fault, times });
    },
    /** Forgets every pending fault. */
    heal() {
      faults.length = 0;
    },
  };
}

/** The fake server's type, for helpers. */
export type FakeUploadServer = ReturnType<typeof createFakeUploadServer>;

/** A video-typed `File` of `size` bytes with a recognisable byte pattern. */
export function makeVideoFile(size: number, name = 'clip.mp4', lastModified = 1_700_000_000_000) {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (i >> 10)) & 255;
  return {
    file: new File([bytes], name, { type: 'video/mp4', lastModified }),
    bytes,
    identity: `${name}|${size}|${lastModified}`,
  };
}

/** Resolves with a file's state once `predicate` holds (default: the file succeeded or failed). */
export function waitForFile(
  engine: { subscribe(listener: () => void): () => void; getSnapshot(): ReadonlyArray<UploadFile> },
  id: string,
  predicate: (file: UploadFile) => boolean = (file) => file.status === 'success' || file.status === 'error',
): Promise<UploadFile> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    let done = false;
    const check = () => {
      const file = engine.getSnapshot().find((entry) => entry.id === id);
      if (done || !file || !predicate(file)) return;
      done = true;
      unsubscribe?.();
      resolve(file);
    };
    unsubscribe = engine.subscribe(check);
    check();
    if (done) unsubscribe();
  });
}

/** Polls `condition` every millisecond of real time until it holds, failing after `timeoutMs`. */
export async function eventually(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('The condition did not hold in time.');
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
}
