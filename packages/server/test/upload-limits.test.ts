import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { titleFromFileName, UNTITLED_VIDEO, videoTitleSchema } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MiB, makeUploadVideo, sendChunk, startUpload } from './helpers/ingest.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary } from './helpers/people.ts';
import { ADMIN, api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let folder: string;
let token: string;
let library: number;
let video: Buffer;

const LIMIT = Math.floor(1.5 * MiB);

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-limits-'));
  server = await startTestServer(data, { maxChunkBytes: LIMIT, jobWorkers: false });
  token = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
  library = await addLibrary(server.db, await addCompany(server.db, 'Limits Media'), 'Raw');
  video = await makeUploadVideo(folder, 'limits.mp4', { seconds: 4 });
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const file = (name: string, size: number, extra: Record<string, unknown> = {}) => ({
  name,
  size,
  mime_type: 'video/mp4',
  library,
  uploaded_by: 1,
  ...extra,
});

describe('upload limits', () => {
  it('refuses a chunk over the limit with 413 and records nothing of it', async () => {
    expect(video.length).toBeGreaterThan(2 * MiB);
    const start = await startUpload(server, token, file('over.mp4', video.length));
    expect(start.status).toBe(200);
    const over = await sendChunk(server, token, start.body, 0, video.subarray(0, 2 * MiB));
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: 'payload.too_large' });
    const resumed = await startUpload(server, token, file('over.mp4', video.length));
    expect(resumed.body).toMatchObject({ session_id: start.body.session_id, end_offset: 0 });
    const fits = await sendChunk(server, token, start.body, 0, video.subarray(0, MiB));
    expect(fits.status).toBe(200);
  });

  it('names each refusal of a file with a stable code', async () => {
    const small = await startUpload(server, token, file('tiny.mp4', MiB - 1));
    expect(small.body).toMatchObject({ statusCode: 422, code: 'upload.too_small' });
    const huge = await startUpload(server, token, file('huge.mp4', 46106127361));
    expect(huge.body).toMatchObject({ statusCode: 422, code: 'upload.too_large' });
    const pdf = await startUpload(server, token, file('paper.pdf', 2 * MiB, { mime_type: 'application/pdf' }));
    expect(pdf.body).toMatchObject({ statusCode: 422, code: 'upload.type_not_accepted' });
    const gone = await api(server, '/api/upload/chunk/finish', {
      token,
      method: 'POST',
      body: { session_id: '00000000-0000-4000-8000-000000000000', key: 'x', parts: [{ PartNumber: 1, ETag: 'x' }] },
    });
    expect(gone.status).toBe(404);
  });

  it('gives a new video a title that follows the title rule, whatever its file is called', async () => {
    const start = await startUpload(server, token, file('Zomer campagne (définitief)!\u202e<b>.mp4', video.length));
    expect(start.status).toBe(200);
    const created = await api<{ title: string }>(server, `/api/videos/${start.body.video_id}`, { token });
    expect(created.body.title).toBe('Zomer campagne definitief b');
    expect(videoTitleSchema.safeParse(created.body.title).success).toBe(true);
  });

  it('cleans file names into titles', () => {
    expect(titleFromFileName('Product launch 2026.mp4')).toBe('Product launch 2026');
    expect(titleFromFileName('Café crème.MOV')).toBe('Cafe creme');
    expect(titleFromFileName('a/b\\c:d*e?f.mp4')).toBe('a b c d e f');
    expect(titleFromFileName('!!!.mp4')).toBe(UNTITLED_VIDEO);
    expect(titleFromFileName('x.mp4')).toBe(UNTITLED_VIDEO);
    expect(titleFromFileName(`${'a'.repeat(300)}.mp4`)).toHaveLength(200);
    for (const name of ['\u0000\u0001.mp4', '日本語のビデオ.mp4', ' - .mp4', 'clip.tar.gz']) {
      expect(videoTitleSchema.safeParse(titleFromFileName(name)).success, name).toBe(true);
    }
  });
});
