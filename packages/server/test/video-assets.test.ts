import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type RoleSlug, UPLOAD_MESSAGES, VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaDirOf, storageOf } from '../src/backbone.ts';
import { videoChapters, videoQuitclaims, videoSubtitles, videos, videoTranscripts } from '../src/db/schema.ts';
import { findFfmpeg } from '../src/encoding/index.ts';
import type { Storage } from '../src/storage/storage.ts';
import { parseSrt, parseWebVtt, SubtitleFormatError, toWebVtt } from '../src/video-assets/subtitle-format.ts';
import { removeVideoAssets } from '../src/video-assets/video-assets-service.ts';
import { consoleMediaExpiry } from '../src/videos/media-urls.ts';
import {
  ALL_ROLES,
  addCompanyFixture,
  type CompanyFixture,
  PNG,
  type SignedInPerson,
  signInEveryRole,
} from './helpers/admin.ts';
import { makeTestVideo } from './helpers/media.ts';
import {
  api,
  createTestData,
  PUBLIC_URL,
  startTestServer,
  type TestData,
  type TestServer,
} from './helpers/test-server.ts';

const run = promisify(execFile);

let data: TestData;
let server: TestServer;
let storage: Storage;
let folder: string;
let ffprobe: string;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<RoleSlug, SignedInPerson>;
let admin: string;
let videoId: string;
let otherVideoId: string;
let sourceBytes: Buffer;

const local = (url: string) => url.replace(PUBLIC_URL, server.baseUrl);

/** The console's signed thumbnail address of a video: the token and the mark of the file. */
const signedThumbnail = (id: string) =>
  new RegExp(`^${PUBLIC_URL}/api/view/${id}/thumbnail\\?token=\\d+\\.[\\w-]+&v=[\\w-]+$`);
/** An address without its token (two answers in different hours differ only there). */
const withoutToken = (url: string) => url.replace(/token=[^&]+/, 'token=');

async function thumbnailKeyOf(id: string): Promise<string | null> {
  const [row] = await server.db.select({ key: videos.thumbnailKey }).from(videos).where(eq(videos.id, id));
  return row?.key ?? null;
}

/** A video row whose source is a real 3 s, 320x180 mp4 in storage. */
async function addVideo(fixture: CompanyFixture, options: { withSource?: boolean } = {}): Promise<string> {
  const withSource = options.withSource ?? true;
  const [row] = await server.db
    .insert(videos)
    .values({
      libraryId: fixture.libraryId,
      title: 'Asset clip',
      mimeType: 'video/mp4',
      status: withSource ? 'ready' : 'uploading',
      durationMs: withSource ? 3000 : null,
      width: withSource ? 320 : null,
      height: withSource ? 180 : null,
    })
    .returning({ id: videos.id });
  if (withSource) {
    const key = `companies/${fixture.companyId}/videos/${row.id}/source-test.mp4`;
    await storage.put(key, sourceBytes);
    await server.db.update(videos).set({ sourceKey: key }).where(eq(videos.id, row.id));
  }
  return row.id;
}

/** Every stored file whose path names the video (its folder and its public files). */
async function filesOf(id: string): Promise<string[]> {
  const root = mediaDirOf(server.config);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((file) => file.includes(id) && !file.includes('source-'));
}

interface FormFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** Sends a multipart form (text fields and an optional file in `file`). */
async function send(
  route: string,
  token: string | undefined,
  form: { fields?: Record<string, string>; file?: FormFile },
  method = 'POST',
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(form.fields ?? {})) body.append(name, value);
  if (form.file) {
    const blob = new Blob([new Uint8Array(form.file.content)], { type: form.file.type ?? 'application/octet-stream' });
    body.append('file', blob, form.file.name);
  }
  const response = await fetch(new URL(route, server.baseUrl), {
    method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : {}) as Record<string, unknown> & { errors?: Record<string, string[]> },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.alloc(26),
  Buffer.from('[Content_Types].xml ... word/document.xml'),
]);
const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
const SRT = Buffer.from(
  '1\r\n00:00:01,000 --> 00:00:02,500\r\n<font color="red">Hello</font> & bye\r\n\r\n2\r\n00:00:03,000 --> 00:00:04,000\r\nSecond line\r\n',
);
const VTT = Buffer.from('WEBVTT\n\nNOTE a remark\n\nintro\n00:00.500 --> 00:01.000 align:start\nHi there\n');

