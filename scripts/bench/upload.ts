import { execFile, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, openAsBlob } from 'node:fs';
import { copyFile, mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createUploadEngine } from '../../packages/app/src/upload/engine.ts';
import type { UploadFile } from '../../packages/app/src/upload/types.ts';
import { signIn } from '../../packages/server/test/helpers/oidc-client.ts';
import { api, PUBLIC_URL } from '../../packages/server/test/helpers/test-server.ts';
import { startProduct } from '../../tests/e2e/support/server.ts';

const run = promisify(execFile);
const MiB = 1048576;
const SIZE = Number(process.env.BENCH_UPLOAD_MIB ?? 1024) * MiB;
const ADMIN = { email: 'bench.upload@reelbase.test', password: 'bench upload password 1234' };

/** The process's resident set (VmRSS) or its peak (VmHWM), in MiB; null when /proc is not there. */
async function rssOf(pid: number, field: 'VmRSS' | 'VmHWM' = 'VmHWM'): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(status);
    return match ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * A file of `size` bytes that the server takes for a video: a short real mp4 (so the MIME check on
 * the bytes passes) followed by random filler.
 */
async function makeLargeVideo(folder: string, size: number): Promise<string> {
  const head = path.join(folder, 'head.mp4');
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=25:duration=2'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-movflags', '+faststart', head],
  ]);
  const file = path.join(folder, 'large.mp4');
  const headBytes = await readFile(head);
  const filler = Buffer.alloc(16 * MiB);
  for (let offset = 0; offset < filler.length; offset += 65536) {
    crypto.getRandomValues(filler.subarray(offset, offset + 65536));
  }
  const handle = await open(file, 'w');
  try {
    await handle.write(headBytes);
    let written = headBytes.length;
    while (written < size) {
      const piece = filler.subarray(0, Math.min(filler.length, size - written));
      await handle.write(piece);
      written += piece.length;
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return file;
}

/** Uploads the file with the console's upload engine (8 MiB chunks, 3 in flight) and waits for finish. */
async function uploadWithEngine(baseUrl: string, token: string, file: string, library: number): Promise<UploadFile> {
  const blob = await openAsBlob(file, { type: 'video/mp4' });
  const engine = createUploadEngine({
    baseUrl: `${baseUrl}/api/upload/chunk`,
    getToken: () => token,
    refreshToken: async () => null,
  });
  const id = engine.add(new File([blob], 'large.mp4', { type: 'video/mp4' }), { library, uploaded_by: 1 });
  return new Promise((resolve, reject) => {
    const check = () => {
      const entry = engine.getSnapshot().find((candidate) => candidate.id === id);
      if (entry?.status === 'success') resolve(entry);
      else if (entry?.status === 'error') reject(new Error(`The upload failed: ${entry.error}`));
    };
    engine.subscribe(check);
    check();
  });
}

/**
 * A tus server (@tus/server with @tus/file-store, the defaults) in its own process on loopback, as
 * the product's server runs in its own; answers its address and how to stop it.
 */
async function startTusServer(directory: string): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const code = `
    import http from 'node:http';
    import { Server } from '@tus/server';
    import { FileStore } from '@tus/file-store';
    const tus = new Server({ path: '/files', datastore: new FileStore({ directory: ${JSON.stringify(directory)} }) });
    const server = http.createServer((request, response) => tus.handle(request, response));
    server.listen(0, '127.0.0.1', () => console.log('listening ' + server.address().port));
    process.on('SIGTERM', () => server.close(() => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (piece: Buffer) => {
      output += piece.toString();
      const match = /listening (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`The tus server stopped (${code}): ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Uploads the file to the tus server: a creation POST, then PATCH requests of `chunkSize` bytes one after the other. */
async function uploadWithTus(baseUrl: string, file: string, chunkSize: number): Promise<void> {
  const blob = await openAsBlob(file);
  const created = await fetch(`${baseUrl}/files`, {
    method: 'POST',
    headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(blob.size) },
  });
  await created.arrayBuffer();
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`The tus creation answered ${created.status}`);
  const url = new URL(location, baseUrl);
  for (let offset = 0; offset < blob.size; offset += chunkSize) {
    const answer = await fetch(url, {
      method: 'PATCH',
      headers: {
        'Tus-Resumable': '1.0.0',
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: blob.slice(offset, offset + chunkSize),
    });
    await answer.arrayBuffer();
    if (answer.status !== 204) throw new Error(`The tus PATCH at ${offset} answered ${answer.status}`);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const rate = (bytes: number, ms: number) => `${(bytes / MiB / (ms / 1000)).toFixed(0)} MiB/s`;

/**
 * Upload throughput: a 1 GiB file through the chunk protocol on loopback into local storage (the
 * real server process, the console's upload engine), against a tus server receiving the same file
 * and a plain copy of the same bytes on the same disk, measured side by side in one run; with the
 * server's peak memory.
 */
export async function benchUpload() {
  const folder = await mkdtemp(path.join(tmpdir(), 'reelbase-bench-upload-'));
  const server = await startProduct({
    REELBASE_ADMIN_EMAIL: ADMIN.email,
    REELBASE_ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL,
    API_RATE_LIMIT: '1000000',
  });
  try {
    const token = (await signIn(server.url, ADMIN.email, ADMIN.password)).tokens.access_token;
    const target = { baseUrl: server.url };
    const company = await api<{ id: number }>(target, '/api/companies', {
      token,
      method: 'POST',
      body: { company_name: 'Bench Media', email_address: 'info@bench.test' },
    });
    const library = await api<{ id: number }>(target, '/api/libraries', {
      token,
      method: 'POST',
      body: { name: 'Bench', company_id: company.body.id },
    });
    if (library.status !== 201) throw new Error(`Could not create a library: ${JSON.stringify(library.body)}`);

    const source = await makeLargeVideo(folder, SIZE);
    const rssBefore = await rssOf(server.pid, 'VmRSS');
    const peakBefore = await rssOf(server.pid);

    // The plain copies of the same bytes on the same disk, before and after the upload.
    const copies: number[] = [];
    const streamed: number[] = [];
    const copyOnce = async (index: number) => {
      let t0 = performance.now();
      await copyFile(source, path.join(folder, `copy-${index}.mp4`));
      copies.push(performance.now() - t0);
      t0 = performance.now();
      await pipeline(createReadStream(source), createWriteStream(path.join(folder, `stream-${index}.mp4`)));
      streamed.push(performance.now() - t0);
      await rm(path.join(folder, `copy-${index}.mp4`));
      await rm(path.join(folder, `stream-${index}.mp4`));
    };

    await copyOnce(0);
    const t0 = performance.now();
    const uploaded = await uploadWithEngine(server.url, token, source, library.body.id);
    const uploadMs = performance.now() - t0;
    const peak = await rssOf(server.pid);

    // The same bytes to a tus server (@tus/server, @tus/file-store) with 8 MiB PATCH requests.
    const tus = await startTusServer(path.join(folder, 'tus'));
    let tusMs = 0;
    try {
      const t1 = performance.now();
      await uploadWithTus(tus.url, source, 8 * MiB);
      tusMs = performance.now() - t1;
    } finally {
      await tus.stop();
    }
    await rm(path.join(folder, 'tus'), { recursive: true, force: true });
    await copyOnce(1);

    const video = await api<{ size: number | null }>(target, `/api/videos/${uploaded.objectId}`, { token });
    const { size } = await stat(source);
    if (video.body.size !== size) throw new Error(`The stored video has ${video.body.size} bytes, not ${size}`);
    const copyMs = copies.reduce((a, b) => a + b, 0) / copies.length;
    const streamMs = streamed.reduce((a, b) => a + b, 0) / streamed.length;

    console.log(`## Upload throughput (${(SIZE / MiB).toFixed(0)} MiB, loopback, local storage)`);
    console.log(
      `- chunk protocol (console upload engine, 8 MiB chunks, 3 in flight, parts written in place, the file renamed on finish): ${seconds(uploadMs)}, ${rate(SIZE, uploadMs)}`,
    );
    console.log(
      `- tus (@tus/server + @tus/file-store, 8 MiB PATCH one after the other): ${seconds(tusMs)}, ${rate(SIZE, tusMs)}`,
    );
    console.log(`- chunk protocol / tus throughput: ${(tusMs / uploadMs).toFixed(2)}`);
    console.log(`- plain copy on the same disk (copyFile, mean of 2): ${seconds(copyMs)}, ${rate(SIZE, copyMs)}`);
    console.log(
      `- streamed copy on the same disk (read + write, mean of 2): ${seconds(streamMs)}, ${rate(SIZE, streamMs)}`,
    );
    console.log(
      `- upload time / copy time: ${(uploadMs / copyMs).toFixed(2)} (copyFile), ${(uploadMs / streamMs).toFixed(2)} (streamed)`,
    );
    console.log(
      `- server peak RSS: ${peak?.toFixed(0) ?? '?'} MiB (before the upload: RSS ${rssBefore?.toFixed(0) ?? '?'} MiB, peak since start ${peakBefore?.toFixed(0) ?? '?'} MiB)\n`,
    );
  } finally {
    await server.stop();
    await rm(folder, { recursive: true, force: true });
  }
}
