import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadSessions, videos } from '../src/db/schema.ts';
import { waitFor } from './helpers/admin.ts';
import {
  finishUpload,
  getBytes,
  MiB,
  makeUploadVideo,
  md5,
  sendAll,
  sendChunk,
  sha256,
  startUpload,
} from './helpers/ingest.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser } from './helpers/people.ts';
import {
  ADMIN,
  api,
  createTestData,
  PUBLIC_URL,
  startTestServer,
  type TestData,
  type TestServer,
} from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let folder: string;
let video: Buffer;
let libraryId: number;
let otherLibraryId: number;
let uploader: string;
let admin: string;

const local = (url: string) => url.replace(PUBLIC_URL, server.baseUrl);
const uploadsDir = () => path.join(data.dataDir, 'media', 'uploads');

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-ingest-'));
  [server, video] = await Promise.all([startTestServer(data), makeUploadVideo(folder, 'clip.mp4', { seconds: 2 })]);
  const companyId = await addCompany(server.db, 'Ingest Co');
  libraryId = await addLibrary(server.db, companyId, 'Uploads');
  otherLibraryId = await addLibrary(server.db, companyId, 'Locked');
  const person = await addUser(server.db, {
    role: 'uploader',
    companyId,
    libraries: [{ id: libraryId, role: 'uploader' }],
  });
  uploader = (await signIn(server.baseUrl, person.email, person.password)).tokens.access_token;
  admin = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

const file = (name: string, size: number, extra: Record<string, unknown> = {}) => ({
  mime_type: 'video/mp4',
  size,
  name,
  library: libraryId,
  uploaded_by: 1,
  ...extra,
});

/** Polls the video until it leaves processing (bounded). */
const processed = (id: string, token = admin) =>
  waitFor(async () => {
    const answer = await api<{ status: string }>(server, `/api/videos/${id}`, { token });
    return answer.body.status === 'ready' || answer.body.status === 'failed' ? answer.body : undefined;
  }, 40_000);

let uploadedId = '';

