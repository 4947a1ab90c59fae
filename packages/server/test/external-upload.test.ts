import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { externalUploadLinks, externalUploads, videos } from '../src/db/schema.ts';
import { waitFor } from './helpers/admin.ts';
import { getBytes, MiB, makeUploadVideo, md5, type Started, sha256 } from './helpers/ingest.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addCompany, addLibrary, addUser } from './helpers/people.ts';
import {
  ADMIN,
  type ApiResponse,
  api,
  createTestData,
  PUBLIC_URL,
  startTestServer,
  type TestData,
  type TestServer,
} from './helpers/test-server.ts';

const INVALID = 'Invalid token.';

let data: TestData;
let server: TestServer;
let folder: string;
let video: Buffer;
let libraryId: number;
let otherLibraryId: number;
let uploaderId: number;
const tokens = { admin: '', uploader: '', reader: '', stranger: '' };

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-external-'));
  [server, video] = await Promise.all([startTestServer(data), makeUploadVideo(folder, 'clip.mp4', { seconds: 2 })]);
  const companyId = await addCompany(server.db, 'Requests Co');
  libraryId = await addLibrary(server.db, companyId, 'Requests');
  otherLibraryId = await addLibrary(server.db, companyId, 'Internal');
  const otherCompanyId = await addCompany(server.db, 'Elsewhere Co');
  const otherCompanyLibrary = await addLibrary(server.db, otherCompanyId, 'Elsewhere');
  const uploader = await addUser(server.db, {
    role: 'uploader',
    name: 'Ulla Uploader',
    companyId,
    libraries: [{ id: libraryId, role: 'uploader' }],
  });
  uploaderId = uploader.id;
  const reader = await addUser(server.db, {
    role: 'read-only',
    companyId,
    libraries: [{ id: libraryId, role: 'read-only' }],
  });
  const stranger = await addUser(server.db, {
    role: 'uploader',
    companyId: otherCompanyId,
    libraries: [{ id: otherCompanyLibrary, role: 'uploader' }],
  });
  const token = async (email: string, password: string) =>
    (await signIn(server.baseUrl, email, password)).tokens.access_token;
  [tokens.admin, tokens.uploader, tokens.reader, tokens.stranger] = await Promise.all([
    token(ADMIN.email, ADMIN.password),
    token(uploader.email, uploader.password),
    token(reader.email, reader.password),
    token(stranger.email, stranger.password),
  ]);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface Link {
  id: number;
  status: string;
  expires_at: string;
  created_by: { id: number; name: string } | null;
  uploads: number;
  token?: string;
  url?: string;
}

const linksOf = (library: number, token: string) =>
  api<Link[] & { message?: string }>(server, `/api/libraries/${library}/external-upload-links`, { token });

const createLink = (library: number, token: string, body: Record<string, unknown> = {}) =>
  api<Link & { message?: string; errors?: Record<string, string[]> }>(
    server,
    `/api/libraries/${library}/external-upload-links`,
    { token, method: 'POST', body },
  );

/** A public call with the link's token in the X-Upload-Token header (none when `token` is null). */
const external = <T = Record<string, unknown>>(
  route: string,
  token: string | null,
  options: { method?: string; body?: unknown } = {},
): Promise<ApiResponse<T & { message?: string; errors?: Record<string, string[]> }>> =>
  api(server, route, { ...options, headers: token === null ? {} : { 'x-upload-token': token } });