const quitclaimForm = (file?: FormFile, fields: Record<string, string> = {}) => ({
  fields: { person_name: 'Anna de Vries', copyright_end_at: '2030-12-31', ...fields },
  file,
});

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-assets-'));
  const tools = await findFfmpeg();
  ffprobe = tools.ffprobe;
  const [started] = await Promise.all([
    startTestServer(data),
    makeTestVideo(tools.ffmpeg, path.join(folder, 'clip.mp4'), { width: 320, height: 180, seconds: 3, audio: false }),
  ]);
  server = started;
  storage = storageOf(server.config);
  sourceBytes = await readFile(path.join(folder, 'clip.mp4'));
  [own, other] = await Promise.all([
    addCompanyFixture(server.db, 'Assets Co'),
    addCompanyFixture(server.db, 'Elsewhere'),
  ]);
  people = await signInEveryRole(server, own);
  admin = people['super-admin'].token;
  [videoId, otherVideoId] = await Promise.all([addVideo(own), addVideo(other)]);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('quitclaims', () => {
  it('adds, lists, downloads, updates and deletes a quitclaim with its file', async () => {
    const added = await send(
      `/api/videos/${videoId}/quitclaims`,
      admin,
      quitclaimForm({ name: 'consent.pdf', content: PDF }),
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      person_name: 'Anna de Vries',
      copyright_end_at: '2030-12-31',
      name: 'consent.pdf',
      file: { size: PDF.length, mime_type: 'application/pdf' },
    });
    const id = added.body.id as string;

    const list = await api<{ quitclaims: { id: string }[] }>(server, `/api/videos/${videoId}/quitclaims`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.quitclaims.map((q) => q.id)).toEqual([id]);

    // The signed address works without a token; the plain path needs one.
    const signed = await fetch(local(added.body.url as string));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-disposition')).toContain('consent.pdf');
    expect(Buffer.from(await signed.arrayBuffer()).equals(PDF)).toBe(true);
    const plain = `/api/videos/${videoId}/quitclaims/${id}/download`;
    expect((await api(server, plain)).status).toBe(401);
    expect((await api(server, plain, { token: people.uploader.token })).status).toBe(200);
    expect((await api(server, `${plain}?token=1.forged`)).status).toBe(401);

    const updated = await api(server, `/api/videos/${videoId}/quitclaims/${id}`, {
      token: people.editor.token,
      method: 'PUT',
      body: { person_name: 'Anna Jansen', copyright_end_at: '2031-01-15' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      id,
      person_name: 'Anna Jansen',
      copyright_end_at: '2031-01-15',
      name: 'consent.pdf',
    });

    const missing = await api(server, `/api/videos/${videoId}/quitclaims/${id}`, {
      token: admin,
      method: 'PUT',
      body: { person_name: ' ', copyright_end_at: '2031-02-30' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      person_name: [VIDEO_ASSET_TEXTS.personNameRequired],
      copyright_end_at: [VIDEO_ASSET_TEXTS.endDateInvalid],
    });

    expect(await filesOf(videoId)).toHaveLength(1);
    const removed = await api(server, `/api/videos/${videoId}/quitclaims/${id}`, { token: admin, method: 'DELETE' });
    expect(removed.status).toBe(204);
    expect(await filesOf(videoId)).toEqual([]);
    const again = await api(server, `/api/videos/${videoId}/quitclaims/${id}`, { token: admin, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(VIDEO_ASSET_TEXTS.quitclaimNotFound);
  });

  it('accepts png, jpg, jpeg, docx, zip, doc and pdf by their bytes', async () => {
    const files: [string, Buffer, string][] = [
      ['photo.png', PNG, 'image/png'],
      ['scan.jpg', JPEG, 'image/jpeg'],
      ['scan.JPEG', JPEG, 'image/jpeg'],
      ['form.docx', DOCX, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['bundle.zip', ZIP, 'application/zip'],
      ['old.doc', DOC, 'application/msword'],
      ['signed.pdf', PDF, 'application/pdf'],
    ];
    const id = await addVideo(own);
    for (const [name, content, type] of files) {
      const answer = await send(`/api/videos/${id}/quitclaims`, admin, quitclaimForm({ name, content }));
      expect(answer.status, name).toBe(200);
      expect((answer.body.file as { mime_type: string }).mime_type).toBe(type);
    }
    const list = await api<{ quitclaims: unknown[] }>(server, `/api/videos/${id}/quitclaims`, { token: admin });
    expect(list.body.quitclaims).toHaveLength(files.length);
  });

  it('refuses what the form lacks or a file of another type, and saves nothing', async () => {
    const id = await addVideo(own);
    const route = `/api/videos/${id}/quitclaims`;
    const cases: [{ fields?: Record<string, string>; file?: FormFile }, Record<string, string[]>][] = [
      [
        {},
        {
          person_name: [VIDEO_ASSET_TEXTS.personNameRequired],
          copyright_end_at: [VIDEO_ASSET_TEXTS.endDateRequired],
          file: [VIDEO_ASSET_TEXTS.fileRequired],
        },
      ],
      [quitclaimForm(undefined), { file: [VIDEO_ASSET_TEXTS.fileRequired] }],
      [
        quitclaimForm({ name: 'c.pdf', content: PDF }, { copyright_end_at: '31-12-2030' }),
        { copyright_end_at: [VIDEO_ASSET_TEXTS.endDateInvalid] },
      ],
      [
        quitclaimForm({ name: 'notes.txt', content: Buffer.from('plain text') }),
        { file: [UPLOAD_MESSAGES.typeNotAccepted('notes.txt', 'txt')] },
      ],
      [
        quitclaimForm({ name: 'fake.pdf', content: Buffer.from('not a pdf at all') }),
        { file: [UPLOAD_MESSAGES.typeNotAccepted('fake.pdf', 'pdf')] },
      ],
      [
        quitclaimForm({ name: 'fake.docx', content: ZIP }),
        { file: [UPLOAD_MESSAGES.typeNotAccepted('fake.docx', 'docx')] },
      ],
      [
        quitclaimForm({ name: 'huge.pdf', content: Buffer.concat([PDF, Buffer.alloc(20 * 1024 * 1024)]) }),
        { file: [VIDEO_ASSET_TEXTS.tooLarge('huge.pdf', 20 * 1024 * 1024)] },
      ],
    ];
    for (const [form, expected] of cases) {
      const answer = await send(route, admin, form);
      expect(answer.status, JSON.stringify(expected)).toBe(422);
      expect(answer.body.errors).toEqual(expected);
    }
    expect(VIDEO_ASSET_TEXTS.tooLarge('huge.pdf', 20 * 1024 * 1024)).toBe(
      'File: huge.pdf is too large. The maximum file size that can be uploaded is 20 MB.',
    );
    const list = await api<{ quitclaims: unknown[] }>(server, route, { token: admin });
    expect(list.body.quitclaims).toEqual([]);
    expect(await filesOf(id)).toEqual([]);
  });
});

describe('thumbnails', () => {
  it('uploads an image as the thumbnail and removes the previous one', async () => {
    const id = await addVideo(own);
    const first = await send(`/api/videos/${id}/thumbnails`, admin, { file: { name: 'a.png', content: PNG } });
    expect(first.status).toBe(200);
    const firstUrl = first.body.thumbnail as string;
    expect(firstUrl).toMatch(signedThumbnail(id));
    const image = await fetch(local(firstUrl));
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const firstKey = await thumbnailKeyOf(id);
    expect(firstKey).toMatch(new RegExp(`^public/thumbnails/${id}-[0-9a-f]+\\.png$`));

    const second = await send(`/api/videos/${id}/thumbnails`, admin, { file: { name: 'b.jpg', content: JPEG } });
    expect(second.status).toBe(200);
    const secondUrl = second.body.thumbnail as string;
    expect(secondUrl).toMatch(signedThumbnail(id));
    // A new file is a new address: no browser shows the cached previous image.
    expect(secondUrl).not.toBe(firstUrl);
    const replaced = await fetch(local(secondUrl));
    expect(replaced.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await replaced.arrayBuffer()).equals(JPEG)).toBe(true);
    const video = await api(server, `/api/videos/${id}`, { token: admin });
    expect(withoutToken(video.body.thumbnail as string)).toBe(withoutToken(secondUrl));
    expect(await storage.exists(firstKey as string)).toBe(false);

    const refused = await send(`/api/videos/${id}/thumbnails`, admin, {
      file: { name: 'c.png', content: Buffer.from('text') },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ file: [UPLOAD_MESSAGES.typeNotAccepted('c.png', 'png')] });
    const pdf = await send(`/api/videos/${id}/thumbnails`, admin, { file: { name: 'c.pdf', content: PDF } });
    expect(pdf.body.errors).toEqual({ file: [UPLOAD_MESSAGES.typeNotAccepted('c.pdf', 'pdf')] });
    const none = await send(`/api/videos/${id}/thumbnails`, admin, {});
    expect(none.body.errors).toEqual({ file: [VIDEO_ASSET_TEXTS.fileRequired] });
    const after = (await api(server, `/api/videos/${id}`, { token: admin })).body.thumbnail as string;
    expect(withoutToken(after)).toBe(withoutToken(secondUrl));
  });

  it('captures a real frame of the video as the thumbnail', async () => {
    const id = await addVideo(own);
    const answer = await api<{ thumbnail: string }>(server, `/api/videos/${id}/thumbnails/capture-frame`, {
      token: people['company-admin'].token,
      method: 'POST',
      body: { time: 1.5 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.thumbnail).toMatch(signedThumbnail(id));
    expect(await thumbnailKeyOf(id)).toMatch(new RegExp(`^public/thumbnails/${id}-[0-9a-f]+\\.jpg$`));
    const response = await fetch(local(answer.body.thumbnail));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const file = path.join(folder, `${id}.jpg`);
    await writeFile(file, bytes);
    const { stdout } = await run(ffprobe, [
      ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,width,height'],
      ...['-of', 'json', file],
    ]);
    expect(JSON.parse(stdout).streams[0]).toEqual({ codec_name: 'mjpeg', width: 320, height: 180 });
    const shown = (await api(server, `/api/videos/${id}`, { token: admin })).body.thumbnail as string;
    expect(withoutToken(shown)).toBe(withoutToken(answer.body.thumbnail));

    // The very end of the video still gives a frame.
    const end = await api(server, `/api/videos/${id}/thumbnails/capture-frame`, {
      token: admin,
      method: 'POST',
      body: { time: 3 },
    });
    expect(end.status).toBe(200);
  });

  it('refuses a time outside the video and a video that is not processed', async () => {
    const route = `/api/videos/${videoId}/thumbnails/capture-frame`;
    const late = await api(server, route, { token: admin, method: 'POST', body: { time: 3.5 } });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ time: ['Value is out of allowed range (0 - 3)'] });
    const negative = await api(server, route, { token: admin, method: 'POST', body: { time: -1 } });
    expect(negative.body.errors).toEqual({ time: ['Value is out of allowed range (0 - unlimited)'] });
    const missing = await api(server, route, { token: admin, method: 'POST', body: {} });
    expect(missing.body.errors).toEqual({ time: ['The time is required.'] });
    const pending = await addVideo(own, { withSource: false });
    const early = await api(server, `/api/videos/${pending}/thumbnails/capture-frame`, {
      token: admin,
      method: 'POST',
      body: { time: 0 },
    });
    expect(early.status).toBe(425);
    expect(early.body.message).toBe(VIDEO_ASSET_TEXTS.notProcessed);
  });
});

interface SubtitleBody {
  id: string;
  is_default: boolean;
  url: string;
  language: string | null;
  label: string | null;
}

describe('subtitles', () => {
  it('converts .srt to WebVTT for the player and keeps a .vtt as sent', async () => {
    const id = await addVideo(own);
    const srt = await send(`/api/videos/${id}/subtitles`, admin, {
      fields: { language: 'nl', label: 'Nederlands' },
      file: { name: 'dutch.srt', content: SRT },
    });
    expect(srt.status).toBe(200);
    expect(srt.body).toMatchObject({ name: 'dutch.srt', language: 'nl', label: 'Nederlands', is_default: false });
    expect(srt.body.url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/view/${id}/subtitles/${srt.body.id}\\?token=\\d+\\.[\\w-]+$`),
    );
    const served = await fetch(local(srt.body.url as string));
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toBe(
      'WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nHello &amp; bye\n\n00:00:03.000 --> 00:00:04.000\nSecond line\n',
    );
    const vtt = await send(`/api/videos/${id}/subtitles`, admin, { file: { name: 'english.vtt', content: VTT } });
    expect(vtt.status).toBe(200);
    expect(await (await fetch(local(vtt.body.url as string))).text()).toBe(VTT.toString());
  });

  it('keeps at most one default subtitle and refuses to delete it', async () => {
    const id = await addVideo(own);
    const route = `/api/videos/${id}/subtitles`;
    const add = async (name: string, fields: Record<string, string> = {}) =>
      (await send(route, admin, { fields, file: { name, content: VTT } })).body as unknown as SubtitleBody;
    const a = await add('a.vtt', { is_default: '1' });
    const b = await add('b.vtt');
    expect(a.is_default).toBe(true);
    const c = await add('c.vtt', { is_default: 'true' });
    const defaults = async () => {
      const list = await api<{ subtitles: SubtitleBody[] }>(server, route, { token: people['read-only'].token });
      return list.body.subtitles.filter((s) => s.is_default).map((s) => s.id);
    };
    expect(await defaults()).toEqual([c.id]);

    const put = await api<SubtitleBody>(server, `${route}/${b.id}`, {
      token: people.editor.token,
      method: 'PUT',
      body: { is_default: true, language: 'en', label: 'English' },
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: b.id, is_default: true, language: 'en', label: 'English' });
    expect(await defaults()).toEqual([b.id]);

    const refused = await api(server, `${route}/${b.id}`, { token: admin, method: 'DELETE' });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(VIDEO_ASSET_TEXTS.cannotDeleteDefaultSubtitle);
    expect(refused.body.errors).toEqual({ is_default: [VIDEO_ASSET_TEXTS.cannotDeleteDefaultSubtitle] });

    const off = await api<SubtitleBody>(server, `${route}/${b.id}`, {
      token: admin,
      method: 'PUT',
      body: { is_default: 0 },
    });
    expect(off.body).toMatchObject({ is_default: false, language: 'en', label: 'English' });
    expect(await defaults()).toEqual([]);
    expect((await api(server, `${route}/${b.id}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    expect((await api(server, `${route}/${a.id}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    expect((await fetch(local(a.url))).status).toBe(404);
    const list = await api<{ subtitles: SubtitleBody[] }>(server, route, { token: admin });
    expect(list.body.subtitles.map((s) => s.id)).toEqual([c.id]);
  });

  it('refuses other types and files that cannot be read, saving nothing', async () => {
    const id = await addVideo(own);
    const route = `/api/videos/${id}/subtitles`;
    const cases: [FormFile | undefined, string][] = [
      [undefined, VIDEO_ASSET_TEXTS.fileRequired],
      [{ name: 'subs.txt', content: SRT }, UPLOAD_MESSAGES.typeNotAccepted('subs.txt', 'txt')],
      [
        { name: 'broken.srt', content: Buffer.from('just some words\nand more') },
        VIDEO_ASSET_TEXTS.subtitleUnreadable('broken.srt'),
      ],
      [{ name: 'broken.vtt', content: SRT }, VIDEO_ASSET_TEXTS.subtitleUnreadable('broken.vtt')],
      [{ name: 'binary.srt', content: PNG }, UPLOAD_MESSAGES.typeNotAccepted('binary.srt', 'srt')],
    ];
    for (const [file, message] of cases) {
      const answer = await send(route, admin, { file });
      expect(answer.status, message).toBe(422);
      expect(answer.body.errors).toEqual({ file: [message] });
    }
    const long = await send(route, admin, {
      fields: { label: 'x'.repeat(101) },
      file: { name: 'ok.vtt', content: VTT },
    });
    expect(long.body.errors).toEqual({ label: ['cannot be longer than 100 characters'] });
    expect((await api<{ subtitles: unknown[] }>(server, route, { token: admin })).body.subtitles).toEqual([]);
    expect(await filesOf(id)).toEqual([]);
  });
});

describe('signed addresses of the console', () => {
  it('end at the start of the current hour plus two hours', () => {
    const at = (time: string) => consoleMediaExpiry(new Date(time)) * 1000;
    expect(at('2030-05-01T10:00:00Z')).toBe(Date.parse('2030-05-01T12:00:00Z'));
    expect(at('2030-05-01T10:20:31.500Z')).toBe(Date.parse('2030-05-01T12:00:00Z'));
    expect(at('2030-05-01T10:59:59.999Z')).toBe(Date.parse('2030-05-01T12:00:00Z'));
    expect(at('2030-05-01T11:00:00Z')).toBe(Date.parse('2030-05-01T13:00:00Z'));
  });

  it('serve the thumbnail and subtitles of the console answers; the plain files are not served', async () => {
    const bucket = consoleMediaExpiry();
    const id = await addVideo(own);
    expect((await send(`/api/videos/${id}/thumbnails`, admin, { file: { name: 'a.png', content: PNG } })).status).toBe(
      200,
    );
    const added = await send(`/api/videos/${id}/subtitles`, admin, { file: { name: 'english.vtt', content: VTT } });
    expect(added.status).toBe(200);
    const answers = async () => {
      const video = await api<{ thumbnail: string }>(server, `/api/videos/${id}`, { token: admin });
      const list = await api<{ items: { id: string; thumbnail: string }[] }>(server, `/api/videos?quickSearch=${id}`, {
        token: people['read-only'].token,
      });
      const subtitles = await api<{ subtitles: SubtitleBody[] }>(server, `/api/videos/${id}/subtitles`, {
        token: admin,
      });
      return {
        thumbnail: video.body.thumbnail,
        listed: list.body.items.find((item) => item.id === id)?.thumbnail,
        subtitle: subtitles.body.subtitles[0].url,
      };
    };
    const first = await answers();
    expect(first.thumbnail).toMatch(signedThumbnail(id));
    expect(first.subtitle).toBe(added.body.url);
    expect(JSON.stringify(first)).not.toContain('/media/');
    const second = await answers();
    if (consoleMediaExpiry() === bucket) {
      // Within one hour every answer carries the same addresses, so the browser keeps the files.
      expect(first.listed).toBe(first.thumbnail);
      expect(second).toEqual(first);
      expect(new URL(first.thumbnail).searchParams.get('token')?.split('.')[0]).toBe(String(bucket));
    }

    const image = await fetch(local(first.thumbnail));
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    const subtitle = await fetch(local(first.subtitle));
    expect(subtitle.status).toBe(200);
    expect(await subtitle.text()).toBe(VTT.toString());
    for (const response of [image, subtitle]) {
      const maxAge = Number(/^private, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1]);
      expect(maxAge).toBeGreaterThan(0);
      expect(maxAge).toBeLessThanOrEqual(2 * 3600);
    }

    // The stored files are still under public/, but /media/ does not serve them.
    const thumbnailKey = (await thumbnailKeyOf(id)) as string;
    const [subtitleRow] = await server.db.select().from(videoSubtitles).where(eq(videoSubtitles.videoId, id));
    expect(thumbnailKey).toMatch(/^public\/thumbnails\//);
    expect(subtitleRow.storageKey).toMatch(/^public\/subtitles\//);
    for (const key of [thumbnailKey, subtitleRow.storageKey]) {
      expect(await storage.exists(key)).toBe(true);
      const plain = await fetch(new URL(`/media/${key}`, server.baseUrl));
      expect(plain.status, key).toBe(404);
      expect(plain.headers.get('cache-control') ?? '').not.toContain('immutable');
    }

    for (const address of [first.thumbnail, first.subtitle]) {
      const url = new URL(local(address));
      const token = url.searchParams.get('token') as string;
      const [expires, signature] = token.split('.');
      const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      for (const forged of [`${expires}.${flipped}`, `${Number(expires) + 3600}.${signature}`, '']) {
        const tampered = new URL(url);
        tampered.searchParams.set('token', forged);
        const refused = await fetch(tampered);
        expect(refused.status, forged).toBe(403);
        expect(refused.headers.get('cache-control')).toBe('no-store');
      }
      // A token is good for its own path only.
      const elsewhere = new URL(url);
      elsewhere.pathname = url.pathname.replace(id, otherVideoId);
      expect((await fetch(elsewhere)).status).toBe(403);
    }

    // Once the video is deleted its addresses find nothing.
    expect((await api(server, `/api/videos/${id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    expect((await fetch(local(first.thumbnail))).status).toBe(404);
    expect((await fetch(local(first.subtitle))).status).toBe(404);
  });

  it('keeps the logos and backgrounds under public/ served at /media/', async () => {
    const key = `public/libraries/${own.libraryId}/logo-feed01.png`;
    await storage.put(key, PNG);
    const logo = await fetch(new URL(`/media/${key}`, server.baseUrl));
    expect(logo.status).toBe(200);
    expect(logo.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await storage.remove(key);
  });
});

describe('transcripts', () => {
  it('adds .txt, .doc, .docx and .pdf files, downloads and deletes them', async () => {
    const id = await addVideo(own);
    const route = `/api/videos/${id}/transcripts`;
    const ids: string[] = [];
    for (const [name, content] of [
      ['words.txt', Buffer.from('Transcript: hello world\n')],
      ['words.doc', DOC],
      ['words.docx', DOCX],
      ['words.pdf', PDF],
    ] as const) {
      const answer = await send(route, people['system-admin'].token, { file: { name, content } });
      expect(answer.status, name).toBe(200);
      expect(answer.body.name).toBe(name);
      ids.push(answer.body.id as string);
    }
    const list = await api<{ transcripts: { id: string; url: string }[] }>(server, route, {
      token: people.uploader.token,
    });
    expect(list.body.transcripts.map((t) => t.id)).toEqual(ids);
    const text = await fetch(local(list.body.transcripts[0].url));
    expect(text.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await text.text()).toBe('Transcript: hello world\n');

    const refused = await send(route, admin, { file: { name: 'words.pdf', content: PNG } });
    expect(refused.body.errors).toEqual({ file: [UPLOAD_MESSAGES.typeNotAccepted('words.pdf', 'pdf')] });
    const image = await send(route, admin, { file: { name: 'words.png', content: PNG } });
    expect(image.body.errors).toEqual({ file: [UPLOAD_MESSAGES.typeNotAccepted('words.png', 'png')] });
    const binary = await send(route, admin, { file: { name: 'words.txt', content: Buffer.from([0x41, 0x00, 0x42]) } });
    expect(binary.body.errors).toEqual({ file: [UPLOAD_MESSAGES.typeNotAccepted('words.txt', 'txt')] });
    expect(await filesOf(id)).toHaveLength(4);

    for (const transcript of ids) {
      expect((await api(server, `${route}/${transcript}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    }
    expect((await api<{ transcripts: unknown[] }>(server, route, { token: admin })).body.transcripts).toEqual([]);
    expect(await filesOf(id)).toEqual([]);
  });
});

describe('chapters', () => {
  it('adds chapters ("New Chapter" by default), sorts, updates and deletes them', async () => {
    const id = await addVideo(own);
    const route = `/api/videos/${id}/chapters`;
    const first = await api(server, route, { token: admin, method: 'POST', body: {} });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ offset: 0, value: VIDEO_ASSET_TEXTS.newChapter });
    const late = await api(server, route, { token: admin, method: 'POST', body: { offset: 2.5, value: 'Outro' } });
    const middle = await api(server, route, { token: admin, method: 'POST', body: { offset: 1.2, value: ' Middle ' } });
    expect(middle.body).toMatchObject({ offset: 1.2, value: 'Middle' });
    const list = await api<{ chapters: { _id: string; value: string }[] }>(server, route, {
      token: people.uploader.token,
    });
    expect(list.body.chapters.map((c) => c.value)).toEqual(['New Chapter', 'Middle', 'Outro']);

    const moved = await api(server, `${route}/${late.body._id}`, {
      token: admin,
      method: 'PUT',
      body: { offset: 0.5 },
    });
    expect(moved.body).toMatchObject({ _id: late.body._id, offset: 0.5, value: 'Outro' });
    const renamed = await api(server, `${route}/${late.body._id}`, {
      token: admin,
      method: 'PUT',
      body: { value: '' },
    });
    expect(renamed.body).toMatchObject({ offset: 0.5, value: VIDEO_ASSET_TEXTS.newChapter });

    for (const body of [{ offset: 3.1 }, { offset: 10, value: 'x' }]) {
      const refused = await api(server, route, { token: admin, method: 'POST', body });
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toEqual({ offset: ['Value is out of allowed range (0 - 3)'] });
    }
    const tooLate = await api(server, `${route}/${middle.body._id}`, {
      token: admin,
      method: 'PUT',
      body: { offset: 4 },
    });
    expect(tooLate.body.errors).toEqual({ offset: ['Value is out of allowed range (0 - 3)'] });
    const negative = await api(server, route, { token: admin, method: 'POST', body: { offset: -1 } });
    expect(negative.body.errors).toEqual({ offset: ['Value is out of allowed range (0 - unlimited)'] });
    const long = await api(server, route, { token: admin, method: 'POST', body: { value: 'x'.repeat(256) } });
    expect(long.body.errors).toEqual({ value: ['cannot be longer than 255 characters'] });
    expect((await api<{ chapters: unknown[] }>(server, route, { token: admin })).body.chapters).toHaveLength(3);

    expect((await api(server, `${route}/${middle.body._id}`, { token: admin, method: 'DELETE' })).status).toBe(204);
    const elsewhere = await api(server, `/api/videos/${videoId}/chapters/${first.body._id}`, {
      token: admin,
      method: 'DELETE',
    });
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body.message).toBe(VIDEO_ASSET_TEXTS.chapterNotFound);
    expect((await api<{ chapters: unknown[] }>(server, route, { token: admin })).body.chapters).toHaveLength(2);
  });
});

describe('permissions', () => {
  const writes = (id: string): [string, (token: string) => Promise<{ status: number }>][] => {
    const missing = '00000000-0000-4000-8000-000000000000';
    return [
      [
        'POST quitclaims',
        (token) => send(`/api/videos/${id}/quitclaims`, token, quitclaimForm({ name: 'q.pdf', content: PDF })),
      ],
      [
        'PUT quitclaim',
        (token) =>
          api(server, `/api/videos/${id}/quitclaims/${missing}`, {
            token,
            method: 'PUT',
            body: { person_name: 'A', copyright_end_at: '2030-01-01' },
          }),
      ],
      [
        'DELETE quitclaim',
        (token) => api(server, `/api/videos/${id}/quitclaims/${missing}`, { token, method: 'DELETE' }),
      ],
      [
        'POST thumbnails',
        (token) => send(`/api/videos/${id}/thumbnails`, token, { file: { name: 't.png', content: PNG } }),
      ],
      [
        'POST subtitles',
        (token) => send(`/api/videos/${id}/subtitles`, token, { file: { name: 's.vtt', content: VTT } }),
      ],
      [
        'PUT subtitle',
        (token) =>
          api(server, `/api/videos/${id}/subtitles/${missing}`, { token, method: 'PUT', body: { is_default: true } }),
      ],
      [
        'DELETE subtitle',
        (token) => api(server, `/api/videos/${id}/subtitles/${missing}`, { token, method: 'DELETE' }),
      ],
      [
        'POST transcripts',
        (token) =>
          send(`/api/videos/${id}/transcripts`, token, { file: { name: 't.txt', content: Buffer.from('hi') } }),
      ],
      [
        'DELETE transcript',
        (token) => api(server, `/api/videos/${id}/transcripts/${missing}`, { token, method: 'DELETE' }),
      ],
      [
        'POST chapters',
        (token) => api(server, `/api/videos/${id}/chapters`, { token, method: 'POST', body: { offset: 1 } }),
      ],
      [
        'PUT chapter',
        (token) => api(server, `/api/videos/${id}/chapters/${missing}`, { token, method: 'PUT', body: { offset: 1 } }),
      ],
      ['DELETE chapter', (token) => api(server, `/api/videos/${id}/chapters/${missing}`, { token, method: 'DELETE' })],
    ];
  };
  const reads = ['quitclaims', 'subtitles', 'transcripts', 'chapters'];

  /** Writes on the own company's video: managing roles pass (an unknown item is 404), the rest 403. */
  const ownWrite: Record<RoleSlug, 'ok' | 403> = {
    'super-admin': 'ok',
    'system-admin': 'ok',
    'company-admin': 'ok',
    editor: 'ok',
    'read-only': 403,
    uploader: 403,
  };
  /** Another company's video: platform roles reach it; others get 404, or 403 without the permission at all. */
  const otherWrite: Record<RoleSlug, 'ok' | 403 | 404> = {
    'super-admin': 'ok',
    'system-admin': 'ok',
    'company-admin': 404,
    editor: 404,
    'read-only': 403,
    uploader: 403,
  };
  const otherRead: Record<RoleSlug, 200 | 404> = {
    'super-admin': 200,
    'system-admin': 200,
    'company-admin': 404,
    editor: 404,
    'read-only': 404,
    uploader: 404,
  };

  it.each(ALL_ROLES)('%s: reads and writes per role', async (role) => {
    const token = people[role].token;
    for (const [video, writeTable, readTable] of [
      [videoId, ownWrite, { [role]: 200 } as Record<RoleSlug, number>],
      [otherVideoId, otherWrite, otherRead],
    ] as const) {
      for (const what of reads) {
        const answer = await api(server, `/api/videos/${video}/${what}`, { token });
        expect(answer.status, `GET ${what}`).toBe(readTable[role]);
      }
      for (const [name, call] of writes(video)) {
        const { status } = await call(token);
        const expected = writeTable[role];
        if (expected === 'ok') {
          // Adds succeed; changes to an unknown item answer that the item was not found.
          expect([200, 204, 404], name).toContain(status);
          if (name.startsWith('POST')) expect(status, name).toBe(200);
        } else {
          expect(status, name).toBe(expected);
        }
      }
    }
  });

  it('answers 401 without a token', async () => {
    expect((await api(server, `/api/videos/${videoId}/chapters`)).status).toBe(401);
    expect(
      (await send(`/api/videos/${videoId}/quitclaims`, undefined, quitclaimForm({ name: 'q.pdf', content: PDF })))
        .status,
    ).toBe(401);
  });

  it('a 403 or 404 stores nothing', async () => {
    const id = await addVideo(other);
    await send(`/api/videos/${id}/quitclaims`, people.editor.token, quitclaimForm({ name: 'q.pdf', content: PDF }));
    await send(`/api/videos/${id}/subtitles`, people['read-only'].token, { file: { name: 's.vtt', content: VTT } });
    expect(await filesOf(id)).toEqual([]);
  });
});

describe('removing a video', () => {
  it('removeVideoAssets deletes the rows and files; deleting the row cascades', async () => {
    const id = await addVideo(own);
    await send(`/api/videos/${id}/quitclaims`, admin, quitclaimForm({ name: 'q.pdf', content: PDF }));
    await send(`/api/videos/${id}/subtitles`, admin, { file: { name: 's.vtt', content: VTT } });
    await send(`/api/videos/${id}/transcripts`, admin, { file: { name: 't.txt', content: Buffer.from('hi') } });
    await api(server, `/api/videos/${id}/chapters`, { token: admin, method: 'POST', body: { offset: 1 } });
    expect(await filesOf(id)).toHaveLength(3);
    await removeVideoAssets({ db: server.db, storage }, id);
    expect(await filesOf(id)).toEqual([]);
    for (const table of [videoQuitclaims, videoSubtitles, videoTranscripts, videoChapters]) {
      expect(await server.db.select().from(table).where(eq(table.videoId, id))).toEqual([]);
    }

    const second = await addVideo(own);
    await api(server, `/api/videos/${second}/chapters`, { token: admin, method: 'POST', body: { offset: 1 } });
    await send(`/api/videos/${second}/transcripts`, admin, { file: { name: 't.txt', content: Buffer.from('hi') } });
    await server.db.delete(videos).where(eq(videos.id, second));
    expect(await server.db.select().from(videoChapters).where(eq(videoChapters.videoId, second))).toEqual([]);
    expect(await server.db.select().from(videoTranscripts).where(eq(videoTranscripts.videoId, second))).toEqual([]);
  });

  it('DELETE /api/videos/{id} removes the files of its assets too', async () => {
    const id = await addVideo(own);
    await send(`/api/videos/${id}/quitclaims`, admin, quitclaimForm({ name: 'q.pdf', content: PDF }));
    await send(`/api/videos/${id}/subtitles`, admin, { file: { name: 's.vtt', content: VTT } });
    await send(`/api/videos/${id}/transcripts`, admin, { file: { name: 't.txt', content: Buffer.from('hi') } });
    expect(await filesOf(id)).toHaveLength(3);
    expect((await api(server, `/api/videos/${id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    expect(await filesOf(id)).toEqual([]);
  });
});

describe('API reference', () => {
  it('lists every asset route', async () => {
    const document = await api<{ paths: Record<string, Record<string, unknown>> }>(server, '/api/docs/json');
    const routes = Object.entries(document.body.paths)
      .filter(([route]) => /^\/api\/videos\/\{id\}\/(quitclaims|thumbnails|subtitles|transcripts|chapters)/.test(route))
      .flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`))
      .sort();
    expect(routes).toEqual(
      [
        'GET /api/videos/{id}/quitclaims',
        'POST /api/videos/{id}/quitclaims',
        'PUT /api/videos/{id}/quitclaims/{quitclaimId}',
        'DELETE /api/videos/{id}/quitclaims/{quitclaimId}',
        'GET /api/videos/{id}/quitclaims/{quitclaimId}/download',
        'POST /api/videos/{id}/thumbnails',
        'POST /api/videos/{id}/thumbnails/capture-frame',
        'GET /api/videos/{id}/subtitles',
        'POST /api/videos/{id}/subtitles',
        'PUT /api/videos/{id}/subtitles/{subtitleId}',
        'DELETE /api/videos/{id}/subtitles/{subtitleId}',
        'GET /api/videos/{id}/transcripts',
        'POST /api/videos/{id}/transcripts',
        'DELETE /api/videos/{id}/transcripts/{transcriptId}',
        'GET /api/videos/{id}/transcripts/{transcriptId}/download',
        'GET /api/videos/{id}/chapters',
        'POST /api/videos/{id}/chapters',
        'PUT /api/videos/{id}/chapters/{chapterId}',
        'DELETE /api/videos/{id}/chapters/{chapterId}',
      ].sort(),
    );
  });
});

describe('subtitle formats', () => {
  it('reads SubRip and WebVTT and refuses broken files', () => {
    expect(parseSrt('1\n00:00:01,5 --> 00:01:02,250\nA\nB\n')).toEqual([{ start: 1.5, end: 62.25, text: 'A\nB' }]);
    expect(parseWebVtt('WEBVTT - title\n\n01:02.000 --> 1:01:02.000\nx')).toEqual([
      { start: 62, end: 3662, text: 'x' },
    ]);
    expect(toWebVtt([{ start: 3723.5, end: 3724, text: '<i>a</i> < b {\\an8}' }])).toBe(
      'WEBVTT\n\n01:02:03.500 --> 01:02:04.000\n<i>a</i> &lt; b\n',
    );
    for (const broken of [
      '',
      'WEBVTT\n\nno timing here',
      '1\n00:00:02,000 --> 00:00:01,000\nx',
      'x\n00:00 --> 00:01\ny',
    ]) {
      expect(() => (broken.startsWith('WEBVTT') ? parseWebVtt(broken) : parseSrt(broken))).toThrow(SubtitleFormatError);
    }
  });
});
