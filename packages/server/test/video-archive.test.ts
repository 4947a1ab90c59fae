import path from 'node:path';
import type { RoleSlug, VideoArchive } from '@reelbase/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videos } from '../src/db/schema.ts';
import { createLocalStorage } from '../src/storage/local-storage.ts';
import { archiveNames } from '../src/videos/video-archive.ts';
import { addCompanyFixture, type CompanyFixture, type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { api, createTestData, startTestServer, type TestData, type TestServer } from './helpers/test-server.ts';

let data: TestData;
let server: TestServer;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<RoleSlug, SignedInPerson>;
const ids: Record<string, string> = {};
const files: Record<string, Buffer> = {};

/** A video with a stored source file of its own bytes. */
async function addVideo(libraryId: number, title: string, fields: Partial<typeof videos.$inferInsert> = {}) {
  const bytes = Buffer.from(`${title} `.repeat(2000));
  const sourceKey = `sources/${title.replace(/\W+/g, '-')}-${Date.now()}.mp4`;
  await createLocalStorage(path.join(data.dataDir, 'media')).put(sourceKey, bytes);
  const [row] = await server.db
    .insert(videos)
    .values({ libraryId, title, mimeType: 'video/mp4', status: 'ready', size: bytes.length, sourceKey, ...fields })
    .returning();
  ids[title] = row.id;
  files[title] = bytes;
  return row.id;
}

const ask = (token: string | undefined, body: unknown) =>
  api<VideoArchive & { message?: string; errors?: Record<string, string[]> }>(server, '/api/videos/archive', {
    token,
    method: 'POST',
    body,
  });

async function fetchZip(url: string, token?: string) {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The names of the entries in a zip's central directory. */
function entryNames(zip: Buffer): string[] {
  const names: string[] = [];
  for (let at = zip.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = zip.indexOf('PK\x01\x02', at + 4, 'latin1')) {
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
  }
  return names;
}

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  own = await addCompanyFixture(server.db, 'Archive Own');
  other = await addCompanyFixture(server.db, 'Archive Other');
  people = await signInEveryRole(server, own);
  await addVideo(own.libraryId, 'Harbour tour');
  await addVideo(own.libraryId, 'Board meeting');
  await addVideo(own.libraryId, 'Harbour tour!');
  await addVideo(own.libraryId, 'Still uploading', { status: 'uploading' });
  await addVideo(other.libraryId, 'Foreign film');
}, 60_000);

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('bulk download as one zip', () => {
  it('streams the source files of the videos, each under its own name, to a signed address', async () => {
    const answer = await ask(people['read-only'].token, {
      ids: [ids['Harbour tour'], ids['Board meeting'], ids['Harbour tour!']],
    });
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/\/api\/videos\/archive\/[\w,-]+\?token=\d+\.[\w-]+$/);
    const zip = await fetchZip(answer.body.url.replace(/^https?:\/\/[^/]+/, server.baseUrl));
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    expect(zip.headers.get('content-disposition')).toMatch(/^attachment; filename="videos-\d{4}-\d{2}-\d{2}\.zip"/);
    expect(zip.bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    expect(entryNames(zip.bytes)).toEqual(['Harbour tour.mp4', 'Board meeting.mp4', 'Harbour tour_.mp4']);
    // Stored, not compressed: each file's bytes stand in the archive as they are.
    for (const title of ['Harbour tour', 'Board meeting', 'Harbour tour!']) {
      expect(zip.bytes.includes(files[title] ?? Buffer.alloc(1))).toBe(true);
    }
  });

  it('answers with a Bearer token too, and refuses an address whose token was changed', async () => {
    const answer = await ask(people.editor.token, { ids: [ids['Board meeting']] });
    const url = answer.body.url.replace(/^https?:\/\/[^/]+/, server.baseUrl);
    const withBearer = await fetchZip(url.split('?')[0] ?? '', people.editor.token);
    expect(withBearer.status).toBe(200);
    expect(entryNames(withBearer.bytes)).toEqual(['Board meeting.mp4']);
    // The token names its ids: another list of ids with the same token is not signed.
    const swapped = url.replace(ids['Board meeting'] ?? '', ids['Foreign film'] ?? '');
    expect((await fetchZip(swapped)).status).toBe(401);
    expect((await fetchZip(url.split('?')[0] ?? '')).status).toBe(401);
  });

  it('refuses a video out of sight as not found, and sends nothing', async () => {
    const answer = await ask(people['company-admin'].token, { ids: [ids['Board meeting'], ids['Foreign film']] });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('The video was not found.');
    const direct = await fetchZip(
      `${server.baseUrl}/api/videos/archive/${ids['Board meeting']},${ids['Foreign film']}`,
      people.editor.token,
    );
    expect(direct.status).toBe(404);
    // A platform role sees both companies.
    expect((await ask(people['super-admin'].token, { ids: [ids['Foreign film']] })).status).toBe(200);
  });

  it('says which video has no file yet', async () => {
    const answer = await ask(people.editor.token, { ids: [ids['Still uploading']] });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('The video has no file yet. (Still uploading)');
  });

  it('checks the list of ids', async () => {
    expect((await ask(people.editor.token, { ids: [] })).status).toBe(422);
    expect((await ask(people.editor.token, { ids: ['not-a-uuid'] })).status).toBe(422);
    const many = Array.from({ length: 51 }, () => ids['Board meeting']);
    const tooMany = await ask(people.editor.token, { ids: many });
    expect(tooMany.status).toBe(422);
    expect(JSON.stringify(tooMany.body)).toContain('At most 50 videos can be downloaded at once.');
    expect((await ask(undefined, { ids: [ids['Board meeting']] })).status).toBe(401);
  });

  it('names entries after the titles and keeps them apart', () => {
    expect(
      archiveNames([
        { title: 'Tour', sourceKey: 'a.mp4' },
        { title: 'tour', sourceKey: 'b.mp4' },
        { title: 'Tour', sourceKey: 'c.mov' },
        { title: '***', sourceKey: 'd.mp4' },
      ]),
    ).toEqual(['Tour.mp4', 'tour (2).mp4', 'Tour.mov', '_.mp4']);
  });
});
