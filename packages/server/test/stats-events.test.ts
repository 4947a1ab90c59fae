import { randomUUID } from 'node:crypto';
import { STATS_TEXTS } from '@reelbase/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/auth/keys.ts';
import { videos, viewDailyBreakdowns, viewDailyStats, viewEvents } from '../src/db/schema.ts';
import { countryOf } from '../src/stats/country.ts';
import { deviceTypeOf, referrerOf } from '../src/stats/event-context.ts';
import { BatchWriter } from '../src/stats/stats-events-service.ts';
import { issueStatsToken, verifyStatsToken } from '../src/stats/stats-token.ts';
import { viewSecretOf } from '../src/view/view-token.ts';
import { addCompanyFixture } from './helpers/admin.ts';
import { addEditorVideo } from './helpers/editors.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let data: TestData;
let server: TestServer;
let secret: string;
let videoId: string;

const send = (body: unknown, headers: Record<string, string> = {}) =>
  api<{ stored?: number; message?: string }>(server, '/api/stats/events', {
    method: 'POST',
    body,
    headers: { 'user-agent': BROWSER, ...headers },
  });
const batch = (token: string, events: unknown[], extra: Record<string, unknown> = {}) => ({
  token,
  batch_id: randomUUID(),
  session: `page-${randomUUID()}`,
  events,
  ...extra,
});
const now = () => Date.now();
const eventsOf = async (id: string) => server.db.select().from(viewEvents).where(eq(viewEvents.videoId, id));
const dailyOf = async (id: string) => server.db.select().from(viewDailyStats).where(eq(viewDailyStats.videoId, id));

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data, { trustProxy: true });
  secret = viewSecretOf((await loadSigningKeys(data.dataDir)).cookieKeys);
  videoId = await addEditorVideo(server, await addCompanyFixture(server.db, 'Events Co'), 100);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('the statistics token', () => {
  it('binds the video, the expiry and the preview flag', () => {
    const id = randomUUID();
    const { token, expires_at } = issueStatsToken('key', id, { internal: false });
    expect(verifyStatsToken('key', token)).toEqual({ videoId: id, internal: false, expires: expires_at });
    expect(verifyStatsToken('key', issueStatsToken('key', id, { internal: true }).token)?.internal).toBe(true);
    expect(verifyStatsToken('other key', token)).toBeNull();
    expect(verifyStatsToken('key', token.replace('.p.', '.i.'))).toBeNull();
    expect(verifyStatsToken('key', token.replace(id, randomUUID()))).toBeNull();
    expect(verifyStatsToken('key', token, new Date((expires_at + 1) * 1000))).toBeNull();
    expect(verifyStatsToken('key', 'nonsense')).toBeNull();
  });
});

describe('the event context', () => {
  it('tells the device type from the user agent', () => {
    expect(deviceTypeOf(BROWSER)).toBe('desktop');
    expect(deviceTypeOf(IPHONE)).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/126.0 Mobile Safari/537.36')).toBe('mobile');
    expect(deviceTypeOf('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15')).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/126.0 Safari/537.36')).toBe('tablet');
    expect(deviceTypeOf('Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36')).toBe('tv');
    expect(deviceTypeOf('Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36')).toBe('tv');
    expect(deviceTypeOf(undefined)).toBe('desktop');
  });

  it('keeps the origin and path of a referrer only', () => {
    expect(referrerOf('https://news.example/a/b?utm=1#top')).toBe('https://news.example/a/b');
    expect(referrerOf('https://user:pw@news.example:8443/x')).toBe('https://news.example:8443/x');
    expect(referrerOf('javascript:alert(1)')).toBeNull();
    expect(referrerOf('not an address')).toBeNull();
    expect(referrerOf(undefined)).toBeNull();
  });

  it('finds the country of a public address, none for loopback or private ones', async () => {
    expect(await countryOf('8.8.8.8')).toBe('US');
    expect(await countryOf('127.0.0.1')).toBeNull();
    expect(await countryOf('10.1.2.3')).toBeNull();
    expect(await countryOf('::1')).toBeNull();
    expect(await countryOf('garbage')).toBeNull();
  });
});

