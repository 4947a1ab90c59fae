/**
 * The live updates connection without React or SWR: reads the server's change notices
 * (GET /api/live, Server-Sent Events) with fetch, because EventSource cannot send the Bearer
 * token, and connects again with backoff. `live.ts` wires it to the session and the SWR cache.
 */

/** A change notice as the server sends it (a notice names what changed; the data is reloaded). */
export type LiveNotice =
  | {
      kind: 'video';
      id: string;
      libraryId: number;
      companyId: number;
      status?: 'uploading' | 'processing' | 'ready' | 'failed';
      /** Encoding progress (0-99) of the renditions being made, when that alone changed. */
      progress?: number;
    }
  | { kind: 'ftp'; companyId: number | null }
  /** Notices may have been missed: reload what is shown. */
  | { kind: 'resync' };

/** One dispatched event of an event stream. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * An incremental `text/event-stream` parser (the fields of the HTML standard: event, data, id,
 * retry; comment lines ignored). Chunks may split lines anywhere, `\r\n` included.
 */
export function createEventStreamParser(handlers: {
  onEvent: (event: StreamEvent) => void;
  onRetry?: (ms: number) => void;
}) {
  let buffer = '';
  let type = '';
  let data: string[] = [];

  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) handlers.onEvent({ event: type || 'message', data: data.join('\n') });
      type = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') type = value;
    else if (field === 'data') data.push(value);
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry?.(Number(value));
  };

  return {
    /** Feeds decoded text. */
    push(chunk: string) {
      buffer += chunk;
      let start = 0;
      for (let index = 0; index < buffer.length; index++) {
        const char = buffer[index];
        if (char !== '\n' && char !== '\r') continue;
        // A `\r` at the end may be the first half of `\r\n`: wait for the next chunk.
        if (char === '\r' && index === buffer.length - 1) break;
        line(buffer.slice(start, index));
        if (char === '\r' && buffer[index + 1] === '\n') index++;
        start = index + 1;
      }
      buffer = buffer.slice(start);
    },
  };
}

const STATUSES = ['uploading', 'processing', 'ready', 'failed'];
const isId = (value: unknown) => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A notice from an event's data; null for anything else (a newer server's kinds are skipped). */
export function parseNotice(data: string): LiveNotice | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const notice = value as Record<string, unknown>;
  if (notice.kind === 'resync') return { kind: 'resync' };
  if (notice.kind === 'ftp' && (notice.companyId === null || isId(notice.companyId))) {
    return { kind: 'ftp', companyId: notice.companyId as number | null };
  }
  if (notice.kind !== 'video' || typeof notice.id !== 'string' || !isId(notice.libraryId)) return null;
  if (!isId(notice.companyId)) return null;
  const video: LiveNotice = {
    kind: 'video',
    id: notice.id,
    libraryId: notice.libraryId as number,
    companyId: notice.companyId as number,
  };
  if (typeof notice.status === 'string' && STATUSES.includes(notice.status)) {
    video.status = notice.status as NonNullable<typeof video.status>;
  }
  if (typeof notice.progress === 'number' && Number.isFinite(notice.progress)) video.progress = notice.progress;
  return video;
}

/** Waits before connecting again: 1 s doubling to 30 s, each wait between half and all of it. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface LiveConnectionOptions {
  url: string;
  fetch: typeof fetch;
  /** The current access token; null when signed out (the connection stops). */
  getToken: () => string | null;
  /** Gets a new access token after a 401; false when that failed (the connection stops). */
  refreshToken: () => Promise<boolean>;
  onNotice: (notice: LiveNotice) => void;
  /** The stream is open; `again` after an earlier stream of this connection (notices may have been missed). */
  onOpen?: (again: boolean) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
  random?: () => number;
}

export type LiveState = 'stopped' | 'connecting' | 'open' | 'waiting';

/** The live updates connection: `start()` once signed in, `stop()` when signed out or hidden. */
export function createLiveConnection(options: LiveConnectionOptions) {
  const setTimer = options.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let state: LiveState = 'stopped';
  /** Bumped by start and stop: a run that sees another generation ends. */
  let generation = 0;
  let controller: AbortController | null = null;
  let timer: unknown = null;
  let wake: (() => void) | null = null;
  let opened = 0;
  let retryMs = 3000;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      wake = resolve;
      timer = setTimer(() => {
        timer = null;
        wake = null;
        resolve();
      }, ms);
    });

  /** Reads one stream to its end (or until the connection is stopped). */
  async function readStream(response: Response, current: number): Promise<void> {
    if (!response.body) throw new Error('The live updates answer has no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createEventStreamParser({
      onEvent: (event) => {
        const notice = parseNotice(event.data);
        if (notice) options.onNotice(notice);
      },
      onRetry: (ms) => {
        retryMs = Math.min(Math.max(ms, 500), 60_000);
      },
    });
    for (;;) {
      const { done, value } = await reader.read();
      if (done || current !== generation) break;
      parser.push(decoder.decode(value, { stream: true }));
    }
  }

  async function run(current: number) {
    let attempt = 0;
    let refused = 0;
    while (current === generation) {
      const token = options.getToken();
      if (!token) break;
      state = 'connecting';
      controller = new AbortController();
      let wait: number;
      try {
        const response = await options.fetch(options.url, {
          headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
          cache: 'no-store',
          signal: controller.signal,
        });
        if (current !== generation) break;
        if (response.status === 401) {
          await response.body?.cancel().catch(() => undefined);
          refused += 1;
          if (refused > 2 || !(await options.refreshToken())) break;
          continue;
        }
        if (!response.ok) {
          await response.body?.cancel().catch(() => undefined);
          throw new Error(`The live updates answered ${response.status}`);
        }
        refused = 0;
        attempt = 0;
        state = 'open';
        options.onOpen?.(opened > 0);
        opened += 1;
        await readStream(response, current);
        // The server ended the stream (a new token is due, or it restarts): come back after its hint.
        wait = retryMs;
      } catch {
        wait = reconnectDelay(attempt, options.random);
        attempt += 1;
      }
      if (current !== generation) break;
      state = 'waiting';
      await sleep(wait);
    }
    if (current === generation) state = 'stopped';
  }

  return {
    get state(): LiveState {
      return state;
    },
    start() {
      if (state !== 'stopped') return;
      generation += 1;
      void run(generation);
    },
    stop() {
      generation += 1;
      state = 'stopped';
      controller?.abort();
      controller = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
      wake?.();
      wake = null;
    },
  };
}