async function sendChunk(token: string, started: Started, offset: number, bytes: Uint8Array) {
  const form = new FormData();
  form.append('session_id', started.session_id);
  form.append('start_offset', String(offset));
  form.append('key', started.key);
  form.append('chunk', new Blob([new Uint8Array(bytes)]), 'blob');
  const response = await fetch(`${server.baseUrl}/api/external-upload/chunk`, {
    method: 'POST',
    headers: { 'x-upload-token': token },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

const start = (token: string, name: string, size: number, extra: Record<string, unknown> = {}) =>
  external<Started>('/api/external-upload/chunk/start', token, {
    method: 'POST',
    body: { mime_type: 'video/mp4', size, name, ...extra },
  });

/** Uploads a whole file with the link's token; answers the video id. */
async function uploadWith(token: string, name: string, bytes: Buffer, extra: Record<string, unknown> = {}) {
  const started = await start(token, name, bytes.length, extra);
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  const parts: { PartNumber: number; ETag: string }[] = [];
  for (let offset = 0; offset < bytes.length; offset += MiB) {
    const chunk = await sendChunk(token, started.body, offset, bytes.subarray(offset, offset + MiB));
    expect(chunk.status, JSON.stringify(chunk.body)).toBe(200);
    parts.push(chunk.body as { PartNumber: number; ETag: string });
  }
  const finish = await external<{ video_id: string }>('/api/external-upload/chunk/finish', token, {
    method: 'POST',
    body: { session_id: started.body.session_id, parts, key: started.body.key, mime_type: 'video/mp4', name },
  });
  expect(finish.status, JSON.stringify(finish.body)).toBe(200);
  return finish.body.video_id;
}

let link: Link & { token: string };

describe('managing external upload links', () => {
  it('lets staff who may upload to the library create a link; the token is shown once and stored hashed', async () => {
    const created = await createLink(libraryId, tokens.uploader, { expires_in_days: 7 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      library_id: libraryId,
      status: 'active',
      created_by: { id: uploaderId, name: 'Ulla Uploader' },
      uploads: 0,
      revoked_at: null,
    });
    const token = created.body.token ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.body.url).toBe(`${PUBLIC_URL}/external-upload?token=${token}`);
    const days = (Date.parse(created.body.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const [stored] = await server.db
      .select()
      .from(externalUploadLinks)
      .where(eq(externalUploadLinks.id, created.body.id));
    expect(stored.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    link = { ...created.body, token };

    const list = await linksOf(libraryId, tokens.uploader);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: link.id, status: 'active' })]);
    expect(JSON.stringify(list.body)).not.toContain(token);
  });

  it('expires in 14 days by default and only accepts 1 to 90 days', async () => {
    const byDefault = await createLink(libraryId, tokens.admin);
    expect(byDefault.status).toBe(201);
    expect(Math.round((Date.parse(byDefault.body.expires_at) - Date.now()) / 86_400_000)).toBe(14);
    for (const days of [0, 91, 2.5, 'soon']) {
      const refused = await createLink(libraryId, tokens.admin, { expires_in_days: days });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ expires_in_days: ['The link must expire in 1 to 90 days.'] });
    }
  });

  it('refuses a read-only user of the library and a user of another company', async () => {
    expect((await linksOf(libraryId, tokens.reader)).status).toBe(403);
    expect((await createLink(libraryId, tokens.reader)).status).toBe(403);
    const reader = await api(server, `/api/external-upload-links/${link.id}`, {
      token: tokens.reader,
      method: 'DELETE',
    });
    expect(reader.status).toBe(403);

    const strangerList = await linksOf(libraryId, tokens.stranger);
    expect(strangerList).toMatchObject({ status: 404, body: { message: 'The library was not found.' } });
    expect((await createLink(libraryId, tokens.stranger)).status).toBe(404);
    const strangerRevoke = await api(server, `/api/external-upload-links/${link.id}`, {
      token: tokens.stranger,
      method: 'DELETE',
    });
    expect(strangerRevoke).toMatchObject({ status: 404, body: { message: 'The upload link was not found.' } });
    // The uploader holds no role in the other library of their company.
    expect((await linksOf(otherLibraryId, tokens.uploader)).status).toBe(404);
    expect((await api(server, `/api/libraries/${libraryId}/external-upload-links`)).status).toBe(401);
    expect((await linksOf(libraryId, tokens.uploader)).body.map((item) => item.status)).toEqual(['active', 'active']);
  });
});

let uploadedId = '';

