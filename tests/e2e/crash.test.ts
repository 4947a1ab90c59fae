import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Client } from 'basic-ftp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  finishUpload,
  getBytes,
  MiB,
  sendAll,
  sendChunk,
  sha256,
  startUpload,
} from '../../packages/server/test/helpers/ingest.ts';
import { makeTestVideo } from '../../packages/server/test/helpers/media.ts';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { api, PUBLIC_URL } from '../../packages/server/test/helpers/test-server.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'crash.admin@example.test', password: 'correct horse battery staple 42' };
const FFMPEG = process.env.FFMPEG_PATH ?? 'ffmpeg';
const ENV = { REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password, PUBLIC_URL };

/**
 * The product killed at the worst moments (SIGKILL of the server and its ffmpeg, as a power cut
 * would): an upload resumes to the same bytes, an encoding is taken up again and completes, and
 * an aborted upload leaves nothing behind.
 */
describe('crashes: the server killed during an upload and during an encoding', () => {
  let server: RunningServer;
  let dataDir: string;
  let folder: string;
  let token: string;
  let library: number;
  let companyId: number;
  /** A video encoded by the first test, copied by a later one. */
  let readyId = '';

  const signedIn = async () => {
    token = (await signIn(server.url, ADMIN.email, ADMIN.password)).tokens.access_token;
  };
  const restart = async () => {
    await server.kill();
    server = await startProduct(ENV, { dataDir });
    await signedIn();
  };
  const target = () => ({ baseUrl: server.url });
  const videoOf = (id: string) =>
    api<{ status: string; duration: number | null }>(target(), `/api/videos/${id}`, { token });
  const encodingsOf = (id: string) =>
    api<{ height: number; ready: boolean; progress: number }[]>(target(), `/api/videos/${id}/encodings`, { token });
  const file = (name: string, size: number) => ({ name, size, mime_type: 'video/mp4', library, uploaded_by: 1 });

  async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 120_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}\n${server.output().slice(-3000)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-crash-'));
    server = await startProduct(ENV);
    dataDir = server.dataDir;
    await signedIn();
    const company = await api<{ id: number }>(target(), '/api/companies', {
      token,
      method: 'POST',
      body: { company_name: 'Crash Media', email_address: 'info@crash.test' },
    });
    expect(company.status).toBe(201);
    companyId = company.body.id;
    const created = await api<{ id: number }>(target(), '/api/libraries', {
      token,
      method: 'POST',
      body: { name: 'Raw', company_id: company.body.id },
    });
    expect(created.status).toBe(201);
    library = created.body.id;
  });

  afterAll(async () => {
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('resumes an upload after a kill to a byte-identical file', async () => {
    const video = readFileSync(
      await makeTestVideo(FFMPEG, path.join(folder, 'resume.mp4'), {
        width: 640,
        height: 360,
        seconds: 5,
        fps: 25,
        extra: ['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      }),
    );
    expect(video.length).toBeGreaterThan(2 * MiB);
    const start = await startUpload(target(), token, file('resume.mp4', video.length));
    expect(start.status).toBe(200);
    const first = await sendChunk(target(), token, start.body, 0, video.subarray(0, MiB));
    expect(first.status).toBe(200);

    await restart();

    const resumed = await startUpload(target(), token, file('resume.mp4', video.length));
    expect(resumed.body).toMatchObject({ session_id: start.body.session_id, end_offset: MiB });
    const rest = await sendAll(target(), token, resumed.body, video, resumed.body.end_offset);
    const finish = await finishUpload(target(), token, resumed.body, [first.body as never, ...rest], 'resume.mp4');
    expect(finish.status).toBe(200);
    const whole = await getBytes(`${server.url}/api/videos/${finish.body.video_id}/download`, token);
    expect(sha256(whole.bytes)).toBe(sha256(video));
    await until('the resumed upload to be encoded', async () =>
      (await videoOf(finish.body.video_id)).body.status === 'ready' ? true : undefined,
    );
    readyId = finish.body.video_id;
  });

  it('completes a finish cut short by a kill, at the next start and on the retried call', async () => {
    const video = readFileSync(path.join(folder, 'resume.mp4'));
    for (const point of ['upload.finish.marked', 'upload.finish.joined']) {
      await server.kill();
      server = await startProduct({ ...ENV, REELBASE_FAILPOINTS: point }, { dataDir });
      await signedIn();
      const name = `${point}.mp4`;
      const start = await startUpload(target(), token, file(name, video.length));
      const parts = await sendAll(target(), token, start.body, video);
      // The server dies inside the finish: the call gets no answer.
      await expect(finishUpload(target(), token, start.body, parts, name)).rejects.toThrow();
      // Killed before the join: what a join killed half-way would leave next to the source.
      const source = path.join(dataDir, 'media', start.body.key);
      if (point === 'upload.finish.marked') {
        mkdirSync(path.dirname(source), { recursive: true });
        writeFileSync(`${source}.1.2.partial`, 'half a file');
      }
      await restart();
      expect(server.output()).toContain('interrupted while finishing were completed');
      const retried = await finishUpload(target(), token, start.body, parts, name);
      expect(retried.status, JSON.stringify(retried.body)).toBe(200);
      expect(retried.body.video_id).toBe(start.body.video_id);
      const whole = await getBytes(`${server.url}/api/videos/${start.body.video_id}/download`, token);
      expect(sha256(whole.bytes)).toBe(sha256(video));
      await until('the finished upload to be encoded', async () =>
        (await videoOf(start.body.video_id)).body.status === 'ready' ? true : undefined,
      );
      expect(readdirSync(path.dirname(source)).filter((entry) => entry.endsWith('.partial'))).toEqual([]);
      expect(existsSync(path.join(dataDir, 'media', 'uploads', start.body.session_id))).toBe(false);
    }
  });

  it('takes an interrupted encoding up again after a kill and completes it', async () => {
    // 720p for 20 s: long enough to be killed in the middle of its two renditions.
    const video = readFileSync(
      await makeTestVideo(FFMPEG, path.join(folder, 'long.mp4'), { width: 1280, height: 720, seconds: 20, fps: 25 }),
    );
    const start = await startUpload(target(), token, file('long.mp4', video.length));
    const parts = await sendAll(target(), token, start.body, video);
    const finish = await finishUpload(target(), token, start.body, parts, 'long.mp4');
    expect(finish.status).toBe(200);
    const id = finish.body.video_id;

    await until('the encoding to be under way', async () => {
      const encodings = (await encodingsOf(id)).body;
      return Array.isArray(encodings) && encodings.some((e) => !e.ready && e.progress > 0) ? true : undefined;
    });
    await restart();
    expect((await videoOf(id)).body.status).toBe('processing');

    const done = await until('the encoding to complete after the restart', async () => {
      const encodings = (await encodingsOf(id)).body;
      return Array.isArray(encodings) && encodings.length === 2 && encodings.every((e) => e.ready)
        ? encodings
        : undefined;
    });
    expect(done.map((e) => e.height)).toEqual([360, 720]);
    const ready = (await videoOf(id)).body;
    expect(ready.status).toBe('ready');
    expect(ready.duration).toBeGreaterThan(19_000);
    expect(server.output()).toContain('interrupted by the last stop were queued again');
    const rendition = await getBytes(`${server.url}/api/videos/${id}/encodings/720/download`, token);
    expect(Buffer.from(rendition.bytes.subarray(4, 8)).toString('latin1')).toBe('ftyp');
  });

  /** Waits until a server that reached a failpoint has died. */
  const died = () =>
    until('the server to die at its failpoint', async () =>
      (await fetch(`${server.url}/api/health`).catch(() => null)) === null ? true : undefined,
    );
  /** Every file of a video's folder in the media storage, relative to it. */
  const filesOfVideo = (id: string) =>
    readdirSync(path.join(dataDir, 'media', 'companies', String(companyId), 'videos', id), { recursive: true })
      .map(String)
      .filter((entry) => entry.includes('.'))
      .sort();

  it('completes a copy killed half-way, with the same bytes and no stray files', async () => {
    expect(readyId).not.toBe('');
    await server.kill();
    server = await startProduct({ ...ENV, REELBASE_FAILPOINTS: 'video.files.copied' }, { dataDir });
    await signedIn();
    const other = await api<{ id: number }>(target(), '/api/libraries', {
      token,
      method: 'POST',
      body: { name: 'Copies', company_id: companyId },
    });
    expect(other.status).toBe(201);
    const copy = await api<{ id: string }>(target(), `/api/videos/${readyId}/copy`, {
      token,
      method: 'POST',
      body: { library: other.body.id },
    });
    expect(copy.status).toBe(202);
    await died();
    await restart();
    await until('the copy to be ready', async () =>
      (await videoOf(copy.body.id)).body.status === 'ready' ? true : undefined,
    );
    const original = await getBytes(`${server.url}/api/videos/${readyId}/download`, token);
    const copied = await getBytes(`${server.url}/api/videos/${copy.body.id}/download`, token);
    expect(sha256(copied.bytes)).toBe(sha256(original.bytes));
    const rendition = await getBytes(`${server.url}/api/videos/${copy.body.id}/encodings/360/download`, token);
    expect(Buffer.from(rendition.bytes.subarray(4, 8)).toString('latin1')).toBe('ftyp');
    // The redone copy wrote the same keys again: one source and one rendition, nothing half-written.
    const files = filesOfVideo(copy.body.id);
    expect(files.filter((name) => name.startsWith('source-'))).toHaveLength(1);
    expect(files.filter((name) => name.startsWith('encodings'))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('completes an FTP import killed after storing the file, with the same bytes and no stray files', async () => {
    const video = readFileSync(path.join(folder, 'resume.mp4'));
    await server.kill();
    server = await startProduct({ ...ENV, REELBASE_FAILPOINTS: 'ftp.import.stored' }, { dataDir, ftp: true });
    await signedIn();
    const client = new Client(10_000);
    try {
      await client.access({
        host: '127.0.0.1',
        port: server.ftpPort ?? 0,
        user: ADMIN.email,
        password: ADMIN.password,
      });
      await client.uploadFrom(Readable.from([video]), 'import.mp4');
    } finally {
      client.close();
    }
    const started = await api<{ video_id: string }>(target(), '/api/ftp/upload', {
      token,
      method: 'POST',
      body: { path: '/import.mp4', library },
    });
    expect(started.status).toBe(202);
    await died();
    await server.kill();
    server = await startProduct(ENV, { dataDir, ftp: true });
    await signedIn();
    const id = started.body.video_id;
    await until('the imported video to be ready', async () =>
      (await videoOf(id)).body.status === 'ready' ? true : undefined,
    );
    const whole = await getBytes(`${server.url}/api/videos/${id}/download`, token);
    expect(sha256(whole.bytes)).toBe(sha256(video));
    const files = filesOfVideo(id);
    expect(files.filter((name) => name.startsWith('source-'))).toHaveLength(1);
    expect(files.filter((name) => name.endsWith('.partial'))).toEqual([]);
  });

  it('leaves nothing of an aborted upload', async () => {
    const bytes = readFileSync(path.join(folder, 'long.mp4'));
    const start = await startUpload(target(), token, file('aborted.mp4', bytes.length));
    expect((await sendChunk(target(), token, start.body, 0, bytes.subarray(0, MiB))).status).toBe(200);
    const parts = path.join(dataDir, 'media', 'uploads', start.body.session_id);
    expect(existsSync(parts)).toBe(true);
    const abort = await api(target(), '/api/upload/chunk/abort', {
      token,
      method: 'POST',
      body: { key: start.body.key, session_id: start.body.session_id },
    });
    expect(abort.status).toBeLessThan(300);
    expect(existsSync(parts)).toBe(false);
    expect((await videoOf(start.body.video_id)).status).toBe(404);
    expect(readdirSync(path.join(dataDir, 'media', 'uploads'))).toEqual([]);
  });
});
