import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_NOTICE_INTERVAL_MS, publishFtpChange, publishVideoChange } from '../src/live/live-publish.ts';
import { LIVE_STREAM_SETTINGS } from '../src/live/live-stream.ts';
import { type CompanyFixture, waitFor } from './helpers/admin.ts';
import { finishUpload, makeUploadVideo, sendAll, startUpload } from './helpers/ingest.ts';
import { connected, isVideo, type LiveSuite, openStream, refOf, startLiveSuite } from './helpers/live-streams.ts';
import { signIn } from './helpers/oidc-client.ts';
import { ADMIN, createTestData, startTestServer, type TestServer } from './helpers/test-server.ts';

/*
 * GET /api/live: the change notices a signed-in user may hear, as Server-Sent Events. Checked:
 * authentication, the tenant boundary (the rule of the media library list), the heartbeat, the
 * throttled progress, removal of the listener when a client goes, the notices of the real
 * upload -> processing -> ready path (notices from another server process: live-postgres.test.ts).
 */

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let suite: LiveSuite;
let server: TestServer;
let folder: string;
let own: CompanyFixture;
let other: CompanyFixture;
let admin: string;
let editor: string;
let otherAdmin: string;
const stream = (token?: string, on?: Pick<TestServer, 'baseUrl'>) => suite.stream(token, on);

beforeAll(async () => {
  suite = await startLiveSuite();
  ({ server, folder, own, other, admin, editor, otherAdmin } = suite);
}, 60_000);

afterAll(async () => {
  await suite?.close();
});

