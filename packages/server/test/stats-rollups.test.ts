import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/auth/keys.ts';
import { retentionHorizon } from '../src/stats/stats-retention.ts';
import { rebuildableDays, rebuildRollups } from '../src/stats/stats-rollup-rebuild.ts';
import { issueStatsToken } from '../src/stats/stats-token.ts';
import { viewSecretOf } from '../src/view/view-token.ts';
import { addCompanyFixture, type CompanyFixture } from './helpers/admin.ts';
import { addEditorVideo } from './helpers/editors.ts';
import {
  addRawBatch,
  addRollUps,
  at,
  daysAgo,
  type EventSpec,
  rollUpsOf,
  today,
  wipeRollUps,
} from './helpers/stats.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

/*
 * The rebuild of the view statistics' roll-ups from the raw events: it makes what ingestion made,
 * a run stopped half-way leaves every day whole, and days the raw events no longer cover are kept.
 */

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const TV = 'Mozilla/5.0 (SMART-TV; Linux; Tizen 6.0) AppleWebKit/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/126.0 Safari/537.36';
const RETENTION = 400;

let data: TestData;
let server: TestServer;
let secret: string;
let fixture: CompanyFixture;

/** Sends a batch through POST api/stats/events, as a viewing page does. */
async function ingest(
  videoId: string,
  events: EventSpec[],
  page: { session?: string; agent?: string; address?: string; referer?: string; referrer?: string; batchId?: string },
) {
  const answer = await api<{ stored: number }>(server, '/api/stats/events', {
    method: 'POST',
    headers: {
      'user-agent': page.agent ?? DESKTOP,
      ...(page.address ? { 'x-forwarded-for': page.address } : {}),
      ...(page.referer ? { referer: page.referer } : {}),
    },
    body: {
      token: issueStatsToken(secret, videoId, { internal: false }).token,
      batch_id: page.batchId ?? randomUUID(),
      ...(page.session ? { session: page.session } : {}),
      ...(page.referrer ? { referrer: page.referrer } : {}),
      events: events.map((event) => ({ ...event, at: Date.now() })),
    },
  });
  expect(answer.status).toBe(202);
  return answer.body.stored;
}

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data, { trustProxy: true, apiRateLimitPerMinute: 1_000_000 });
  secret = viewSecretOf((await loadSigningKeys(data.dataDir)).cookieKeys);
  fixture = await addCompanyFixture(server.db, 'Rollup Co');
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('the days a rebuild may touch', () => {
  it('none without raw events; never before the retention horizon or the oldest raw day, nor after today', async () => {
    expect(await rebuildableDays(server.db, { from: '2020-01-01', to: '2100-01-01' }, RETENTION)).toBeNull();
    const id = await addEditorVideo(server, fixture, 100);
    await addRawBatch(server, id, at(daysAgo(3)), { session: 'first-page' }, [{ type: 'impression' }]);
    expect(await rebuildableDays(server.db, { from: '2020-01-01', to: '2100-01-01' }, RETENTION)).toEqual({
      from: daysAgo(3),
      to: today(),
    });
    expect(await rebuildableDays(server.db, { from: daysAgo(2), to: daysAgo(1) }, RETENTION)).toEqual({
      from: daysAgo(2),
      to: daysAgo(1),
    });
    await addRawBatch(server, id, at(daysAgo(RETENTION + 50)), { session: 'old-page' }, [{ type: 'impression' }]);
    expect(await rebuildableDays(server.db, { from: '2020-01-01', to: daysAgo(1) }, RETENTION)).toEqual({
      from: retentionHorizon(RETENTION),
      to: daysAgo(1),
    });
    expect(retentionHorizon(RETENTION)).toBe(daysAgo(RETENTION));
    expect(await rebuildableDays(server.db, { from: '2020-01-01', to: daysAgo(RETENTION + 1) }, RETENTION)).toBeNull();
  });
});

