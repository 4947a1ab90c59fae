import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { api, type TestServer } from './test-server.ts';

const run = promisify(execFile);
export const MiB = 1048576;

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
export const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** A real H.264/AAC mp4 of ~1.2 MB (lossless x264, so it is over 1 MiB): 640x360, 30 fps. */
export async function makeUploadVideo(folder: string, name: string, options: { seconds: number; source?: string }) {
  const file = path.join(folder, name);
  const source = options.source ?? 'testsrc2';
  await run('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${source}=size=640x360:rate=30:duration=${options.seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${options.seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-threads', '1', file],
  ]);
  return readFile(file);
}

type Server = Pick<TestServer, 'baseUrl'>;

export interface Started {
  session_id: string;
  end_offset: number;
  key: string;
  video_id: string;
}

export const startUpload = (server: Server, token: string, body: Record<string, unknown>, base = '/api/upload/chunk') =>
  api<Started & { message?: string; errors?: Record<string, string[]> }>(server, `${base}/start`, {
    token,
    method: 'POST',
    body,
  });

/** Sends one chunk as multipart (fields first, then the file field `chunk`). */
export async function sendChunk(
  server: Server,
  token: string,
  started: Pick<Started, 'session_id' | 'key'>,
  offset: number,
  bytes: Uint8Array,
  base = '/api/upload/chunk',
) {
  const form = new FormData();
  form.append('session_id', started.session_id);
  form.append('start_offset', String(offset));
  form.append('key', started.key);
  form.append('chunk', new Blob([new Uint8Array(bytes)]), 'blob');
  const response = await fetch(new URL(base, server.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

/** Uploads the rest of the file from `from` in 1 MiB chunks; answers the parts for finish. */
export async function sendAll(server: Server, token: string, started: Started, file: Buffer, from = 0, base?: string) {
  const parts: { PartNumber: number; ETag: string }[] = [];
  for (let offset = from; offset < file.length; offset += MiB) {
    const answer = await sendChunk(server, token, started, offset, file.subarray(offset, offset + MiB), base);
    if (answer.status !== 200) throw new Error(`chunk at ${offset}: ${answer.status} ${JSON.stringify(answer.body)}`);
    parts.push(answer.body as { PartNumber: number; ETag: string });
  }
  return parts;
}

export const finishUpload = (
  server: Server,
  token: string,
  started: Started,
  parts: { PartNumber: number; ETag: string }[],
  name: string,
  base = '/api/upload/chunk',
) =>
  api<{ video_id: string }>(server, `${base}/finish`, {
    token,
    method: 'POST',
    body: {
      session_id: started.session_id,
      parts,
      mime_type: 'video/mp4',
      key: started.key,
      video_id: started.video_id,
      name,
    },
  });

/** GET with a bearer token (or none), as bytes. */
export async function getBytes(url: string, token?: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}