describe('chunked upload', () => {
  it('uploads in 1 MiB chunks (one sent twice), finishes, probes and encodes', async () => {
    expect(video.length).toBeGreaterThan(MiB);
    const start = await startUpload(server, uploader, file('clip.mp4', video.length));
    expect(start.status).toBe(200);
    expect(start.body.end_offset).toBe(0);
    const first = await sendChunk(server, uploader, start.body, 0, video.subarray(0, MiB));
    const again = await sendChunk(server, uploader, start.body, 0, video.subarray(0, MiB));
    expect(first).toEqual({ status: 200, body: { ETag: md5(video.subarray(0, MiB)), PartNumber: 1 } });
    expect(again).toEqual(first);
    const parts = [
      first.body as { PartNumber: number; ETag: string },
      ...(await sendAll(server, uploader, start.body, video, MiB)),
    ];
    expect(parts.map((part) => part.PartNumber)).toEqual([1, 2]);
    const finish = await finishUpload(server, uploader, start.body, parts, 'clip.mp4');
    expect(finish).toMatchObject({ status: 200, body: { video_id: start.body.video_id } });
    uploadedId = start.body.video_id;
    expect(await readdir(uploadsDir())).toEqual([]);

    const done = await processed(uploadedId);
    expect(done).toMatchObject({
      status: 'ready',
      width: 640,
      height: 360,
      'mime-type': 'video/mp4',
      size: video.length,
    });
    expect(Math.abs((done as unknown as { duration: number }).duration - 2000)).toBeLessThan(200);
    expect((done as unknown as { thumbnail: string }).thumbnail).toMatch(
      new RegExp(`/api/view/${uploadedId}/thumbnail\\?token=\\d+\\.[\\w-]+&v=[\\w-]+$`),
    );
    const thumbnail = await getBytes(local((done as unknown as { thumbnail: string }).thumbnail));
    expect(thumbnail.status).toBe(200);
    expect([...thumbnail.bytes.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('lists the 360p rendition and serves it (signed url, mp4) and the source with Range', async () => {
    const list = await api<{ height: number; ready: boolean; url?: string; label: string }[]>(
      server,
      `/api/videos/${uploadedId}/encodings`,
      { token: uploader },
    );
    expect(list.body).toEqual([expect.objectContaining({ height: 360, label: '360p', extension: 'mp4', ready: true })]);
    const rendition = await getBytes(local(list.body[0].url ?? ''));
    expect(rendition.status).toBe(200);
    expect(Buffer.from(rendition.bytes.subarray(4, 8)).toString('latin1')).toBe('ftyp');
    expect(rendition.headers.get('content-disposition')).toMatch(/^attachment; filename="clip-360p.mp4"/);

    const source = `${server.baseUrl}/api/videos/${uploadedId}/download`;
    expect((await getBytes(source)).status).toBe(401);
    const whole = await getBytes(source, uploader);
    expect(whole.status).toBe(200);
    expect(sha256(whole.bytes)).toBe(sha256(video));
    const range = await getBytes(source, uploader, { range: 'bytes=1000-1999' });
    expect(range.status).toBe(206);
    expect(range.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
    expect(Buffer.from(range.bytes).equals(video.subarray(1000, 2000))).toBe(true);
    expect((await getBytes(source, uploader, { range: `bytes=${video.length + 5}-` })).status).toBe(416);
    // A signed address works without a header, only for its own path and not when altered.
    const signed = (await api<{ source_url: string }>(server, `/api/videos/${uploadedId}`, { token: admin })).body
      .source_url;
    const tail = await getBytes(local(signed), undefined, { range: 'bytes=-100' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(tail.bytes).equals(video.subarray(video.length - 100))).toBe(true);
    expect((await getBytes(`${local(signed)}x`)).status).toBe(401);
  });

  it('re-encodes requested heights and mails the ready links', async () => {
    const tooHigh = await api(server, `/api/videos/${uploadedId}/encodings`, {
      token: admin,
      method: 'POST',
      body: { heights: [720] },
    });
    expect(tooHigh.status).toBe(422);
    const mail = await api(server, `/api/videos/${uploadedId}/encodings/send-mail`, { token: admin, method: 'POST' });
    expect(mail).toMatchObject({ status: 200, body: { sent: 1 } });
  });
});

describe('refusals', () => {
  it('refuses a text file named .mp4 at its first chunk and discards the session and video', async () => {
    const text = Buffer.alloc(MiB + 10, 'This is not a video at all.\n');
    const start = await startUpload(server, uploader, file('notes.mp4', text.length));
    expect(start.status).toBe(200);
    const chunk = await sendChunk(server, uploader, start.body, 0, text.subarray(0, MiB));
    expect(chunk.status).toBe(422);
    expect(chunk.body.message).toBe('File: notes.mp4 with type of mp4 not accepted!');
    expect(await server.db.select().from(uploadSessions).where(eq(uploadSessions.id, start.body.session_id))).toEqual(
      [],
    );
    expect(await server.db.select().from(videos).where(eq(videos.id, start.body.video_id))).toEqual([]);
  });

  it('refuses small, huge and non-video files, and libraries without permission', async () => {
    const small = await startUpload(server, uploader, file('tiny.mp4', MiB - 1));
    expect(small.status).toBe(422);
    expect(small.body.message).toBe('File: tiny.mp4 is not accepted! The minimum filesize is 1MB');
    const huge = await startUpload(server, uploader, file('huge.mp4', 46106127361));
    expect(huge.body.message).toBe('File: huge.mp4 is too large. The maximum file size that can be uploaded is 10 GB.');
    const pdf = await startUpload(server, uploader, file('paper.pdf', 2 * MiB, { mime_type: 'application/pdf' }));
    expect(pdf.body.message).toBe('File: paper.pdf with type of pdf not accepted!');
    // A library out of reach answers exactly as a missing one does.
    const locked = await startUpload(server, uploader, file('clip.mp4', video.length, { library: otherLibraryId }));
    const missing = await startUpload(server, uploader, file('clip.mp4', video.length, { library: 2_000_000_000 }));
    expect([locked.status, missing.status]).toEqual([404, 404]);
    expect(locked.body).toEqual(missing.body);
    // A chunk refused before its body is read (no token) is drained: the answer arrives.
    const form = new FormData();
    form.append('chunk', new Blob([new Uint8Array(video.subarray(0, MiB))]), 'blob');
    const anonymous = await fetch(`${server.baseUrl}/api/upload/chunk`, { method: 'POST', body: form });
    expect(anonymous.status).toBe(401);
    await anonymous.arrayBuffer();
  });

  it('abort leaves no parts, session or video', async () => {
    const start = await startUpload(server, uploader, file('aborted.mp4', video.length));
    expect((await sendChunk(server, uploader, start.body, 0, video.subarray(0, MiB))).status).toBe(200);
    expect(await readdir(uploadsDir())).toEqual([start.body.session_id]);
    const abort = await api(server, '/api/upload/chunk/abort', {
      token: uploader,
      method: 'POST',
      body: { session_id: start.body.session_id, key: start.body.key },
    });
    expect(abort.status).toBe(204);
    expect(await readdir(uploadsDir())).toEqual([]);
    expect(await server.db.select().from(uploadSessions).where(eq(uploadSessions.id, start.body.session_id))).toEqual(
      [],
    );
    expect(await server.db.select().from(videos).where(eq(videos.id, start.body.video_id))).toEqual([]);
  });

  it('abort right after start (no chunk yet) removes the video, and only its uploader may abort', async () => {
    const start = await startUpload(server, uploader, file('cancelled.mp4', video.length));
    expect(start.status).toBe(200);
    const shown = await api<{ status: string }>(server, `/api/videos/${start.body.video_id}`, { token: admin });
    expect(shown.body.status).toBe('uploading');
    const body = { session_id: start.body.session_id, key: start.body.key };
    // Somebody else's session is not theirs to abort, not even a platform admin's: it answers as a missing one.
    const foreign = await api(server, '/api/upload/chunk/abort', { token: admin, method: 'POST', body });
    expect(foreign.status).toBe(404);
    expect((await api(server, '/api/upload/chunk/abort', { method: 'POST', body })).status).toBe(401);
    const abort = await api(server, '/api/upload/chunk/abort', { token: uploader, method: 'POST', body });
    expect(abort.status).toBe(204);
    expect((await api(server, `/api/videos/${start.body.video_id}`, { token: admin })).status).toBe(404);
    // A second abort finds nothing.
    expect((await api(server, '/api/upload/chunk/abort', { token: uploader, method: 'POST', body })).status).toBe(404);
  });
});

describe('replace and restart', () => {
  it('replaces the source and re-encodes; old renditions are removed', async () => {
    const before = await api<{ url: string }[]>(server, `/api/videos/${uploadedId}/encodings`, { token: admin });
    const replacement = await makeUploadVideo(folder, 'new.mp4', { seconds: 3 });
    const base = `/api/replace/${uploadedId}/chunk`;
    expect((await startUpload(server, uploader, file('new.mp4', replacement.length), base)).status).toBe(403);
    const start = await startUpload(server, admin, file('new.mp4', replacement.length), base);
    expect(start.body, JSON.stringify(start.body)).toMatchObject({ video_id: uploadedId });
    const parts = await sendAll(server, admin, start.body, replacement, 0, base);
    expect((await finishUpload(server, admin, start.body, parts, 'new.mp4', base)).status).toBe(200);
    const done = await processed(uploadedId);
    expect(done).toMatchObject({ status: 'ready', size: replacement.length });
    expect(Math.abs((done as unknown as { duration: number }).duration - 3000)).toBeLessThan(200);
    const whole = await getBytes(`${server.baseUrl}/api/videos/${uploadedId}/download`, admin);
    expect(sha256(whole.bytes)).toBe(sha256(replacement));
    const after = await api<{ url: string; ready: boolean }[]>(server, `/api/videos/${uploadedId}/encodings`, {
      token: admin,
    });
    expect(after.body[0].ready).toBe(true);
    expect(after.body[0].url).not.toBe(before.body[0].url);
    const companyDir = path.join(data.dataDir, 'media', 'companies');
    const renditions = (await readdir(companyDir, { recursive: true })).filter((name) =>
      String(name).includes('encodings/'),
    );
    expect(renditions).toHaveLength(1);
  });

  it('resumes an upload after a server restart; the source is byte-identical', async () => {
    const start = await startUpload(server, uploader, file('restart.mp4', video.length));
    const first = await sendChunk(server, uploader, start.body, 0, video.subarray(0, MiB));
    expect(first.status).toBe(200);
    await server.close();
    server = await startTestServer(data);
    const resumed = await startUpload(server, uploader, file('restart.mp4', video.length));
    expect(resumed.body).toEqual(start.body.session_id ? { ...start.body, end_offset: MiB } : {});
    const rest = await sendAll(server, uploader, resumed.body, video, resumed.body.end_offset);
    const finish = await finishUpload(server, uploader, resumed.body, [first.body as never, ...rest], 'restart.mp4');
    expect(finish.status).toBe(200);
    expect(await processed(finish.body.video_id)).toMatchObject({ status: 'ready' });
    const whole = await getBytes(`${server.baseUrl}/api/videos/${finish.body.video_id}/download`, uploader);
    expect(sha256(whole.bytes)).toBe(sha256(video));
    expect(existsSync(path.join(uploadsDir(), resumed.body.session_id))).toBe(false);
  });
});