describe('the rebuild', () => {
  it('makes exactly the roll-ups ingestion made from the same events', async () => {
    const first = await addEditorVideo(server, fixture, 100);
    const second = await addEditorVideo(server, fixture, 60);
    const nl = '193.0.6.139';
    // A page that plays, replays and ends; a click; its second start is not a second view.
    await ingest(first, [{ type: 'impression' }, { type: 'start' }, { type: 'progress', position: 12.5 }], {
      session: 'page-one-xxxx',
      address: '8.8.8.8',
      referer: 'https://news.example/a?utm=1',
    });
    await ingest(
      first,
      [
        { type: 'progress', position: 30.1 },
        { type: 'click', element_id: randomUUID() },
      ],
      { session: 'page-one-xxxx', address: '8.8.8.8' },
    );
    await ingest(first, [{ type: 'start' }, { type: 'progress', position: 31 }, { type: 'end', position: 100 }], {
      session: 'page-one-xxxx',
      address: nl,
    });
    // Shown only; started by a tablet with two heartbeats; a TV whose batch is sent twice.
    await ingest(first, [{ type: 'impression' }], { session: 'page-two-xxxx', agent: IPHONE });
    await ingest(first, [{ type: 'impression' }, { type: 'start' }, { type: 'progress', position: 0.3 }], {
      session: 'page-three-xx',
      agent: IPAD,
      address: nl,
    });
    await ingest(first, [{ type: 'progress', position: 7.7 }], { session: 'page-three-xx', agent: IPAD });
    const repeated = randomUUID();
    expect(await ingest(first, [{ type: 'start' }], { session: 'page-four-xxx', agent: TV, batchId: repeated })).toBe(
      1,
    );
    expect(await ingest(first, [{ type: 'start' }], { session: 'page-four-xxx', agent: TV, batchId: repeated })).toBe(
      0,
    );
    // The first start comes in the page's second batch, from another referrer: that one counts.
    await ingest(first, [{ type: 'impression' }], {
      session: 'page-five-xxx',
      referrer: 'https://first.example/',
    });
    await ingest(first, [{ type: 'start' }, { type: 'progress', position: 3 }], {
      session: 'page-five-xxx',
      referrer: 'https://second.example/path',
      agent: IPHONE,
    });
    // Without a session: the batch is its own page.
    await ingest(first, [{ type: 'impression' }, { type: 'start' }, { type: 'end', position: 100 }], {});
    // The other video: ended on a tablet, then seen on a phone in the same page.
    await ingest(second, [{ type: 'impression' }, { type: 'start' }, { type: 'end', position: 60 }], {
      session: 'page-six-xxxx',
      agent: ANDROID_TABLET,
    });
    await ingest(second, [{ type: 'start' }, { type: 'progress', position: 60 }], {
      session: 'page-six-xxxx',
      agent: IPHONE,
    });

    const ids = [first, second];
    const ingested = await rollUpsOf(server, ids);
    expect(ingested.stats.map((row) => [row.impressions, row.starts, row.ends])).toEqual(
      expect.arrayContaining([
        [5, 5, 2],
        [1, 1, 1],
      ]),
    );
    await wipeRollUps(server, ids);
    expect((await rollUpsOf(server, ids)).stats).toEqual([]);
    const result = await rebuildRollups(server.db, {
      from: daysAgo(1),
      to: today(),
      videoIds: ids,
      retentionDays: RETENTION,
    });
    expect(result).toMatchObject({ from: daysAgo(1), to: today(), videos: 2 });
    expect(await rollUpsOf(server, ids)).toEqual(ingested);
    // Rebuilding again changes nothing; so does a rebuild of every video.
    await rebuildRollups(server.db, { from: daysAgo(1), to: today(), retentionDays: RETENTION });
    expect(await rollUpsOf(server, ids)).toEqual(ingested);
  });

  it('rebuilds past days from the raw events; a run stopped half-way leaves each day old or rebuilt', async () => {
    const id = await addEditorVideo(server, fixture, 100);
    const bystander = await addEditorVideo(server, fixture, 100);
    const [d1, d2, d3, old] = [daysAgo(6), daysAgo(5), daysAgo(4), daysAgo(RETENTION + 20)];
    const nl = { session: 'page-a', country: 'NL', referrer: 'https://a.example/x', device: 'desktop' };
    await addRawBatch(server, id, at(d1, '00:00:00'), nl, [
      { type: 'impression' },
      { type: 'start' },
      { type: 'progress', position: 10 },
    ]);
    await addRawBatch(server, id, at(d1, '08:00:00'), { ...nl, country: 'DE', device: 'mobile' }, [
      { type: 'start' },
      { type: 'progress', position: 30.5 },
      { type: 'end', position: 40 },
    ]);
    await addRawBatch(server, id, at(d1, '09:00:00'), { session: 'page-b', device: 'tv' }, [{ type: 'impression' }]);
    await addRawBatch(server, id, at(d1, '23:59:59'), { session: 'page-c', device: 'tablet' }, [
      { type: 'start' },
      { type: 'progress', position: 5.25 },
    ]);
    await addRawBatch(server, id, at(d2, '10:00:00'), nl, [
      { type: 'start' },
      { type: 'click', element_id: randomUUID() },
      { type: 'end', position: 100 },
    ]);
    await addRawBatch(server, id, at(old), nl, [{ type: 'start' }, { type: 'end', position: 100 }]);
    // Figures made by an earlier, wrong count: every day of them is replaced or removed.
    for (const day of [d1, d2, d3, old]) await addRollUps(server, id, day, 99);
    await addRollUps(server, bystander, d1, 77);

    const stopped = rebuildRollups(server.db, {
      from: old,
      to: d3,
      videoIds: [id],
      retentionDays: RETENTION,
      chunkDays: 1,
      afterChunk: (chunk) => {
        if (chunk.from === d1) throw new Error('stopped');
      },
    });
    await expect(stopped).rejects.toThrow('stopped');
    const half = await rollUpsOf(server, [id]);
    expect(half.stats.map((row) => [row.day, row.starts])).toEqual([
      [old, 99],
      [d1, 2],
      [d2, 99],
      [d3, 99],
    ]);

    const result = await rebuildRollups(server.db, {
      from: old,
      to: d3,
      videoIds: [id, randomUUID()],
      retentionDays: RETENTION,
      chunkDays: 2,
    });
    expect(result).toEqual({ from: retentionHorizon(RETENTION), to: d3, videos: 1, chunks: 199 });
    const rebuilt = await rollUpsOf(server, [id]);
    expect(rebuilt.stats).toEqual([
      { videoId: id, day: old, impressions: 99, starts: 99, ends: 0, watchSeconds: 1 },
      { videoId: id, day: d1, impressions: 2, starts: 2, ends: 1, watchSeconds: 45.25 },
      { videoId: id, day: d2, impressions: 0, starts: 1, ends: 1, watchSeconds: 100 },
    ]);
    expect(rebuilt.breakdowns.filter((row) => row.day === d1).map((row) => [row.kind, row.key, row.starts])).toEqual([
      ['country', 'NL', 1],
      ['country', 'ZZ', 1],
      ['device', 'desktop', 1],
      ['device', 'tablet', 1],
      ['referrer', '', 1],
      ['referrer', 'https://a.example/x', 1],
    ]);
    expect(
      rebuilt.sessions.filter((row) => row.day === d1).map((row) => [row.sessionKey, row.started, row.furthest]),
    ).toEqual([
      ['page-a', true, 40],
      ['page-b', false, 0],
      ['page-c', true, 5.25],
    ]);
    // The day older than the retention and the other video are untouched.
    expect(rebuilt.sessions.find((row) => row.day === old)).toMatchObject({ sessionKey: 'old', furthest: 1 });
    expect((await rollUpsOf(server, [bystander])).stats).toEqual([
      { videoId: bystander, day: d1, impressions: 77, starts: 77, ends: 0, watchSeconds: 1 },
    ]);
    // One day of one video is one chunk.
    expect(
      (await rebuildRollups(server.db, { from: d1, to: d1, videoIds: [id], retentionDays: RETENTION })).chunks,
    ).toBe(1);
  });
});
