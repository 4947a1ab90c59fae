import { randomUUID } from 'node:crypto';
import { type CommentVideo, type RoleSlug, STATS_MAX_RANGE_DAYS, STATS_TEXTS } from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/auth/keys.ts';
import { commentHashOf, commentSecretOf } from '../src/comments/comment-link.ts';
import { viewDailyBreakdowns, viewDailyStats, viewEvents } from '../src/db/schema.ts';
import { verifyStatsToken } from '../src/stats/stats-token.ts';
import { viewSecretOf } from '../src/view/view-token.ts';
import { addCompanyFixture, type CompanyFixture, type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { addEditorVideo } from './helpers/editors.ts';
import { addLibrary } from './helpers/people.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

/*
 * The statistics calls the console's statistics pages and preview player use: starts per day,
 * starts per device type, the preview's statistics token, and the comments page's token.
 */

let data: TestData;
let server: TestServer;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<RoleSlug, SignedInPerson>;
let viewSecret: string;
let commentSecret: string;
let videoId: string;
let spareVideoId: string;
let otherVideoId: string;

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
/** Unix seconds of midday (UTC) of a day. */
const noon = (day: string) => Date.parse(`${day}T12:00:00Z`) / 1000;
const query = (ids: string[], from: string, to: string) =>
  `${ids.map((id) => `videos[]=${id}`).join('&')}&from=${noon(from)}&to=${noon(to)}`;
const get = <T>(path: string, person: RoleSlug = 'company-admin') =>
  api<T>(server, path, { token: people[person].token });
type Rows = { rows: { key: string; doc_count: number }[] };

async function addDay(id: string, day: string, starts: number, devices: Record<string, number> = {}) {
  await server.db.insert(viewDailyStats).values({ videoId: id, day, impressions: starts, starts, watchSeconds: 0 });
  for (const [key, count] of Object.entries(devices)) {
    await server.db.insert(viewDailyBreakdowns).values({ videoId: id, day, kind: 'device', key, starts: count });
  }
}

const sendEvents = (token: string) =>
  api<{ stored: number }>(server, '/api/stats/events', {
    method: 'POST',
    headers: { 'user-agent': BROWSER },
    body: {
      token,
      batch_id: randomUUID(),
      session: `page-${randomUUID()}`,
      events: [
        { type: 'impression', at: Date.now() },
        { type: 'start', at: Date.now() },
        { type: 'progress', at: Date.now(), position: 8 },
      ],
    },
  });

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data, { apiRateLimitPerMinute: 1_000_000 });
  const { cookieKeys } = await loadSigningKeys(data.dataDir);
  viewSecret = viewSecretOf(cookieKeys);
  commentSecret = commentSecretOf(cookieKeys);
  [own, other] = await Promise.all([
    addCompanyFixture(server.db, 'Chart Co'),
    addCompanyFixture(server.db, 'Rival Charts'),
  ]);
  people = await signInEveryRole(server, own);
  videoId = await addEditorVideo(server, own, 100);
  const spareLibrary = await addLibrary(server.db, own.companyId, 'Charts spare');
  spareVideoId = await addEditorVideo(server, { ...own, libraryId: spareLibrary }, 50);
  otherVideoId = await addEditorVideo(server, other, 100);
  await addDay(videoId, '2025-03-01', 4, { desktop: 3, tv: 1 });
  await addDay(videoId, '2025-03-03', 2, { mobile: 2 });
  await addDay(videoId, '2025-04-01', 7, { desktop: 7 });
  await addDay(spareVideoId, '2025-03-03', 5, { tablet: 5 });
  await addDay(otherVideoId, '2025-03-02', 9, { desktop: 9, mobile: 1 });
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('GET api/videos/starts-per-day', () => {
  it('answers every UTC day of the range in order, 0 on days without starts, summed over the videos', async () => {
    const answer = await get<Rows>(
      `/api/videos/starts-per-day?${query([videoId, spareVideoId], '2025-02-28', '2025-03-04')}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      rows: [
        { key: '2025-02-28', doc_count: 0 },
        { key: '2025-03-01', doc_count: 4 },
        { key: '2025-03-02', doc_count: 0 },
        { key: '2025-03-03', doc_count: 7 },
        { key: '2025-03-04', doc_count: 0 },
      ],
    });
    // One day; `from` and `to` anywhere in their days.
    const oneDay = `videos[]=${videoId}&from=${noon('2025-03-01') - 43_200}&to=${noon('2025-03-01') + 43_199}`;
    expect((await get<Rows>(`/api/videos/starts-per-day?${oneDay}`)).body).toEqual({
      rows: [{ key: '2025-03-01', doc_count: 4 }],
    });
    // Across a month's end and without videos: every day, all 0.
    const none = await get<Rows>(`/api/videos/starts-per-day?from=${noon('2025-02-27')}&to=${noon('2025-03-02')}`);
    expect(none.body.rows.map((row) => [row.key, row.doc_count])).toEqual([
      ['2025-02-27', 0],
      ['2025-02-28', 0],
      ['2025-03-01', 0],
      ['2025-03-02', 0],
    ]);
  });

  it('leaves out the videos out of reach, never counting another company', async () => {
    const ids = [videoId, spareVideoId, otherVideoId];
    const range = query(ids, '2025-03-01', '2025-03-03');
    const counts = async (person: RoleSlug) =>
      (await get<Rows>(`/api/videos/starts-per-day?${range}`, person)).body.rows.map((row) => row.doc_count);
    expect(await counts('company-admin')).toEqual([4, 0, 7]);
    // The editor holds the first library only.
    expect(await counts('editor')).toEqual([4, 0, 2]);
    expect(await counts('super-admin')).toEqual([4, 9, 7]);
    const rival = await get<Rows>(`/api/videos/starts-per-day?${query([otherVideoId], '2025-03-02', '2025-03-02')}`);
    expect(rival.body).toEqual({ rows: [{ key: '2025-03-02', doc_count: 0 }] });
    expect((await api(server, `/api/videos/starts-per-day?${range}`)).status).toBe(401);
  });

  it(`answers 422 with a message for a reversed range or one of more than ${STATS_MAX_RANGE_DAYS} days`, async () => {
    const reversed = await get<{ message: string }>(
      `/api/videos/starts-per-day?videos[]=${videoId}&from=${noon('2025-03-02')}&to=${noon('2025-03-01')}`,
    );
    expect(reversed.status).toBe(422);
    expect(reversed.body.message).toBe(STATS_TEXTS.invalidRange);
    const longest = Date.parse('2020-01-01T00:00:00Z') / 1000;
    const last = longest + (STATS_MAX_RANGE_DAYS - 1) * 86_400;
    const allowed = await get<Rows>(`/api/videos/starts-per-day?videos[]=${videoId}&from=${longest}&to=${last}`);
    expect(allowed.status).toBe(200);
    expect(allowed.body.rows).toHaveLength(STATS_MAX_RANGE_DAYS);
    expect(allowed.body.rows[0].key).toBe('2020-01-01');
    expect(allowed.body.rows.find((row) => row.key === '2025-04-01')?.doc_count).toBe(7);
    const tooLong = await get<{ message: string }>(
      `/api/videos/starts-per-day?videos[]=${videoId}&from=${longest}&to=${last + 86_400}`,
    );
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.message).toBe(STATS_TEXTS.rangeTooLong);
    const huge = await get<{ message: string }>(`/api/videos/starts-per-day?from=0&to=253402300799`);
    expect(huge.status).toBe(422);
    for (const bad of ['from=x&to=1', 'from=1', 'from=1.5&to=2', `from=0&to=1&videos[]=nope`]) {
      const answer = await get<{ message: string }>(`/api/videos/starts-per-day?${bad}`);
      expect(answer.status, bad).toBe(422);
      expect(answer.body.message).toBeTruthy();
    }
  });
});

describe('GET api/videos/starts-per-device', () => {
  it('answers desktop, mobile, tablet and tv in that order, 0 for none, over the reachable videos', async () => {
    const range = query([videoId, spareVideoId, otherVideoId], '2025-03-01', '2025-03-31');
    const admin = await get<Rows>(`/api/videos/starts-per-device?${range}`);
    expect(admin.status).toBe(200);
    expect(admin.body).toEqual({
      rows: [
        { key: 'desktop', doc_count: 3 },
        { key: 'mobile', doc_count: 2 },
        { key: 'tablet', doc_count: 5 },
        { key: 'tv', doc_count: 1 },
      ],
    });
    const editor = await get<Rows>(`/api/videos/starts-per-device?${range}`, 'editor');
    expect(editor.body.rows.map((row) => row.doc_count)).toEqual([3, 2, 0, 1]);
    const platform = await get<Rows>(`/api/videos/starts-per-device?${range}`, 'super-admin');
    expect(platform.body.rows.map((row) => row.doc_count)).toEqual([12, 3, 5, 1]);
    const empty = await get<Rows>(`/api/videos/starts-per-device?${query([videoId], '2024-01-01', '2024-01-31')}`);
    expect(empty.body.rows).toEqual([
      { key: 'desktop', doc_count: 0 },
      { key: 'mobile', doc_count: 0 },
      { key: 'tablet', doc_count: 0 },
      { key: 'tv', doc_count: 0 },
    ]);
    const rival = await get<Rows>(`/api/videos/starts-per-device?${query([otherVideoId], '2025-03-01', '2025-03-31')}`);
    expect(rival.body.rows.map((row) => row.doc_count)).toEqual([0, 0, 0, 0]);
    const reversed = await get(`/api/videos/starts-per-device?from=${noon('2025-03-02')}&to=${noon('2025-03-01')}`);
    expect(reversed.status).toBe(422);
  });
});

describe("GET api/videos/{id}/stats-token (the console's preview player)", () => {
  it('gives staff who may list the video an internal token, whose events are not counted', async () => {
    const answer = await get<{ token: string; expires_at: number }>(`/api/videos/${videoId}/stats-token`, 'read-only');
    expect(answer.status).toBe(200);
    const claims = verifyStatsToken(viewSecret, answer.body.token);
    expect(claims).toEqual({ videoId, internal: true, expires: answer.body.expires_at });
    expect(answer.body.expires_at).toBeGreaterThan(Date.now() / 1000);

    const sent = await sendEvents(answer.body.token);
    expect(sent.status).toBe(202);
    expect(sent.body.stored).toBe(0);
    expect(await server.db.select().from(viewEvents).where(eq(viewEvents.videoId, videoId))).toEqual([]);
    const days = await server.db.select().from(viewDailyStats).where(eq(viewDailyStats.videoId, videoId));
    expect(days.map((row) => row.day).sort()).toEqual(['2025-03-01', '2025-03-03', '2025-04-01']);
  });

  it('answers 404 for a video out of reach or missing, 401 signed out', async () => {
    expect((await get(`/api/videos/${otherVideoId}/stats-token`)).status).toBe(404);
    expect((await get(`/api/videos/${spareVideoId}/stats-token`, 'editor')).status).toBe(404);
    expect((await get(`/api/videos/${spareVideoId}/stats-token`, 'company-admin')).status).toBe(200);
    expect((await get(`/api/videos/${otherVideoId}/stats-token`, 'super-admin')).status).toBe(200);
    expect((await get(`/api/videos/${randomUUID()}/stats-token`)).status).toBe(404);
    const bad = await get<{ message: string }>('/api/videos/not-a-video/stats-token');
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect((await api(server, `/api/videos/${videoId}/stats-token`)).status).toBe(401);
  });
});

describe('GET api/videos/{id}/comments/video', () => {
  it("carries a public statistics token: the reviewers' plays are counted", async () => {
    const id = await addEditorVideo(server, own, 30);
    const hash = commentHashOf(commentSecret, id);
    const answer = await api<CommentVideo>(server, `/api/videos/${id}/comments/video?hash=${hash}`);
    expect(answer.status).toBe(200);
    const token = answer.body.stats_token;
    expect(typeof token).toBe('string');
    expect(verifyStatsToken(viewSecret, token as string)).toMatchObject({ videoId: id, internal: false });
    // Staff signed in get one too.
    const staff = await api<CommentVideo>(server, `/api/videos/${id}/comments/video`, {
      token: people.editor.token,
    });
    expect(verifyStatsToken(viewSecret, staff.body.stats_token as string)?.internal).toBe(false);

    const sent = await sendEvents(token as string);
    expect(sent.status).toBe(202);
    expect(sent.body.stored).toBe(3);
    const [day] = await server.db.select().from(viewDailyStats).where(eq(viewDailyStats.videoId, id));
    expect(day).toMatchObject({ impressions: 1, starts: 1, watchSeconds: 8 });
  });
});