describe('GET /api/live', () => {
  it('answers 401 without a valid Bearer token, and ignores a token in the address', async () => {
    const anonymous = await stream();
    expect(anonymous.status).toBe(401);
    await anonymous.ended;
    expect(JSON.parse(anonymous.text())).toMatchObject({ statusCode: 401 });
    const forged = await stream('not-a-token');
    expect(forged.status).toBe(401);
    const inAddress = await fetch(new URL(`/api/live?access_token=${admin}&token=${admin}`, server.baseUrl));
    expect(inAddress.status).toBe(401);
    await inAddress.text();
  });

  it('streams text/event-stream with a retry hint to a signed-in user', async () => {
    const opened = await stream(editor);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(opened.headers.get('cache-control')).toContain('no-cache');
    await connected(opened);
    expect(opened.text()).toMatch(/^retry: \d+\n/);
    opened.close();
  });

  it('delivers a video notice to who may list its library, never to another company', async () => {
    const [ownEditor, otherCompany, platform] = await Promise.all([stream(editor), stream(otherAdmin), stream(admin)]);
    await Promise.all([ownEditor, otherCompany, platform].map(connected));
    const mine = refOf(own);
    const theirs = refOf(other);
    publishVideoChange(server.db, theirs, { status: 'processing' });
    publishVideoChange(server.db, mine, { status: 'ready' });
    publishFtpChange(server.db, other.companyId);
    publishFtpChange(server.db, own.companyId);

    expect(await ownEditor.waitForNotice(isVideo(mine.id))).toEqual({ kind: 'video', ...mine, status: 'ready' });
    await otherCompany.waitForNotice(isVideo(theirs.id));
    await platform.waitForNotice(isVideo(mine.id));
    await platform.waitForNotice(isVideo(theirs.id));
    // The notices come in the order they were published: the own company's FTP notice is the last.
    await otherCompany.waitForNotice((notice) => notice.kind === 'ftp');
    await pause(200);
    expect(ownEditor.notices().some(isVideo(theirs.id))).toBe(false);
    expect(otherCompany.notices().some(isVideo(mine.id))).toBe(false);
    // An editor has no FTP access; the other company's admin hears only their own folder.
    expect(ownEditor.notices().some((notice) => notice.kind === 'ftp')).toBe(false);
    expect(otherCompany.notices().filter((notice) => notice.kind === 'ftp')).toEqual([
      { kind: 'ftp', companyId: other.companyId },
    ]);
    for (const opened of [ownEditor, otherCompany, platform]) opened.close();
  });

  it('sends a heartbeat comment while nothing happens', async () => {
    const heartbeatMs = LIVE_STREAM_SETTINGS.heartbeatMs;
    LIVE_STREAM_SETTINGS.heartbeatMs = 150;
    try {
      const opened = await stream(editor);
      await waitFor(async () => (opened.text().includes(': heartbeat\n\n') ? true : undefined), 3_000);
      expect(opened.events()).toEqual([]);
      opened.close();
    } finally {
      LIVE_STREAM_SETTINGS.heartbeatMs = heartbeatMs;
    }
  });

  it('removes the listener when the client goes, and limits the streams of one user', async () => {
    // The streams of the tests before are gone (their clients went away).
    await waitFor(async () => (server.live.bus.listenerCount === 0 ? true : undefined), 5_000);
    const opened = await Promise.all(Array.from({ length: LIVE_STREAM_SETTINGS.maxPerUser }, () => stream(otherAdmin)));
    await Promise.all(opened.map(connected));
    expect(server.live.bus.listenerCount).toBe(opened.length);
    const refused = await stream(otherAdmin);
    expect(refused.status).toBe(429);
    await refused.ended;
    for (const one of opened) one.close();
    await waitFor(async () => (server.live.bus.listenerCount === 0 ? true : undefined), 5_000);
    // The places are free again.
    const again = await stream(otherAdmin);
    expect(again.status).toBe(200);
    again.close();
    await waitFor(async () => (server.live.bus.listenerCount === 0 ? true : undefined), 5_000);
  });

  it('throttles encoding progress to one notice per video per interval, keeping the latest', async () => {
    const opened = await stream(editor);
    await connected(opened);
    const video = refOf(own);
    for (let percent = 1; percent <= 40; percent++) publishVideoChange(server.db, video, { progress: percent });
    await opened.waitForNotice((notice) => isVideo(video.id)(notice) && notice.progress === 40, 3_000);
    const progress = opened.notices().filter(isVideo(video.id));
    expect(progress.map((notice) => notice.kind === 'video' && notice.progress)).toEqual([1, 40]);
    // A status is sent at once and cancels progress still waiting.
    publishVideoChange(server.db, video, { progress: 41 });
    publishVideoChange(server.db, video, { progress: 42 });
    publishVideoChange(server.db, video, { status: 'ready' });
    await opened.waitForNotice((notice) => isVideo(video.id)(notice) && notice.status === 'ready');
    await pause(PROGRESS_NOTICE_INTERVAL_MS + 300);
    const after = opened.notices().filter(isVideo(video.id)).slice(2);
    expect(after.map((notice) => (notice.kind === 'video' ? (notice.status ?? notice.progress) : null))).toEqual([
      'ready',
    ]);
    opened.close();
  });

  it('follows a real upload from processing to ready', async () => {
    const opened = await stream(editor);
    await connected(opened);
    const bytes = await makeUploadVideo(folder, 'live.mp4', { seconds: 2 });
    const start = await startUpload(server, admin, {
      mime_type: 'video/mp4',
      size: bytes.length,
      name: 'live.mp4',
      library: own.libraryId,
    });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    const parts = await sendAll(server, admin, start.body, bytes);
    const finished = await finishUpload(server, admin, start.body, parts, 'live.mp4');
    expect(finished.status).toBe(200);
    const id = finished.body.video_id;
    await opened.waitForNotice((notice) => isVideo(id)(notice) && notice.status === 'processing');
    await opened.waitForNotice((notice) => isVideo(id)(notice) && notice.status === 'ready', 60_000);
    const statuses = opened
      .notices()
      .filter(isVideo(id))
      .flatMap((notice) => (notice.kind === 'video' && notice.status ? [notice.status] : []));
    expect(statuses).toEqual(['processing', 'ready']);
    opened.close();
  }, 90_000);
});

describe('closing the server', () => {
  it('ends the open streams instead of waiting for the clients', async () => {
    const separate = await createTestData();
    const closing = await startTestServer(separate, { jobWorkers: false });
    try {
      const token = (await signIn(closing.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
      const opened = await openStream(closing, token);
      await connected(opened);
      await closing.close();
      await opened.ended;
      expect(closing.live.bus.listenerCount).toBe(0);
    } finally {
      await separate.remove();
    }
  }, 30_000);
});
