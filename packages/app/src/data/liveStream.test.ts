import { describe, expect, it } from 'vitest';
import {
  createEventStreamParser,
  createLiveConnection,
  type LiveNotice,
  parseNotice,
  reconnectDelay,
  type StreamEvent,
} from './liveStream.ts';

const VIDEO = '0b6c61e4-3f4e-4a8e-9a57-2f1f4c0b2d11';

function parse(chunks: string[]) {
  const events: StreamEvent[] = [];
  const retries: number[] = [];
  const parser = createEventStreamParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

describe('the event stream parser', () => {
  it('reads events, the retry hint, and skips comments', () => {
    const { events, retries } = parse([
      'retry: 3000\n: connected\n\n',
      'event: video\ndata: {"a":1}\n\n',
      ': heartbeat\n\n',
      'data: plain\n\n',
    ]);
    expect(retries).toEqual([3000]);
    expect(events).toEqual([
      { event: 'video', data: '{"a":1}' },
      { event: 'message', data: 'plain' },
    ]);
  });

  it('joins lines split across chunks, at any character, CRLF included', () => {
    const text = 'event: ftp\r\ndata: {"kind":"ftp",\r\ndata: "companyId":3}\r\n\r\nevent: x\rdata: y\r\r\n';
    const whole = parse([text]).events;
    const pieces = parse(text.split('')).events;
    expect(whole).toEqual([
      { event: 'ftp', data: '{"kind":"ftp",\n"companyId":3}' },
      { event: 'x', data: 'y' },
    ]);
    expect(pieces).toEqual(whole);
  });

  it('dispatches nothing for an event without data or one not finished yet', () => {
    expect(parse(['event: video\n\n', 'data: half']).events).toEqual([]);
    expect(parse(['retry: soon\n\n']).retries).toEqual([]);
  });
});

describe('notices', () => {
  it('reads the kinds the console knows and refuses anything else', () => {
    expect(
      parseNotice(JSON.stringify({ kind: 'video', id: VIDEO, libraryId: 2, companyId: 1, status: 'ready' })),
    ).toEqual({ kind: 'video', id: VIDEO, libraryId: 2, companyId: 1, status: 'ready' });
    expect(parseNotice(JSON.stringify({ kind: 'video', id: VIDEO, libraryId: 2, companyId: 1, progress: 42 }))).toEqual(
      { kind: 'video', id: VIDEO, libraryId: 2, companyId: 1, progress: 42 },
    );
    expect(parseNotice('{"kind":"ftp","companyId":null}')).toEqual({ kind: 'ftp', companyId: null });
    expect(parseNotice('{"kind":"resync"}')).toEqual({ kind: 'resync' });
    expect(parseNotice('{"kind":"video","id":7}')).toBeNull();
    expect(parseNotice('{"kind":"later"}')).toBeNull();
    expect(parseNotice('not json')).toBeNull();
  });
});

describe('reconnecting', () => {
  it('waits 1 s doubling up to 30 s, each wait between half and all of it', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
  });
});