describe('uploading with a link', () => {
  it('answers "Invalid token." without a token or with an unknown one', async () => {
    for (const token of [null, '', 'not-a-real-token']) {
      const info = await external('/api/external-upload', token);
      expect(info).toMatchObject({ status: 401, body: { message: INVALID } });
    }
    const chunk = await start('x'.repeat(43), 'clip.mp4', video.length);
    expect(chunk).toMatchObject({ status: 401, body: { message: INVALID } });
  });

  it('tells the holder which library the link uploads to', async () => {
    const info = await external('/api/external-upload', link.token);
    expect(info).toMatchObject({
      status: 200,
      body: { library: { id: libraryId, name: 'Requests' }, company_name: 'Requests Co', expires_at: link.expires_at },
    });
  });

  it('uploads a real video in chunks into the link library, whatever library the request names', async () => {
    uploadedId = await uploadWith(link.token, 'request clip.mp4', video, { library: otherLibraryId });
    const [row] = await server.db.select().from(videos).where(eq(videos.id, uploadedId));
    expect(row).toMatchObject({ libraryId, uploadedBy: uploaderId, title: 'request clip', size: video.length });
    expect(row.metadata.uploadedBy).toBe(uploaderId);
    expect(await server.db.select().from(externalUploads).where(eq(externalUploads.videoId, uploadedId))).toEqual([
      expect.objectContaining({ linkId: link.id, requestNumber: '' }),
    ]);
    const done = await waitFor(async () => {
      const answer = await api<{ status: string; library: { id: number } }>(server, `/api/videos/${uploadedId}`, {
        token: tokens.uploader,
      });
      return answer.body.status === 'ready' || answer.body.status === 'failed' ? answer.body : undefined;
    }, 40_000);
    expect(done).toMatchObject({ status: 'ready', library: { id: libraryId } });
    expect((await linksOf(libraryId, tokens.uploader)).body.find((item) => item.id === link.id)?.uploads).toBe(1);
  });

  it('applies the checks of the staff upload: size, type from the bytes, chunk rules', async () => {
    const small = await start(link.token, 'tiny.mp4', MiB - 1);
    expect(small).toMatchObject({
      status: 422,
      body: { message: 'File: tiny.mp4 is not accepted! The minimum filesize is 1MB' },
    });
    const pdf = await start(link.token, 'paper.pdf', 2 * MiB, { mime_type: 'application/pdf' });
    expect(pdf.body.message).toBe('File: paper.pdf with type of pdf not accepted!');
    const huge = await start(link.token, 'huge.mp4', 46106127361);
    expect(huge.body.message).toBe('File: huge.mp4 is too large. The maximum file size that can be uploaded is 10 GB.');

    const text = Buffer.alloc(2 * MiB + 10, 'Not a video.\n');
    const started = await start(link.token, 'notes.mp4', text.length);
    const short = await sendChunk(link.token, started.body, 0, text.subarray(0, 1000));
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ chunk: ['Every chunk but the last must be at least 1048576 bytes.'] });
    const refused = await sendChunk(link.token, started.body, 0, text.subarray(0, MiB));
    expect(refused).toMatchObject({ status: 422, body: { message: 'File: notes.mp4 with type of mp4 not accepted!' } });
    expect(await server.db.select().from(videos).where(eq(videos.id, started.body.video_id))).toEqual([]);
  });

  it('keeps the sessions of one link away from another link and from signed-in users', async () => {
    const other = await createLink(libraryId, tokens.admin);
    const started = await start(link.token, 'mine.mp4', video.length);
    const first = await sendChunk(link.token, started.body, 0, video.subarray(0, MiB));
    expect(first).toEqual({ status: 200, body: { ETag: md5(video.subarray(0, MiB)), PartNumber: 1 } });
    // The same file again with the same link resumes the session; with another link it does not.
    const resumed = await start(link.token, 'mine.mp4', video.length);
    expect(resumed.body).toEqual({ ...started.body, end_offset: MiB });
    const elsewhere = await start(other.body.token ?? '', 'mine.mp4', video.length);
    expect(elsewhere.body.session_id).not.toBe(started.body.session_id);
    const foreign = await sendChunk(other.body.token ?? '', started.body, MiB, video.subarray(MiB));
    expect(foreign.status).toBe(404);
    const staff = await api(server, '/api/upload/chunk/abort', {
      token: tokens.uploader,
      method: 'POST',
      body: { session_id: started.body.session_id },
    });
    expect(staff.status).toBe(404);
    const abort = await external('/api/external-upload/chunk/abort', link.token, {
      method: 'POST',
      body: { session_id: started.body.session_id },
    });
    expect(abort.status).toBe(204);
  });

  it('answers the viewing and download links of its own videos only', async () => {
    const answer = await external<{ viewing_url: string; download_url: string }>(
      `/api/external-upload/videos/${uploadedId}`,
      link.token,
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: uploadedId,
      title: 'request clip',
      request_number: '',
      status: 'ready',
      viewing_url: `${PUBLIC_URL}/view/${uploadedId}`,
    });
    expect(answer.body.download_url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/videos/${uploadedId}/download\\?token=\\d+\\.[A-Za-z0-9_-]+$`),
    );
    const file = await getBytes(answer.body.download_url.replace(PUBLIC_URL, server.baseUrl));
    expect(file.status).toBe(200);
    expect(sha256(file.bytes)).toBe(sha256(video));

    const other = await createLink(libraryId, tokens.admin);
    const foreign = await external(`/api/external-upload/videos/${uploadedId}`, other.body.token ?? '');
    expect(foreign).toMatchObject({ status: 404, body: { message: 'The video was not found.' } });
  });
});

describe('Basic data', () => {
  const save = (token: string, body: Record<string, unknown>) =>
    external<{ title: string; request_number: string }>(`/api/external-upload/videos/${uploadedId}`, token, {
      method: 'PUT',
      body,
    });

  it('saves the title and the request number (Aanvraagnummer)', async () => {
    const saved = await save(link.token, { title: 'Kitchen_renovation-2.final', request_number: 'AV/2026-0042 (b)' });
    expect(saved).toMatchObject({
      status: 200,
      body: { title: 'Kitchen_renovation-2.final', request_number: 'AV/2026-0042 (b)' },
    });
    const staff = await api<{ title: string; metadata: { projectNumber: string | null } }>(
      server,
      `/api/videos/${uploadedId}`,
      { token: tokens.uploader },
    );
    expect(staff.body.title).toBe('Kitchen_renovation-2.final');
    // Staff read the request number as the video's project number.
    expect(staff.body.metadata.projectNumber).toBe('AV/2026-0042 (b)');
  });

  it('validates with the rules of the external upload', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ title: 'x'.repeat(51) }, { title: ['cannot be longer than 50 characters'] }],
      [{ title: 'Kitchen & bath!' }, { title: ['only a-zA-Z0-9-_ and space are allowed'] }],
      [{ title: '  ' }, { title: ['The title is required.'] }],
      [{ title: 'Fine', request_number: '9'.repeat(51) }, { request_number: ['cannot be longer than 50 characters'] }],
    ];
    for (const [body, errors] of cases) {
      const refused = await save(link.token, body);
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual(errors);
    }
    expect(
      (await external<{ title: string }>(`/api/external-upload/videos/${uploadedId}`, link.token)).body.title,
    ).toBe('Kitchen_renovation-2.final');
  });
});

/** The .eml files of the outbox sent to `to`, decoded (quoted-printable soft breaks undone). */
async function mailsTo(to: string) {
  const outbox = path.join(data.dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((text) => new RegExp(`^To: ${to.replace(/\./g, '\\.')}$`, 'm').test(text));
}

describe('POST api/send-backup-data', () => {
  const links = async (token: string) =>
    (await external<{ viewing_url: string; download_url: string }>(`/api/external-upload/videos/${uploadedId}`, token))
      .body;
  const send = (token: string, body: Record<string, unknown>) =>
    external('/api/send-backup-data', token, { method: 'POST', body });

  it('checks the e-mail address and the addresses of the video', async () => {
    const { viewing_url, download_url } = await links(link.token);
    const empty = await send(link.token, { email: '', sourceUrl: download_url, viewingUrl: viewing_url });
    expect(empty.body.errors).toEqual({ email: ['Please specify an email address.'] });
    const invalid = await send(link.token, { email: 'nobody', sourceUrl: download_url, viewingUrl: viewing_url });
    expect(invalid.body.errors).toEqual({ email: ['The email must be a valid email address.'] });
    const foreign = await send(link.token, {
      email: 'requester@example.test',
      sourceUrl: 'https://evil.example/download',
      viewingUrl: 'https://evil.example/view',
    });
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors ?? {}).sort()).toEqual(['sourceUrl', 'viewingUrl']);
  });

  it('mails the links, then refuses a second mail within 5 seconds per link and per client address', async () => {
    const other = await createLink(libraryId, tokens.admin);
    const otherToken = other.body.token ?? '';
    const otherVideo = await uploadWith(otherToken, 'other.mp4', video);
    const otherLinks = await external<{ viewing_url: string; download_url: string }>(
      `/api/external-upload/videos/${otherVideo}`,
      otherToken,
    );
    const { viewing_url, download_url } = await links(link.token);
    const body = { email: 'requester@example.test', sourceUrl: download_url, viewingUrl: viewing_url };
    // The other link's video is not this link's.
    expect((await send(otherToken, body)).status).toBe(422);

    const first = await send(link.token, body);
    expect(first).toMatchObject({ status: 200, body: { sent: true } });
    const tooSoon = { message: 'A backup email was sent less than 5 seconds ago. Please wait a moment and try again.' };
    const sameLink = await send(link.token, { ...body, email: 'someone.else@example.test' });
    expect(sameLink).toMatchObject({ status: 429, body: tooSoon });
    expect(sameLink.headers.get('retry-after')).toBe('5');
    // Another link from the same client address is held back too.
    const sameAddress = await send(otherToken, {
      email: 'someone.else@example.test',
      sourceUrl: otherLinks.body.download_url,
      viewingUrl: otherLinks.body.viewing_url,
    });
    expect(sameAddress).toMatchObject({ status: 429, body: tooSoon });

    const mail = await waitFor(async () => (await mailsTo('requester@example.test'))[0], 15_000);
    expect(mail).toMatch(/^Subject: Backup of your upload: Kitchen_renovation-2\.final$/m);
    expect(mail).toContain(`Viewing link: ${PUBLIC_URL}/view/${uploadedId}`);
    expect(mail).toContain(`${PUBLIC_URL}/api/videos/${uploadedId}/download?token=`);
    expect(mail).toContain('Aanvraagnummer: AV/2026-0042 (b)');
    expect(await mailsTo('someone.else@example.test')).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 5100));
    expect((await send(link.token, { ...body, email: 'later@example.test' })).status).toBe(200);
    await waitFor(async () => (await mailsTo('later@example.test'))[0], 15_000);
  });
});

describe('expired and revoked links', () => {
  it('answers "Invalid token." everywhere once the link expired', async () => {
    const created = await createLink(libraryId, tokens.uploader, { expires_in_days: 1 });
    const token = created.body.token ?? '';
    expect((await external('/api/external-upload', token)).status).toBe(200);
    await server.db
      .update(externalUploadLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(externalUploadLinks.id, created.body.id));
    expect(await external('/api/external-upload', token)).toMatchObject({ status: 401, body: { message: INVALID } });
    expect(await start(token, 'clip.mp4', video.length)).toMatchObject({ status: 401, body: { message: INVALID } });
    expect((await linksOf(libraryId, tokens.uploader)).body.find((item) => item.id === created.body.id)?.status).toBe(
      'expired',
    );
  });

  it('answers "Invalid token." everywhere once the link is revoked, also for an upload under way', async () => {
    const started = await start(link.token, 'late.mp4', video.length);
    expect(started.status).toBe(200);
    const revoke = await api(server, `/api/external-upload-links/${link.id}`, {
      token: tokens.uploader,
      method: 'DELETE',
    });
    expect(revoke.status).toBe(204);
    const calls = [
      external('/api/external-upload', link.token),
      start(link.token, 'clip.mp4', video.length),
      sendChunk(link.token, started.body, 0, video.subarray(0, MiB)),
      external(`/api/external-upload/videos/${uploadedId}`, link.token),
      external(`/api/external-upload/videos/${uploadedId}`, link.token, { method: 'PUT', body: { title: 'Again' } }),
      external('/api/send-backup-data', link.token, {
        method: 'POST',
        body: { email: 'requester@example.test', sourceUrl: 'x', viewingUrl: 'y' },
      }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.status).toBe(401);
      expect((answer.body as { message?: string }).message).toBe(INVALID);
    }
    const list = await linksOf(libraryId, tokens.uploader);
    expect(list.body.find((item) => item.id === link.id)).toMatchObject({ status: 'revoked', uploads: 1 });
    // The video uploaded with the link stays in the library.
    expect((await api(server, `/api/videos/${uploadedId}`, { token: tokens.uploader })).status).toBe(200);
  });
});
