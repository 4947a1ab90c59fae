import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStatsBeacon, randomUuid, STATS_FLUSH_MS, type StatsBeaconOptions } from './stats-beacon.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const ELEMENT = '6d2f1a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b';

interface SentBatch {
  token: string;
  batch_id: string;
  session: string;
  referrer?: string;
  events: { type: string; at: number; position?: number; element_id?: string }[];
}

/** A page with a fake network: each request answered by `answer` (a rejection is a network error). */
function setUp(options: Partial<StatsBeaconOptions> = {}) {
  const requests: SentBatch[] = [];
  const beacons: { url: string; type: string; batch: SentBatch }[] = [];
  let answer: () => Promise<{ ok: boolean; status: number }> = async () => ({ ok: true, status: 202 });
  let ids = 0;
  const window = new EventTarget();
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    requests.push(JSON.parse(String(init.body)));
    return answer();
  });
  const pending: Promise<void>[] = [];
  const sendBeacon = vi.fn((url: string, data: Blob) => {
    pending.push(data.text().then((text) => void beacons.push({ url, type: data.type, batch: JSON.parse(text) })));
    return true;
  });
  const beacon = createStatsBeacon({
    url: '/api/stats/events',
    referrer: 'https://blog.example.test/post',
    fetch,
    sendBeacon,
    now: () => 1_800_000_000_000,
    randomId: () => `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}`,
    page: { window, document },
    ...options,
  });
  return {
    beacon,
    requests,
    beacons,
    fetch,
    sendBeacon,
    window,
    document,
    answerWith: (next: typeof answer) => {
      answer = next;
    },
    /** Lets the fake requests answer. */
    settle: async () => {
      await vi.advanceTimersByTimeAsync(0);
      await Promise.all(pending);
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('createStatsBeacon', () => {
  it('sends the player moments as one batch with the token, a page id and the referrer every 10 s', async () => {
    const page = setUp();
    page.beacon.setToken('video.123.p.sig');
    page.beacon.player('impression', 0);
    page.beacon.player('start', 0);
    page.beacon.player('progress', 10.0004);
    page.beacon.player('end', 12.5);
    page.beacon.click(ELEMENT);
    page.beacon.click('not-an-element');
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS - 1);
    expect(page.requests).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    const at = 1_800_000_000_000;
    expect(page.requests).toEqual([
      {
        token: 'video.123.p.sig',
        batch_id: '00000000-0000-4000-8000-000000000002',
        session: '00000000-0000-4000-8000-000000000001',
        referrer: 'https://blog.example.test/post',
        events: [
          { type: 'impression', at },
          { type: 'start', at, position: 0 },
          { type: 'progress', at, position: 10 },
          { type: 'end', at, position: 12.5 },
          { type: 'click', at, element_id: ELEMENT },
        ],
      },
    ]);
    expect(page.fetch.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });

    // Nothing waits: no empty batch; the next events go in a new batch of the same page.
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS * 3);
    expect(page.requests).toHaveLength(1);
    page.beacon.player('progress', 20);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(page.requests).toHaveLength(2);
    expect(page.requests[1].batch_id).not.toBe(page.requests[0].batch_id);
    expect(page.requests[1].session).toBe(page.requests[0].session);
  });

  it('sends as soon as 20 events wait', async () => {
    const page = setUp();
    page.beacon.setToken('token');
    for (let i = 0; i < 19; i++) page.beacon.player('progress', i * 10);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.requests).toEqual([]);
    page.beacon.player('progress', 190);
    await vi.advanceTimersByTimeAsync(0);
    expect(page.requests).toHaveLength(1);
    expect(page.requests[0].events).toHaveLength(20);
  });

  it('keeps the events until the token is known', async () => {
    const page = setUp();
    page.beacon.player('impression', 0);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS * 2);
    expect(page.requests).toEqual([]);
    page.beacon.setToken('token');
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(page.requests.map((batch) => batch.events.length)).toEqual([1]);
  });

  it('hands what waits to sendBeacon as text/plain JSON on pagehide and when the page is hidden', async () => {
    const page = setUp();
    page.beacon.setToken('token');
    page.beacon.player('impression', 0);
    page.beacon.player('start', 0);
    page.window.dispatchEvent(new Event('pagehide'));
    await page.settle();
    expect(page.fetch).not.toHaveBeenCalled();
    expect(page.beacons).toEqual([
      {
        url: '/api/stats/events',
        type: 'text/plain',
        batch: expect.objectContaining({ token: 'token', events: [expect.anything(), expect.anything()] }),
      },
    ]);

    page.beacon.player('progress', 10);
    page.document.dispatchEvent(new Event('visibilitychange'));
    await page.settle();
    expect(page.beacons).toHaveLength(1);
    page.document.visibilityState = 'hidden';
    page.document.dispatchEvent(new Event('visibilitychange'));
    await page.settle();
    expect(page.beacons).toHaveLength(2);
    expect(page.beacons[1].batch.events).toEqual([expect.objectContaining({ type: 'progress', position: 10 })]);
    // Nothing is sent twice.
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(page.requests).toEqual([]);
  });

  it('sends a batch that met a network error once more, with the same batch id, then drops it', async () => {
    const page = setUp();
    page.beacon.setToken('token');
    page.answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    page.beacon.player('impression', 0);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(page.requests).toHaveLength(1);
    const first = page.requests[0].batch_id;

    page.beacon.player('start', 0);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    expect(page.requests.map((batch) => batch.batch_id)).toEqual([first, first, expect.stringMatching(UUID)]);
    expect(page.requests[1]).toEqual(page.requests[0]);
    expect(page.requests[2].batch_id).not.toBe(first);

    // The second failure of the first batch is final; the newer batch gets its one retry.
    page.answerWith(async () => ({ ok: true, status: 202 }));
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS * 3);
    expect(page.requests.map((batch) => batch.batch_id)).toEqual([
      first,
      first,
      page.requests[2].batch_id,
      page.requests[2].batch_id,
    ]);
  });

  it('does not send a refused batch again', async () => {
    const page = setUp();
    page.beacon.setToken('token');
    page.answerWith(async () => ({ ok: false, status: 403 }));
    page.beacon.player('impression', 0);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS * 3);
    expect(page.requests).toHaveLength(1);
  });

  it('hands a failed batch to sendBeacon with its own id when the page goes away', async () => {
    const page = setUp();
    page.beacon.setToken('token');
    page.answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    page.beacon.player('impression', 0);
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS);
    page.beacon.player('start', 0);
    page.window.dispatchEvent(new Event('pagehide'));
    await page.settle();
    expect(page.beacons.map((sent) => sent.batch.batch_id)).toEqual([
      page.requests[0].batch_id,
      expect.stringMatching(UUID),
    ]);
    expect(page.beacons[1].batch.batch_id).not.toBe(page.requests[0].batch_id);
  });

  it('never throws into the page', async () => {
    const page = setUp({
      fetch: () => {
        throw new Error('no network');
      },
      sendBeacon: () => {
        throw new Error('no beacon');
      },
    });
    page.beacon.setToken('token');
    expect(() => {
      for (let i = 0; i < 25; i++) page.beacon.player('progress', i);
      page.beacon.flush();
      page.beacon.leave();
      page.window.dispatchEvent(new Event('pagehide'));
      page.beacon.stop();
    }).not.toThrow();
    await vi.advanceTimersByTimeAsync(STATS_FLUSH_MS * 2);

    const rejecting = setUp();
    rejecting.beacon.setToken('token');
    rejecting.answerWith(() => Promise.reject(new TypeError('Failed to fetch')));
    rejecting.beacon.player('impression', 0);
    await expect(vi.advanceTimersByTimeAsync(STATS_FLUSH_MS * 3)).resolves.toBeDefined();
  });

  it('falls back to a keepalive request where sendBeacon is missing or refuses', async () => {
    const page = setUp({ sendBeacon: null });
    page.beacon.setToken('token');
    page.beacon.player('impression', 0);
    page.window.dispatchEvent(new Event('pagehide'));
    await page.settle();
    expect(page.requests).toHaveLength(1);
    expect(page.fetch.mock.calls[0][1]).toMatchObject({ headers: { 'content-type': 'text/plain' }, keepalive: true });
  });
});

describe('randomUuid', () => {
  it('makes version 4 uuids, with or without crypto.randomUUID', () => {
    expect(randomUuid()).toMatch(UUID);
    const crypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: (bytes: Uint8Array<ArrayBuffer>) => crypto.getRandomValues(bytes) });
    try {
      const made = new Set(Array.from({ length: 50 }, () => randomUuid()));
      expect(made.size).toBe(50);
      for (const id of made) expect(id).toMatch(UUID);
      vi.stubGlobal('crypto', undefined);
      expect(randomUuid()).toMatch(UUID);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
