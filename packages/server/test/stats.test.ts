import { randomUUID } from 'node:crypto';
import { type RoleSlug, startRatio, viewedRatio } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  viewDailyBreakdowns,
  viewDailySessions,
  viewDailyStats,
  viewEventBatches,
  viewEvents,
} from '../src/db/schema.ts';
import { addCompanyFixture, type CompanyFixture, type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { addEditorVideo } from './helpers/editors.ts';
import { addLibrary } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<RoleSlug, SignedInPerson>;
let videoId: string;
let spareVideoId: string;
let otherVideoId: string;
const element = randomUUID();
const otherElement = randomUUID();

/** Unix seconds of midday (UTC) of a day. */
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;
const range = (ids: string[], from = noon('2025-03-01'), to = noon('2025-03-31')) =>
  `${ids.map((id) => `videos[]=${id}`).join('&')}&from=${from}&to=${to}`;
const get = <T>(path: string, person: RoleSlug = 'company-admin') =>
  api<T>(server, path, { token: people[person].token });

async function addDay(id: string, day: string, figures: { impressions: number; starts: number; watch: number }) {
  await server.db.insert(viewDailyStats).values({
    videoId: id,
    day,
    impressions: figures.impressions,
    starts: figures.starts,
    ends: 0,
    watchSeconds: figures.watch,
  });
}

async function addClicks(id: string, elementId: string, clicks: number) {
  const batchId = randomUUID();
  await server.db.insert(viewEventBatches).values({ id: batchId, videoId: id });
  await server.db.insert(viewEvents).values(
    Array.from({ length: clicks }, () => ({
      batchId,
      videoId: id,
      type: 'click',
      at: new Date('2025-03-10T10:00:00Z'),
      elementId,
      device: 'desktop',
      sessionKey: 'page-1',
    })),
  );
}

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  [own, other] = await Promise.all([
    addCompanyFixture(server.db, 'Stats Co'),
    addCompanyFixture(server.db, 'Rival Co'),
  ]);
  people = await signInEveryRole(server, own);
  videoId = await addEditorVideo(server, own, 100);
  const spareLibrary = await addLibrary(server.db, own.companyId, 'Stats spare');
  spareVideoId = await addEditorVideo(server, { ...own, libraryId: spareLibrary }, 0);
  otherVideoId = await addEditorVideo(server, other, 100);
  await addDay(videoId, '2025-03-02', { impressions: 10, starts: 4, watch: 120 });
  await addDay(videoId, '2025-03-20', { impressions: 10, starts: 4, watch: 200 });
  await addDay(videoId, '2025-04-05', { impressions: 50, starts: 50, watch: 5000 });
  await addDay(spareVideoId, '2025-03-03', { impressions: 0, starts: 3, watch: 30 });
  await addDay(otherVideoId, '2025-03-02', { impressions: 9, starts: 9, watch: 900 });
  await server.db.insert(viewDailyBreakdowns).values([
    { videoId, day: '2025-03-02', kind: 'country', key: 'NL', starts: 3 },
    { videoId, day: '2025-03-20', kind: 'country', key: 'NL', starts: 2 },
    { videoId, day: '2025-03-20', kind: 'country', key: 'ZZ', starts: 3 },
    { videoId, day: '2025-03-02', kind: 'referrer', key: 'https://blog.example/a', starts: 4 },
    { videoId: otherVideoId, day: '2025-03-02', kind: 'country', key: 'FR', starts: 9 },
  ] as const);
  await server.db.insert(viewDailySessions).values([
    { videoId, day: '2025-03-02', sessionKey: 'a', started: true, furthest: 100 },
    { videoId, day: '2025-03-02', sessionKey: 'b', started: true, furthest: 52 },
    { videoId, day: '2025-03-02', sessionKey: 'c', started: true, furthest: 3 },
    { videoId, day: '2025-03-02', sessionKey: 'd', started: false, furthest: 0 },
  ]);
  await addClicks(videoId, element, 3);
  await addClicks(otherVideoId, otherElement, 2);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('the ratios', () => {
  it('start ratio: starts / impressions as a rounded percent, 0 without impressions', () => {
    expect(startRatio(8, 20)).toBe(40);
    expect(startRatio(1, 3)).toBe(33);
    expect(startRatio(2, 3)).toBe(67);
    expect(startRatio(3, 0)).toBe(0);
  });
  it('viewed ratio: average view time / whole-second duration as a rounded percent, 0 for no duration', () => {
    expect(viewedRatio(40, 100)).toBe(40);
    expect(viewedRatio(25, 100.9)).toBe(25);
    expect(viewedRatio(10, 0)).toBe(0);
    expect(viewedRatio(10, 0.5)).toBe(0);
  });
});

describe('the figures calls', () => {
  it('answer the rows by video over the days of the range only', async () => {
    const ids = [videoId, spareVideoId];
    const impressions = await get(`/api/videos/impressions/?${range(ids)}`);
    expect(impressions.status).toBe(200);
    expect(impressions.body).toEqual({
      rows: expect.arrayContaining([
        { key: videoId, doc_count: 20 },
        { key: spareVideoId, doc_count: 0 },
      ]),
    });
    expect((await get(`/api/videos/views?${range([videoId])}`)).body).toEqual({
      rows: [{ key: videoId, doc_count: 8 }],
    });
    expect((await get(`/api/videos/average-view-time?${range([videoId])}`)).body).toEqual({
      rows: [{ key: videoId, time: 40 }],
    });
    expect((await get(`/api/videos/total-watch-time?${range([videoId])}`)).body).toEqual({
      rows: [{ key: videoId, total_time: 320 }],
    });
    // One day only, and a range that reaches April.
    const march2 = range([videoId], noon('2025-03-02'), noon('2025-03-02'));
    expect((await get(`/api/videos/views?${march2}`)).body).toEqual({ rows: [{ key: videoId, doc_count: 4 }] });
    const toApril = range([videoId], noon('2025-03-10'), noon('2025-04-30'));
    expect((await get(`/api/videos/views?${toApril}`)).body).toEqual({ rows: [{ key: videoId, doc_count: 54 }] });
    const reversed = await get<{ message: string }>(`/api/videos/views?${range([videoId], 2000, 1000)}`);
    expect(reversed.status).toBe(422);
  });

  it('answer countries, referrers and the drop-off chart', async () => {
    expect((await get(`/api/videos/views-by-country?${range([videoId])}`)).body).toEqual([
      { key: 'NL', doc_count: 5 },
      { key: 'ZZ', doc_count: 3 },
    ]);
    expect((await get(`/api/videos/starts-per-referrer?${range([videoId])}`)).body).toEqual({
      referrer_aggr: { buckets: [{ key: 'https://blog.example/a', doc_count: 4 }] },
    });
    const chart = await get<{ key: string; duration: number; rows: { position: number; doc_count: number }[] }>(
      `/api/videos/drop-off-rate-chart-total-views?${range([videoId])}`,
    );
    expect(chart.status).toBe(200);
    expect(chart.body.key).toBe(videoId);
    expect(chart.body.rows).toHaveLength(21);
    const at = (position: number) => chart.body.rows.find((row) => row.position === position)?.doc_count;
    expect([at(0), at(5), at(50), at(55), at(100)]).toEqual([3, 2, 2, 1, 1]);
  });

  it('answer clicks per interactive element', async () => {
    const missing = randomUUID();
    const clicks = await api(server, '/api/videos/interactive-clicks', {
      token: people['company-admin'].token,
      method: 'POST',
      body: { interactiveElementIds: [element, missing] },
    });
    expect(clicks.body).toEqual({ [element]: 3, [missing]: 0 });
  });

  it("never give another company's figures, except to the platform roles", async () => {
    const both = range([videoId, otherVideoId]);
    for (const role of ['company-admin', 'editor', 'read-only', 'uploader'] as const) {
      const views = await get<{ rows: { key: string }[] }>(`/api/videos/views?${both}`, role);
      expect(views.body.rows.map((row) => row.key)).toEqual([videoId]);
      const countries = await get<{ key: string }[]>(`/api/videos/views-by-country?${both}`, role);
      expect(countries.body.map((row) => row.key)).not.toContain('FR');
      const chart = await get(`/api/videos/drop-off-rate-chart-total-views?video=${otherVideoId}&from=0&to=1`, role);
      expect(chart.status).toBe(404);
      const clicks = await api(server, '/api/videos/interactive-clicks', {
        token: people[role].token,
        method: 'POST',
        body: { interactiveElementIds: [otherElement] },
      });
      expect(clicks.body).toEqual({ [otherElement]: 0 });
    }
    const admin = await get<{ rows: { key: string }[] }>(`/api/videos/views?${both}`, 'super-admin');
    expect(admin.body.rows.map((row) => row.key).sort()).toEqual([videoId, otherVideoId].sort());
    // A library role sees its own library only: the spare library's video is left out.
    const editor = await get<{ rows: { key: string }[] }>(
      `/api/videos/views?${range([videoId, spareVideoId])}`,
      'editor',
    );
    expect(editor.body.rows.map((row) => row.key)).toEqual([videoId]);
    expect((await api(server, `/api/videos/views?${both}`)).status).toBe(401);
  });
});

describe('GET api/videos-for-statistics', () => {
  type List = { items: Record<string, unknown>[]; pagination: { current: number; pageSize: number; total: number } };
  const march = `filters[from]=${noon('2025-03-01')}&filters[date]=${noon('2025-03-31')}`;

  it('lists the reachable videos with their nine figures, sorted and paged', async () => {
    const list = await get<List>(`/api/videos-for-statistics?${march}&sort[column]=starts&sort[direction]=desc`);
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ current: 1, pageSize: 12, total: 2 });
    expect(list.body.items).toEqual([
      {
        id: videoId,
        title: 'Editor clip',
        thumbnail: null,
        library: own.libraryId,
        publish_date: expect.any(Number),
        starts: 8,
        impressions: 20,
        start_ratio: 40,
        duration: 100,
        avg_view_time: 40,
        viewed_ratio: 40,
        total_watch_time: 320,
      },
      expect.objectContaining({
        id: spareVideoId,
        starts: 3,
        impressions: 0,
        start_ratio: 0,
        duration: 0,
        viewed_ratio: 0,
      }),
    ]);
    const page2 = await get<List>(
      `/api/videos-for-statistics?${march}&sort[column]=starts&pagination[pageSize]=1&pagination[current]=2`,
    );
    expect(page2.body.items.map((item) => item.id)).toEqual([videoId]);
    const filtered = await get<List>(`/api/videos-for-statistics?${march}&filters[library][]=${own.libraryId}`);
    expect(filtered.body.items.map((item) => item.id)).toEqual([videoId]);
    const bad = await get(`/api/videos-for-statistics?sort[column]=nope`);
    expect(bad.status).toBe(422);
  });

  it("lists only the caller's reach", async () => {
    const editor = await get<List>(`/api/videos-for-statistics?${march}`, 'editor');
    expect(editor.body.items.map((item) => item.id)).toEqual([videoId]);
    const theirs = await get<List>(`/api/videos-for-statistics?${march}&filters[library][]=${other.libraryId}`);
    expect(theirs.body.items).toEqual([]);
    const admin = await get<List>(`/api/videos-for-statistics?${march}&library=${other.libraryId}`, 'super-admin');
    expect(admin.body.items.map((item) => item.id)).toEqual([otherVideoId]);
  });
});
