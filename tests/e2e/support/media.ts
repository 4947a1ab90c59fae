import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { callApi } from './api.ts';

const run = promisify(execFile);

/** A 640x360 H.264/AAC clip of `seconds` at a fixed 4 Mbit/s, so that it is above the 1 MiB minimum. */
export async function makeClip(file: string, seconds = 3, size = '640x360'): Promise<string> {
  await run(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=25:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...['-b:v', '4M', '-minrate', '4M', '-maxrate', '4M', '-bufsize', '2M'],
    ...['-c:a', 'aac', '-threads', '1', file],
  ]);
  return file;
}

/** Uploads a file through the chunk protocol in one chunk, as the console's engine does; answers the video id. */
export async function uploadViaApi(baseUrl: string, token: string, file: string, library: number): Promise<string> {
  const bytes = readFileSync(file);
  const name = path.basename(file);
  const start = await callApi<{ session_id: string; key: string; video_id: string }>(
    baseUrl,
    token,
    'POST',
    '/api/upload/chunk/start',
    { mime_type: 'video/mp4', size: bytes.length, name, library },
  );
  const form = new FormData();
  form.append('session_id', start.session_id);
  form.append('start_offset', '0');
  form.append('key', start.key);
  form.append('chunk', new Blob([bytes], { type: 'video/mp4' }), name);
  const response = await fetch(`${baseUrl}/api/upload/chunk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`chunk: ${response.status} ${await response.text()}`);
  const part = (await response.json()) as { ETag: string; PartNumber: number };
  const finished = await callApi<{ video_id: string }>(baseUrl, token, 'POST', '/api/upload/chunk/finish', {
    session_id: start.session_id,
    parts: [part],
    mime_type: 'video/mp4',
    key: start.key,
    video_id: start.video_id,
    name,
  });
  return finished.video_id;
}

/**
 * A company and a library of its own, and a file uploaded into it; with `ready`, waits (up to 90 s)
 * until the video has been processed. Answers the ids.
 */
export async function uploadToNewLibrary(
  baseUrl: string,
  token: string,
  file: string,
  names: { company: string; library: string; ready?: boolean },
): Promise<{ companyId: number; libraryId: number; videoId: string }> {
  const call = <T>(method: string, route: string, body?: unknown) => callApi<T>(baseUrl, token, method, route, body);
  const company = await call<{ id: number }>('POST', '/api/companies', {
    company_name: names.company,
    email_address: `info@${names.company.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.test`,
  });
  const library = await call<{ id: number }>('POST', '/api/libraries', { name: names.library, company_id: company.id });
  const videoId = await uploadViaApi(baseUrl, token, file, library.id);
  if (names.ready) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const { status } = await call<{ status: string }>('GET', `/api/videos/${videoId}`);
      if (status === 'ready') break;
      if (Date.now() > deadline) throw new Error(`The video is still ${status} after 90 s.`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  return { companyId: company.id, libraryId: library.id, videoId };
}
