import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { RoleSlug } from '@reelbase/contract';
import { mediaDirOf } from '../../src/backbone.ts';
import { videos } from '../../src/db/schema.ts';
import type { CompanyFixture } from './admin.ts';
import { PUBLIC_URL, type TestServer } from './test-server.ts';

/** A processed video row of `seconds` length (no media: the editors' calls need only its duration). */
export async function addEditorVideo(server: TestServer, fixture: CompanyFixture, seconds = 10): Promise<string> {
  const [row] = await server.db
    .insert(videos)
    .values({
      libraryId: fixture.libraryId,
      title: 'Editor clip',
      mimeType: 'video/mp4',
      status: 'ready',
      durationMs: seconds * 1000,
      width: 320,
      height: 180,
    })
    .returning({ id: videos.id });
  return row.id;
}

/** Every stored file whose path names the video. */
export async function storedFilesOf(server: TestServer, id: string): Promise<string[]> {
  const root = mediaDirOf(server.config);
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file.includes(id));
}

export interface FormFile {
  name: string;
  content: Buffer;
  type?: string;
}

/** Sends a multipart form (text fields and an optional file in `file`). */
export async function sendForm(
  server: TestServer,
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

/** Fetches a signed address of an answer from the test server (the answers carry the public address). */
export const fetchSigned = (server: TestServer, url: string) => fetch(url.replace(PUBLIC_URL, server.baseUrl));

/** Writes on the own company's video: managing roles pass, the rest 403. */
export const OWN_WRITE: Record<RoleSlug, 'ok' | 403> = {
  'super-admin': 'ok',
  'system-admin': 'ok',
  'company-admin': 'ok',
  editor: 'ok',
  'read-only': 403,
  uploader: 403,
};
/** Another company's video: platform roles reach it; others get 404, or 403 without the permission at all. */
export const OTHER_WRITE: Record<RoleSlug, 'ok' | 403 | 404> = {
  'super-admin': 'ok',
  'system-admin': 'ok',
  'company-admin': 404,
  editor: 404,
  'read-only': 403,
  uploader: 403,
};
/** Reading another company's video: only the platform roles. */
export const OTHER_READ: Record<RoleSlug, 200 | 404> = {
  'super-admin': 200,
  'system-admin': 200,
  'company-admin': 404,
  editor: 404,
  'read-only': 404,
  uploader: 404,
};

export const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
export const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