/** A fake server: each fetch takes the next answer; a stream answer stays open until ended. */
function fakeServer() {
  const requests: { token: string | null; signal: AbortSignal }[] = [];
  const answers: (() => Response)[] = [];
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const encoder = new TextEncoder();
  const fetch = (async (_url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    const signal = init.signal as AbortSignal;
    requests.push({ token: headers.authorization?.replace('Bearer ', '') ?? null, signal });
    const answer = answers.shift();
    if (!answer) throw new TypeError('Failed to fetch');
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return {
    fetch,
    requests,
    streams,
    /** A 200 stream; `write` sends text into the latest one. */
    open() {
      answers.push(() => {
        const body = new ReadableStream<Uint8Array>({
          start: (controller) => {
            streams.push(controller);
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      });
    },
    status(code: number) {
      answers.push(() => new Response('{}', { status: code }));
    },
    write(text: string) {
      streams.at(-1)?.enqueue(encoder.encode(text));
    },
    end() {
      streams.at(-1)?.close();
    },
  };
}

/** Timers run only when the test says so. */
function manualTimers() {
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  return {
    setTimer: (run: () => void, ms: number) => {
      timers.set(next, { run, ms });
      return next++;
    },
    clearTimer: (id: unknown) => {
      timers.delete(id as number);
    },
    waits: () => [...timers.values()].map((timer) => timer.ms),
    runAll() {
      const due = [...timers.entries()];
      timers.clear();
      for (const [, timer] of due) timer.run();
    },
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

function connect(
  server: ReturnType<typeof fakeServer>,
  options: { token?: () => string | null; refresh?: () => Promise<boolean> } = {},
) {
  const timers = manualTimers();
  const notices: LiveNotice[] = [];
  const opens: boolean[] = [];
  const connection = createLiveConnection({
    url: '/api/live',
    fetch: server.fetch,
    getToken: options.token ?? (() => 'token-1'),
    refreshToken: options.refresh ?? (async () => false),
    onNotice: (notice) => notices.push(notice),
    onOpen: (again) => opens.push(again),
    setTimer: timers.setTimer,
    clearTimer: timers.clearTimer,
    random: () => 1,
  });
  return { connection, timers, notices, opens };
}

describe('the live connection', () => {
  it('sends the Bearer token, hands over notices, and comes back after the server ends the stream', async () => {
    const server = fakeServer();
    server.open();
    server.open();
    const { connection, timers, notices, opens } = connect(server);
    connection.start();
    await settle();
    expect(connection.state).toBe('open');
    expect(server.requests[0]?.token).toBe('token-1');
    server.write('retry: 2000\n\nevent: video\ndata: {"kind":"video","id":"');
    server.write(`${VIDEO}","libraryId":4,"companyId":2,"status":"ready"}\n\n`);
    await settle();
    expect(notices).toEqual([{ kind: 'video', id: VIDEO, libraryId: 4, companyId: 2, status: 'ready' }]);
    server.end();
    await settle();
    expect(connection.state).toBe('waiting');
    expect(timers.waits()).toEqual([2000]);
    timers.runAll();
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(opens).toEqual([false, true]);
    connection.stop();
    expect(server.requests[1]?.signal.aborted).toBe(true);
    expect(connection.state).toBe('stopped');
  });

  it('backs off while the server cannot be reached, and starts over once a stream opened', async () => {
    const server = fakeServer();
    const { connection, timers } = connect(server);
    connection.start();
    const waits: number[] = [];
    for (let failure = 0; failure < 4; failure++) {
      await settle();
      waits.push(...timers.waits());
      timers.runAll();
    }
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    server.status(503);
    await settle();
    expect(timers.waits()).toEqual([16000]);
    server.open();
    timers.runAll();
    await settle();
    expect(connection.state).toBe('open');
    server.end();
    await settle();
    expect(timers.waits()).toEqual([3000]);
    server.status(500);
    timers.runAll();
    await settle();
    expect(timers.waits()).toEqual([1000]);
    connection.stop();
    expect(timers.waits()).toEqual([]);
  });

  it('refreshes the token once on 401 and connects again with the new one', async () => {
    const server = fakeServer();
    let token = 'old';
    server.status(401);
    server.open();
    const { connection } = connect(server, {
      token: () => token,
      refresh: async () => {
        token = 'new';
        return true;
      },
    });
    connection.start();
    await settle();
    expect(server.requests.map((request) => request.token)).toEqual(['old', 'new']);
    expect(connection.state).toBe('open');
    connection.stop();
  });

  it('stops when the token cannot be refreshed, or when signed out', async () => {
    const server = fakeServer();
    server.status(401);
    const refused = connect(server);
    refused.connection.start();
    await settle();
    expect(refused.connection.state).toBe('stopped');
    expect(server.requests).toHaveLength(1);

    const signedOut = connect(fakeServer(), { token: () => null });
    signedOut.connection.start();
    await settle();
    expect(signedOut.connection.state).toBe('stopped');
  });

  it('gives up after repeated 401s even when each refresh succeeds', async () => {
    const server = fakeServer();
    for (let index = 0; index < 5; index++) server.status(401);
    const { connection } = connect(server, { refresh: async () => true });
    connection.start();
    await settle();
    expect(server.requests).toHaveLength(3);
    expect(connection.state).toBe('stopped');
  });
});