describe('POST api/stats/events', () => {
  it('stores a good batch and rolls it up; the same batch again counts once', async () => {
    const { token } = issueStatsToken(secret, videoId, { internal: false });
    const element = randomUUID();
    const body = batch(token, [
      { type: 'impression', at: now() },
      { type: 'start', at: now() },
      { type: 'progress', at: now(), position: 30 },
      { type: 'click', at: now(), element_id: element },
      { type: 'end', at: now(), position: 100 },
    ]);
    const first = await send(body, {
      'x-forwarded-for': '8.8.8.8',
      referer: 'https://blog.example/post/1?ref=mail',
    });
    expect(first.status).toBe(202);
    expect(first.body.stored).toBe(5);
    const again = await send(body, { 'x-forwarded-for': '8.8.8.8' });
    expect(again.status).toBe(202);
    expect(again.body.stored).toBe(0);

    const stored = await eventsOf(videoId);
    expect(stored).toHaveLength(5);
    expect(stored.every((event) => event.country === 'US' && event.device === 'desktop')).toBe(true);
    expect(stored[0].referrer).toBe('https://blog.example/post/1');
    expect(stored.find((event) => event.type === 'click')?.elementId).toBe(element);
    expect(JSON.stringify(stored)).not.toContain('8.8.8.8');
    const [day] = await dailyOf(videoId);
    expect(day).toMatchObject({ impressions: 1, starts: 1, ends: 1, watchSeconds: 100 });
    const breakdowns = await server.db
      .select({ kind: viewDailyBreakdowns.kind, key: viewDailyBreakdowns.key, starts: viewDailyBreakdowns.starts })
      .from(viewDailyBreakdowns)
      .where(eq(viewDailyBreakdowns.videoId, videoId));
    expect(breakdowns).toEqual(
      expect.arrayContaining([
        { kind: 'country', key: 'US', starts: 1 },
        { kind: 'referrer', key: 'https://blog.example/post/1', starts: 1 },
        { kind: 'device', key: 'desktop', starts: 1 },
      ]),
    );
  });

  it('counts one start per page and the furthest position as watch time; reads a text/plain beacon', async () => {
    const id = await addEditorVideo(server, await addCompanyFixture(server.db, 'Beacon Co'), 60);
    const { token } = issueStatsToken(secret, id, { internal: false });
    const session = `page-${randomUUID()}`;
    const first = batch(
      token,
      [
        { type: 'start', at: now() },
        { type: 'progress', at: now(), position: 20 },
      ],
      {
        session,
        referrer: 'https://portal.example/watch?x=1',
      },
    );
    const response = await fetch(`${server.baseUrl}/api/stats/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': IPHONE },
      body: JSON.stringify(first),
    });
    expect(response.status).toBe(202);
    const second = batch(
      token,
      [
        { type: 'start', at: now() },
        { type: 'progress', at: now(), position: 15 },
      ],
      {
        session,
      },
    );
    expect((await send(second)).status).toBe(202);
    const third = batch(token, [{ type: 'end', at: now(), position: 45 }], { session });
    expect((await send(third)).status).toBe(202);
    const [day] = await dailyOf(id);
    expect(day).toMatchObject({ starts: 1, ends: 1, watchSeconds: 45 });
    const stored = await eventsOf(id);
    expect(stored.filter((event) => event.device === 'mobile')).toHaveLength(2);
    expect(stored.find((event) => event.device === 'mobile')?.referrer).toBe('https://portal.example/watch');
    // Loopback: no country.
    expect(stored.every((event) => event.country === null)).toBe(true);
  });

  it('refuses a forged or an expired token and stores nothing', async () => {
    const id = await addEditorVideo(server, await addCompanyFixture(server.db, 'Forged Co'));
    const forged = issueStatsToken('not the server key', id, { internal: false }).token;
    const expired = issueStatsToken(secret, id, { internal: false }, new Date(Date.now() - 2 * 86_400_000)).token;
    for (const token of [forged, expired, 'x.y.z']) {
      const answer = await send(batch(token, [{ type: 'start', at: now() }]));
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe(STATS_TEXTS.invalidToken);
    }
    expect(await eventsOf(id)).toEqual([]);
    expect(await dailyOf(id)).toEqual([]);
  });

  it('stores nothing for a robot or an internal preview', async () => {
    const id = await addEditorVideo(server, await addCompanyFixture(server.db, 'Quiet Co'));
    const { token } = issueStatsToken(secret, id, { internal: false });
    const bot = await send(batch(token, [{ type: 'impression', at: now() }]), {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(bot.status).toBe(202);
    expect(bot.body.stored).toBe(0);
    const preview = issueStatsToken(secret, id, { internal: true }).token;
    const internal = await send(batch(preview, [{ type: 'start', at: now() }]));
    expect(internal.status).toBe(202);
    expect(internal.body.stored).toBe(0);
    expect(await eventsOf(id)).toEqual([]);
    expect(await dailyOf(id)).toEqual([]);
  });

  it('answers bad input with a 4xx and a message, never a 5xx', async () => {
    const { token } = issueStatsToken(secret, videoId, { internal: false });
    const bodies: unknown[] = [
      {},
      batch(token, []),
      batch(
        token,
        Array.from({ length: 101 }, () => ({ type: 'impression', at: now() })),
      ),
      batch(token, [{ type: 'progress', at: now() }]),
      batch(token, [{ type: 'click', at: now() }]),
      batch(token, [{ type: 'progress', at: now(), position: 1e9 }]),
      batch(token, [{ type: 'progress', at: now(), position: -1 }]),
      batch(token, [{ type: 'wink', at: now() }]),
      { ...batch(token, [{ type: 'start', at: now() }]), batch_id: 'not-a-uuid' },
      { ...batch(token, [{ type: 'start', at: now() }]), session: 'a\u0000b' },
      batch('\u0000'.repeat(400), [{ type: 'start', at: now() }]),
    ];
    for (const body of bodies) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.body.message).toBeTruthy();
    }
    const text = await fetch(`${server.baseUrl}/api/stats/events`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{not json',
    });
    expect(text.status).toBe(400);
    expect(((await text.json()) as { message: string }).message).toBe(STATS_TEXTS.invalidBody);
    const raw = await api<{ message?: string }>(server, '/api/stats/events', { method: 'POST', rawBody: '{"a":' });
    expect(raw.status).toBe(400);
  });
});

describe('batches that arrive together', () => {
  it('count as they would one at a time: a page starts once, a repeated batch once, a removed video never', async () => {
    const id = await addEditorVideo(server, await addCompanyFixture(server.db, 'Busy Co'), 100);
    const removed = await addEditorVideo(server, await addCompanyFixture(server.db, 'Gone Co'), 100);
    const { token } = issueStatsToken(secret, id, { internal: false });
    const removedToken = issueStatsToken(secret, removed, { internal: false }).token;
    await server.db.delete(videos).where(eq(videos.id, removed));
    const session = `page-${randomUUID()}`;
    const repeated = batch(token, [{ type: 'impression', at: now() }]);
    const bodies = [
      batch(
        token,
        [
          { type: 'impression', at: now() },
          { type: 'start', at: now() },
          { type: 'progress', at: now(), position: 30 },
        ],
        { session },
      ),
      batch(
        token,
        [
          { type: 'start', at: now() },
          { type: 'progress', at: now(), position: 80 },
          { type: 'end', at: now(), position: 100 },
        ],
        { session },
      ),
      repeated,
      repeated,
      ...Array.from({ length: 10 }, () =>
        batch(token, [
          { type: 'impression', at: now() },
          { type: 'start', at: now() },
          { type: 'progress', at: now(), position: 10 },
        ]),
      ),
      batch(removedToken, [{ type: 'start', at: now() }]),
    ];
    const answers = await Promise.all(bodies.map((body) => send(body)));
    expect(answers.map((answer) => answer.status)).toEqual(bodies.map(() => 202));
    const stored = answers.map((answer) => answer.body.stored);
    expect(stored.slice(0, 2)).toEqual([3, 3]);
    expect([stored[2], stored[3]].sort()).toEqual([0, 1]);
    expect(stored.slice(4)).toEqual([...Array.from({ length: 10 }, () => 3), 0]);
    expect(await eventsOf(id)).toHaveLength(37);
    const [day] = await dailyOf(id);
    expect(day).toMatchObject({ impressions: 12, starts: 11, ends: 1, watchSeconds: 200 });
    const devices = await server.db
      .select({ starts: viewDailyBreakdowns.starts })
      .from(viewDailyBreakdowns)
      .where(and(eq(viewDailyBreakdowns.videoId, id), eq(viewDailyBreakdowns.kind, 'device')));
    expect(devices).toEqual([{ starts: 11 }]);
    expect(await eventsOf(removed)).toEqual([]);
  });

  it('are written in one transaction; when it fails, each is written alone and only a faulty one fails', async () => {
    const groups: string[][] = [];
    const writer = new BatchWriter(server.db, async (_tx, batches) => {
      groups.push(batches.map((one) => one.origin.batchId));
      if (batches.some((one) => one.origin.batchId === 'faulty')) throw new Error('refused');
      return batches.map((one) => one.events.length);
    });
    const origin = (batchId: string) => ({
      videoId,
      batchId,
      sessionKey: `page-${batchId}`,
      country: null,
      referrer: null,
      device: 'desktop' as const,
      day: '2025-03-01',
      receivedAt: Date.parse('2025-03-01T12:00:00Z'),
    });
    const ids = ['a', 'b', 'faulty', 'c'];
    const results = await Promise.allSettled(
      ids.map((batchId) => writer.write({ origin: origin(batchId), events: [{ type: 'impression', at: now() }] })),
    );
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect(groups).toEqual([ids, ['a'], ['b'], ['faulty'], ['c']]);
  });
});
