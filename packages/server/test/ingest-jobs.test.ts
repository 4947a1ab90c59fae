import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSessions, videos } from '../src/db/schema.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { cleanUpUploads } from '../src/uploads/upload-cleanup.ts';
import { FAILURE_REASONS } from '../src/videos/failure-reasons.ts';
import { processVideo } from '../src/videos/video-processing.ts';
import { waitFor } from './helpers/admin.ts';
import { finishUpload, MiB, makeUploadVideo, sendAll, sendChunk, startUpload } from './helpers/ingest.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary } from './helpers/people.ts';
import { ADMIN, api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let folder: string;
let libraryId: number;
let admin: string;

const media = () => path.join(data.dataDir, 'media');

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-ingest-jobs-'));
  server = await startTestServer(data);
  libraryId = await addLibrary(server.db, await addCompany(server.db, 'Jobs Co'), 'Jobs');
  admin = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const file = (name: string, size: number) => ({ mime_type: 'video/mp4', size, name, library: libraryId });

async function uploadWhole(name: string, bytes: Buffer) {
  const start = await startUpload(server, admin, file(name, bytes.length));
  const parts = await sendAll(server, admin, start.body, bytes);
  const finish = await finishUpload(server, admin, start.body, parts, name);
  expect(finish.status).toBe(200);
  return finish.body.video_id;
}

const settled = (id: string) =>
  waitFor(async () => {
    const answer = await api<{ status: string; failure_reason: string | null }>(server, `/api/videos/${id}`, {
      token: admin,
    });
    return ['ready', 'failed'].includes(answer.body.status) ? answer.body : undefined;
  }, 40_000);

describe('the video.process job', () => {
  it('marks a file that looks like mp4 but cannot be read as failed, with a reason, without retrying', async () => {
    const ftyp = Buffer.from('00000018667479706973366d0000020069736f6d6d703431', 'hex');
    const fake = Buffer.concat([ftyp, randomBytes(MiB + 1000)]);
    const id = await uploadWhole('broken.mp4', fake);
    const outcome = await settled(id);
    expect(outcome.status).toBe('failed');
    // The reason is written for users: the tool's message with the server's paths stays in the job record.
    expect(outcome.failure_reason).toBe(FAILURE_REASONS.unreadable);
  });

  it('is idempotent: running it again gives the same renditions and removes the replaced files', async () => {
    const id = await uploadWhole('twice.mp4', await makeUploadVideo(folder, 'twice.mp4', { seconds: 2 }));
    expect((await settled(id)).status).toBe('ready');
    const storage = createLocalStorage(media());
    await processVideo({ db: server.db, storage, boss: server.boss, preset: 'ultrafast' }, { videoId: id });
    const [row] = await server.db.select().from(videos).where(eq(videos.id, id));
    expect(row.status).toBe('ready');
    const files = (await readdir(media(), { recursive: true })).map(String);
    expect(files.filter((name) => name.includes(id) && name.includes('encodings/'))).toHaveLength(1);
    expect(files.filter((name) => name.includes(`thumbnails/${id}`))).toHaveLength(1);
    const encodings = await api<{ ready: boolean }[]>(server, `/api/videos/${id}/encodings`, { token: admin });
    expect(encodings.body).toEqual([expect.objectContaining({ height: 360, ready: true })]);
  });
});

describe('the upload clean-up', () => {
  it('removes expired sessions with their parts and video, and part folders without a session', async () => {
    const bytes = randomBytes(2 * MiB);
    bytes.write('\u0000\u0000\u0000\u0018ftypisom', 0, 'latin1');
    const start = await startUpload(server, admin, file('abandoned.mp4', bytes.length));
    expect((await sendChunk(server, admin, start.body, 0, bytes.subarray(0, MiB))).status).toBe(200);
    await server.db
      .update(uploadSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(uploadSessions.id, start.body.session_id));
    const orphan = path.join(media(), 'uploads', randomUUID());
    await mkdir(orphan, { recursive: true });
    await writeFile(path.join(orphan, 'part-000001'), 'left behind');

    const removed = await cleanUpUploads({ db: server.db, storage: createLocalStorage(media()) });
    expect(removed).toBe(2);
    expect(await readdir(path.join(media(), 'uploads'))).toEqual([]);
    expect(await server.db.select().from(uploadSessions).where(eq(uploadSessions.id, start.body.session_id))).toEqual(
      [],
    );
    expect(await server.db.select().from(videos).where(eq(videos.id, start.body.video_id))).toEqual([]);
    // The expired session is gone for its client too.
    expect((await sendChunk(server, admin, start.body, MiB, bytes.subarray(MiB))).status).toBe(404);
  });
});
