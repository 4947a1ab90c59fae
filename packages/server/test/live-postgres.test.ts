import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishVideoChange } from '../src/live/live-publish.ts';
import type { CompanyFixture } from './helpers/admin.ts';
import { finishUpload, makeUploadVideo, sendAll, startUpload } from './helpers/ingest.ts';
import { connected, isVideo, type LiveSuite, refOf, startLiveSuite } from './helpers/live-streams.ts';
import { startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

/*
 * Live notices across server processes, which share them through PostgreSQL's LISTEN/NOTIFY; the
 * embedded database serves one process only, so this file runs on PostgreSQL only (vitest.config.ts).
 */

let suite: LiveSuite;
let data: TestData;
let server: TestServer;
let folder: string;
let own: CompanyFixture;
let other: CompanyFixture;
let admin: string;
let editor: string;
const stream = (token: string, on: Pick<TestServer, 'baseUrl'>) => suite.stream(token, on);

beforeAll(async () => {
  suite = await startLiveSuite();
  ({ data, server, folder, own, other, admin, editor } = suite);
}, 60_000);

afterAll(async () => {
  await suite?.close();
});

describe('live updates across processes on PostgreSQL', () => {
  let second: TestServer;

  beforeAll(async () => {
    // A second server on the same database without job workers: the first one works the jobs, as
    // `npm run worker` would, and its notices reach the second through LISTEN/NOTIFY.
    second = await startTestServer(data, { apiRateLimitPerMinute: 1_000_000, jobWorkers: false });
  }, 60_000);

  afterAll(async () => {
    await second?.close();
  });

  it('carries a notice published in one process to the streams of another', async () => {
    const opened = await stream(editor, second);
    await connected(opened);
    const video = refOf(own);
    const theirs = refOf(other);
    publishVideoChange(server.db, theirs, { status: 'ready' });
    publishVideoChange(server.db, video, { status: 'failed' });
    expect(await opened.waitForNotice(isVideo(video.id))).toEqual({ kind: 'video', ...video, status: 'failed' });
    expect(opened.notices().some(isVideo(theirs.id))).toBe(false);
    opened.close();
  });

  it('hears the processing done by the other process of an upload made through this one', async () => {
    const opened = await stream(editor, second);
    await connected(opened);
    const bytes = await makeUploadVideo(folder, 'elsewhere.mp4', { seconds: 2 });
    const body = { mime_type: 'video/mp4', size: bytes.length, name: 'elsewhere.mp4', library: own.libraryId };
    const start = await startUpload(second, admin, body);
    const parts = await sendAll(second, admin, start.body, bytes);
    const finished = await finishUpload(second, admin, start.body, parts, 'elsewhere.mp4');
    expect(finished.status).toBe(200);
    const id = finished.body.video_id;
    await opened.waitForNotice((notice) => isVideo(id)(notice) && notice.status === 'ready', 60_000);
    opened.close();
  }, 90_000);

  it('listens again after losing its database connection, and asks the consoles to reload', async () => {
    const opened = await stream(editor, second);
    await connected(opened);
    await server.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND query LIKE 'LISTEN reelbase_live%' AND pid <> pg_backend_pid()`,
    );
    await opened.waitForNotice((notice) => notice.kind === 'resync', 10_000);
    const video = refOf(own);
    publishVideoChange(server.db, video, { status: 'ready' });
    await opened.waitForNotice(isVideo(video.id));
    opened.close();
  }, 30_000);
});
