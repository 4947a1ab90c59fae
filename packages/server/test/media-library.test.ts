import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  dateMustBeAfterMessage,
  MESSAGES,
  patternMessage,
  type RoleSlug,
  tooLongMessage,
  tooShortMessage,
  VIDEO_TEXTS,
  type Video,
  type VideoList,
  type VideoListItem,
} from '@reelbase/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodings, videos } from '../src/db/schema.ts';
import { defaultSettings, insertTemplate } from '../src/player-templates/player-templates-repository.ts';
import {
  addCompanyFixture,
  type CompanyFixture,
  type SignedInPerson,
  signInEveryRole,
  waitFor,
} from './helpers/admin.ts';
import { finishUpload, getBytes, makeUploadVideo, sendAll, startUpload } from './helpers/ingest.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addLibrary, addUser } from './helpers/people.ts';
import {
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
let own: CompanyFixture;
let other: CompanyFixture;
/** A second library of `own`'s company (move and copy target). */
let second: number;
let people: Record<RoleSlug, SignedInPerson>;
/** An editor of both libraries of `own`. */
let editor2: string;
let editor2Id: number;

const DAY = 86_400_000;
const BASE = Date.UTC(2024, 0, 1);

async function addVideo(libraryId: number, fields: Partial<typeof videos.$inferInsert> = {}) {
  const [row] = await server.db
    .insert(videos)
    .values({ libraryId, title: 'Untitled', mimeType: 'video/mp4', status: 'ready', size: 2048, ...fields })
    .returning();
  return row;
}

const stored = async (id: string) => (await server.db.select().from(videos).where(eq(videos.id, id)))[0];

const list = (token: string, query = '') => api<VideoList>(server, `/api/videos${query}`, { token });
const titles = (answer: { body: VideoList }) => answer.body.items.map((item) => item.title);
const put = (token: string, id: string, body: unknown) =>
  api<Video & { errors?: Record<string, string[]> }>(server, `/api/videos/${id}`, { token, method: 'PUT', body });

beforeAll(async () => {
  data = await createTestData();
  folder = await mkdtemp(path.join(tmpdir(), 'reelbase-media-library-'));
  server = await startTestServer(data);
  own = await addCompanyFixture(server.db, 'Own Media');
  other = await addCompanyFixture(server.db, 'Other Media');
  second = await addLibrary(server.db, own.companyId, 'Archive');
  people = await signInEveryRole(server, own);
  const person = await addUser(server.db, {
    role: 'editor',
    companyId: own.companyId,
    libraries: [
      { id: own.libraryId, role: 'editor' },
      { id: second, role: 'editor' },
    ],
  });
  editor2Id = person.id;
  editor2 = (await signIn(server.baseUrl, person.email, person.password)).tokens.access_token;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await data?.remove();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('GET api/videos', () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const seed: [string, number, Partial<typeof videos.$inferInsert>][] = [
      ['Alpha launch', own.libraryId, { privacy: 'anybody', tags: ['launch', 'spring'] }],
      ['beta teaser', own.libraryId, { privacy: 'nobody', description: 'A teaser for the Zeppelin campaign' }],
      ['Gamma interview', own.libraryId, { privacy: 'unlisted', tags: ['Interview'] }],
      ['Delta 100% recap', second, { privacy: 'anybody' }],
      ['Epsilon archive', second, { privacy: 'password', tags: ['launch'] }],
      ['Foreign secret', other.libraryId, { privacy: 'anybody', tags: ['launch'] }],
    ];
    ids = {};
    for (const [index, [title, libraryId, fields]] of seed.entries()) {
      const row = await addVideo(libraryId, { title, publishDate: new Date(BASE + index * DAY), ...fields });
      ids[title] = row.id;
    }
  });

  it('lists the newest first with the pagination and the total', async () => {
    const answer = await list(people['company-admin'].token);
    expect(answer.status).toBe(200);
    expect(titles(answer)).toEqual([
      'Epsilon archive',
      'Delta 100% recap',
      'Gamma interview',
      'beta teaser',
      'Alpha launch',
    ]);
    expect(answer.body.total).toBe(5);
    expect(answer.body.pagination).toEqual({ current: 1, pageSize: 12, pages: 1 });
    const item = answer.body.items.find((entry) => entry.title === 'Delta 100% recap') as VideoListItem;
    expect(item.library).toEqual({
      id: second,
      name: 'Archive',
      company_id: own.companyId,
      company_name: 'Own Media',
    });
    expect(item).toMatchObject({ privacy: 'anybody', size: 2048, 'mime-type': 'video/mp4', tags: [] });
    expect(item.publish_date).toBe(Math.floor((BASE + 3 * DAY) / 1000));
  });

  it('pages with current and pageSize', async () => {
    const page2 = await list(people['company-admin'].token, '?pageSize=2&current=2');
    expect(titles(page2)).toEqual(['Gamma interview', 'beta teaser']);
    expect(page2.body).toMatchObject({ total: 5, pagination: { current: 2, pageSize: 2, pages: 3 } });
    const beyond = await list(people['company-admin'].token, '?pageSize=2&current=9');
    expect(beyond.body).toMatchObject({ items: [], total: 5 });
    const bad = await list(people['company-admin'].token, '?pageSize=0&current=x&sort=size&direction=up');
    expect(bad.status).toBe(422);
    expect(Object.keys((bad.body as unknown as { errors: object }).errors).sort()).toEqual([
      'current',
      'direction',
      'pageSize',
      'sort',
    ]);
  });

  it('searches title, description and tags, word by word and in any case', async () => {
    const token = people['company-admin'].token;
    expect(titles(await list(token, '?quickSearch=ALPHA'))).toEqual(['Alpha launch']);
    expect(titles(await list(token, '?quickSearch=zeppelin'))).toEqual(['beta teaser']);
    expect(titles(await list(token, '?quickSearch=launch'))).toEqual(['Epsilon archive', 'Alpha launch']);
    expect(titles(await list(token, '?quickSearch=launch%20spring'))).toEqual(['Alpha launch']);
    expect(titles(await list(token, '?quickSearch=100%25'))).toEqual(['Delta 100% recap']);
    expect(titles(await list(token, '?quickSearch=%25%25'))).toEqual([]);
    expect(titles(await list(token, `?quickSearch=${ids['Gamma interview']}`))).toEqual(['Gamma interview']);
  });

  it('filters by status (privacy) and by library', async () => {
    const token = people['company-admin'].token;
    expect(titles(await list(token, '?status=anybody'))).toEqual(['Delta 100% recap', 'Alpha launch']);
    expect(titles(await list(token, '?status=anybody,password'))).toEqual([
      'Epsilon archive',
      'Delta 100% recap',
      'Alpha launch',
    ]);
    expect(titles(await list(token, `?library=${second}&status=anybody`))).toEqual(['Delta 100% recap']);
    expect(titles(await list(token, `?library=${other.libraryId}`))).toEqual([]);
    expect((await list(token, '?status=public')).status).toBe(422);
  });

  it('sorts by title, status and library in both directions', async () => {
    const token = people['company-admin'].token;
    expect(titles(await list(token, '?sort=title'))).toEqual([
      'Alpha launch',
      'beta teaser',
      'Delta 100% recap',
      'Epsilon archive',
      'Gamma interview',
    ]);
    expect(titles(await list(token, '?sort=title&direction=desc'))[0]).toBe('Gamma interview');
    expect(titles(await list(token, '?sort=status'))).toEqual([
      'Delta 100% recap',
      'Alpha launch',
      'beta teaser',
      'Epsilon archive',
      'Gamma interview',
    ]);
    expect(titles(await list(token, '?sort=library&direction=asc'))).toEqual([
      'Epsilon archive',
      'Delta 100% recap',
      'Gamma interview',
      'beta teaser',
      'Alpha launch',
    ]);
  });

  it('lists only the videos of the libraries the viewer may see', async () => {
    const everything = titles(await list(people['super-admin'].token, '?quickSearch=launch'));
    expect(everything).toEqual(['Foreign secret', 'Epsilon archive', 'Alpha launch']);
    for (const role of ['editor', 'read-only', 'uploader'] as const) {
      expect(titles(await list(people[role].token, '?quickSearch=launch'))).toEqual(['Alpha launch']);
    }
    expect(titles(await list(editor2, '?quickSearch=launch'))).toEqual(['Epsilon archive', 'Alpha launch']);
  });

  it('answers the company tags of the libraries in sight, first item uniqueTags', async () => {
    const answer = await api<{ uniqueTags: string[] }[]>(server, `/api/videos/${ids['Alpha launch']}/company-tags`, {
      token: people['company-admin'].token,
    });
    expect(answer.status).toBe(200);
    expect(answer.body[0].uniqueTags).toEqual(['Interview', 'launch', 'spring']);
    const foreign = await api(server, `/api/videos/${ids['Foreign secret']}/company-tags`, {
      token: people['company-admin'].token,
    });
    expect(foreign.status).toBe(404);
  });
});

describe('GET api/videos totals and pages across groups', () => {
  let first: number;
  let next: number;
  let token: string;
  const within = (query = '') => list(token, `?library=${first},${next}${query}`);
  const totalOf = async (query: string) => (await list(token, query)).body.total;

  beforeAll(async () => {
    const company = await addCompanyFixture(server.db, 'Counted Media');
    first = company.libraryId;
    next = await addLibrary(server.db, company.companyId, 'Backlog');
    token = people['super-admin'].token;
    // Several videos in one statement, as a bulk insert does.
    await server.db.insert(videos).values(
      (
        [
          ['Clip one', first, 'anybody'],
          ['Clip two', first, 'nobody'],
          ['Clip three', first, 'nobody'],
          ['Reel four', next, 'unlisted'],
          ['Clip five', next, 'anybody'],
          ['Reel six', next, 'nobody'],
        ] as const
      ).map(([title, libraryId, privacy], index) => ({
        libraryId,
        title,
        privacy,
        mimeType: 'video/mp4',
        status: 'ready' as const,
        publishDate: new Date(BASE + index * DAY),
      })),
    );
  });

  it('keeps the totals right as videos are added, changed, moved and deleted', async () => {
    expect((await within()).body.total).toBe(6);
    expect(await totalOf(`?library=${first}&status=nobody`)).toBe(2);
    expect(await totalOf(`?library=${first},${next}&status=anybody,unlisted`)).toBe(3);

    const [clipTwo] = (await within('&quickSearch=two')).body.items;
    expect((await put(token, clipTwo.id, { privacy: 'anybody' })).status).toBe(200);
    expect(await totalOf(`?library=${first}&status=nobody`)).toBe(1);
    expect(await totalOf(`?library=${first}&status=anybody`)).toBe(2);
    // A change of the title alone moves no count.
    expect((await put(token, clipTwo.id, { name: 'Clip two again' })).status).toBe(200);
    expect(await totalOf(`?library=${first}`)).toBe(3);

    await server.db.update(videos).set({ libraryId: next }).where(eq(videos.libraryId, first));
    expect(await totalOf(`?library=${first}`)).toBe(0);
    expect(await totalOf(`?library=${next}`)).toBe(6);
    expect(await totalOf(`?library=${next}&status=anybody`)).toBe(3);

    await server.db.delete(videos).where(eq(videos.title, 'Reel six'));
    expect(await totalOf(`?library=${next}&status=nobody`)).toBe(1);
    await addVideo(first, { title: 'Clip seven', privacy: 'nobody', publishDate: new Date(BASE + 6 * DAY) });
    expect((await within()).body.total).toBe(6);
    const counted = await server.db
      .select()
      .from(videos)
      .where(inArray(videos.libraryId, [first, next]));
    expect(counted).toHaveLength(6);
  });

  it('pages a sort by status, library or title alike: each page is the slice of the whole list', async () => {
    for (const query of [
      '&sort=status',
      '&sort=status&direction=desc',
      '&sort=library',
      '&sort=library&direction=desc',
      '&sort=title&quickSearch=clip',
      '&sort=publish_date&direction=asc&quickSearch=clip',
      '&quickSearch=clip&status=anybody,nobody',
    ]) {
      const whole = await within(query);
      const pages: string[] = [];
      for (let current = 1; current <= 4; current++) {
        const page = await within(`${query}&pageSize=2&current=${current}`);
        expect(page.body.total).toBe(whole.body.total);
        expect(page.body.pagination.pages).toBe(Math.ceil(whole.body.total / 2));
        pages.push(...titles(page));
      }
      expect(pages).toEqual(titles(whole));
    }
    expect(titles(await within('&sort=status'))).toEqual([
      'Clip five',
      'Clip two again',
      'Clip one',
      'Clip seven',
      'Clip three',
      'Reel four',
    ]);
  });
});

describe('PUT api/videos/{id}', () => {
  it('saves the fields sent and answers the video', async () => {
    const video = await addVideo(own.libraryId, { title: 'Before' });
    const from = Math.floor(Date.now() / 1000) + 3600;
    const answer = await put(people.editor.token, video.id, {
      name: 'After_edit 2.0',
      description: 'New description',
      internalNotes: 'Only for staff',
      agency: 'Agency One',
      projectNumber: 'PRJ-42',
      languages: ['Dutch', 'English'],
      people: ['Ann', 'Bob'],
      tags: ['one', 'two'],
      privacy: 'unlisted',
      visibility: { type: 'scheduled', from, until: from + 3600 },
      playerTemplateId: own.templateId,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: video.id,
      title: 'After_edit 2.0',
      description: 'New description',
      internalNotes: 'Only for staff',
      privacy: 'unlisted',
      tags: ['one', 'two'],
      visibility: { type: 'scheduled', from, until: from + 3600 },
      metadata: {
        agency: 'Agency One',
        projectNumber: 'PRJ-42',
        languages: ['Dutch', 'English'],
        people: ['Ann', 'Bob'],
      },
      playerTemplateId: own.templateId,
    });
    const partial = await put(people.editor.token, video.id, { visibility: { type: 'public' }, agency: '' });
    expect(partial.body).toMatchObject({
      title: 'After_edit 2.0',
      visibility: { type: 'public', from: null, until: null },
      metadata: { agency: null, projectNumber: 'PRJ-42' },
    });
  });

  const past = Math.floor(Date.now() / 1000) - 7200;
  const soon = Math.floor(Date.now() / 1000) + 7200;
  const invalid: [string, Record<string, unknown> | (() => Record<string, unknown>), string, string][] = [
    ['an empty title', { name: '  ' }, 'name', 'The title is required.'],
    ['a short title', { name: 'A' }, 'name', tooShortMessage(2)],
    ['a long title', { name: 'a'.repeat(201) }, 'name', tooLongMessage(200)],
    ['a title with other signs', { name: 'Hello!' }, 'name', VIDEO_TEXTS.titleCharacters],
    [
      'a long description',
      { description: 'd'.repeat(1001) },
      'description',
      'The text entered is too long. It should have at most 1000 characters.',
    ],
    ['long internal notes', { internalNotes: 'n'.repeat(1001) }, 'internalNotes', tooLongMessage(1000)],
    ['a long agency', { agency: 'a'.repeat(101) }, 'agency', tooLongMessage(100)],
    ['an agency with other signs', { agency: 'A&B' }, 'agency', patternMessage],
    ['a long project number', { projectNumber: '1'.repeat(51) }, 'projectNumber', tooLongMessage(50)],
    ['a language other than Dutch or English', { languages: ['German'] }, 'languages.0', VIDEO_TEXTS.invalidLanguage],
    ['an empty person', { people: ['Ann', ' '] }, 'people', VIDEO_TEXTS.emptyItem],
    ['a tag twice', { tags: ['a', 'A'] }, 'tags', VIDEO_TEXTS.duplicateItem],
    ['an unknown privacy', { privacy: 'everybody' }, 'privacy', VIDEO_TEXTS.invalidPrivacy],
    ['a schedule without dates', { visibility: { type: 'scheduled' } }, 'visibility.from', 'The date is required.'],
    [
      'a schedule ending before it starts',
      { visibility: { type: 'scheduled', from: soon, until: soon - 60 } },
      'visibility.until',
      dateMustBeAfterMessage(soon),
    ],
    [
      'a schedule in the past',
      { visibility: { type: 'scheduled', from: past, until: soon } },
      'visibility.from',
      VIDEO_TEXTS.dateInPast,
    ],
    [
      'a template of another library',
      () => ({ playerTemplateId: other.templateId }),
      'playerTemplateId',
      VIDEO_TEXTS.playerTemplateNotFound,
    ],
  ];

  it.each(invalid)('refuses %s with the message and saves nothing', async (_case, body, field, message) => {
    const video = await addVideo(own.libraryId, { title: 'Unchanged', description: 'Same' });
    const before = await stored(video.id);
    const fields = typeof body === 'function' ? body() : body;
    const answer = await put(people.editor.token, video.id, { description: 'Would change', ...fields });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.[field]).toEqual([message]);
    expect(await stored(video.id)).toEqual(before);
  });

  it('keeps a scheduled start that has passed when it is sent back unchanged', async () => {
    const from = new Date(Date.now() - DAY).toISOString();
    const video = await addVideo(own.libraryId, { visibility: { type: 'scheduled', from, until: null } });
    const seconds = Math.floor(Date.parse(from) / 1000);
    const answer = await put(people.editor.token, video.id, {
      visibility: { type: 'scheduled', from: seconds, until: seconds + 30 * 86_400 },
    });
    expect(answer.status).toBe(200);
  });

  it('resets the player template to the default with null', async () => {
    const template = await insertTemplate(server.db, {
      libraryId: own.libraryId,
      name: 'Dark',
      isDefault: false,
      ...defaultSettings(),
    });
    const video = await addVideo(own.libraryId, { playerTemplateId: template });
    expect((await put(people.editor.token, video.id, { playerTemplateId: null })).body.playerTemplateId).toBeNull();
  });
});

describe('DELETE api/videos', () => {
  it('deletes a video with its files', async () => {
    const video = await addVideo(own.libraryId);
    const key = `companies/${own.companyId}/videos/${video.id}/source-abc.mp4`;
    const thumbnail = `public/thumbnails/${video.id}-abc.jpg`;
    const media = path.join(data.dataDir, 'media');
    for (const file of [key, thumbnail, `companies/${own.companyId}/videos/${video.id}/encodings/360p-x.mp4`]) {
      await mkdir(path.dirname(path.join(media, file)), { recursive: true });
      await writeFile(path.join(media, file), 'bytes');
    }
    await server.db.update(videos).set({ sourceKey: key, thumbnailKey: thumbnail }).where(eq(videos.id, video.id));
    const answer = await api(server, `/api/videos/${video.id}`, { token: people.editor.token, method: 'DELETE' });
    expect(answer).toMatchObject({ status: 200, body: { deleted: [video.id] } });
    expect(await stored(video.id)).toBeUndefined();
    expect(existsSync(path.join(media, `companies/${own.companyId}/videos/${video.id}`))).toBe(false);
    expect(existsSync(path.join(media, thumbnail))).toBe(false);
  });

  it('deletes several videos at once, or none when one is out of reach', async () => {
    const [a, b] = [await addVideo(own.libraryId), await addVideo(second)];
    const foreign = await addVideo(other.libraryId);
    const token = people['company-admin'].token;
    const refused = await api(server, '/api/videos', { token, method: 'DELETE', body: { ids: [a.id, foreign.id] } });
    expect(refused.status).toBe(404);
    expect(await stored(a.id)).toBeDefined();
    const onlyOne = await api(server, '/api/videos', {
      token: people.editor.token,
      method: 'DELETE',
      body: { ids: [a.id, b.id] },
    });
    expect(onlyOne.status).toBe(404);
    const answer = await api<{ deleted: string[] }>(server, '/api/videos', {
      token,
      method: 'DELETE',
      body: { ids: [a.id, b.id] },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.deleted.sort()).toEqual([a.id, b.id].sort());
    expect(await stored(b.id)).toBeUndefined();
    expect(await stored(foreign.id)).toBeDefined();
    expect((await api(server, '/api/videos', { token, method: 'DELETE', body: { ids: [] } })).status).toBe(422);
  });
});

describe('POST api/videos/{id}/move', () => {
  it('moves a video to another library and resets its player template', async () => {
    const video = await addVideo(own.libraryId, { title: 'Mover', playerTemplateId: own.templateId });
    const answer = await api<VideoListItem>(server, `/api/videos/${video.id}/move`, {
      token: editor2,
      method: 'POST',
      body: { library: second },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      title: 'Mover',
      playerTemplateId: null,
      library: { id: second, name: 'Archive' },
    });
    expect((await stored(video.id)).libraryId).toBe(second);
    const same = await api<{ errors: object }>(server, `/api/videos/${video.id}/move`, {
      token: editor2,
      method: 'POST',
      body: { library: second },
    });
    expect(same).toMatchObject({ status: 422, body: { errors: { library: [VIDEO_TEXTS.sameLibrary] } } });
    const away = await api(server, `/api/videos/${video.id}/move`, {
      token: editor2,
      method: 'POST',
      body: { library: other.libraryId },
    });
    expect(away.status).toBe(404);
  });
});

describe('POST api/videos/{id}/copy', () => {
  it('answers 425 with the message while the video is not encoded', async () => {
    const video = await addVideo(own.libraryId, { status: 'processing' });
    const answer = await api(server, `/api/videos/${video.id}/copy`, {
      token: editor2,
      method: 'POST',
      body: { library: second, uploadedBy: people.editor.id },
    });
    expect(answer).toMatchObject({ status: 425, body: { message: MESSAGES.tooEarlyCopy } });
  });

  it('copies an encoded video with its files and metadata into another library', async () => {
    const admin = people['company-admin'].token;
    const bytes = await makeUploadVideo(folder, 'copy-me.mp4', { seconds: 2 });
    const start = await startUpload(server, admin, {
      mime_type: 'video/mp4',
      size: bytes.length,
      name: 'copy-me.mp4',
      library: own.libraryId,
    });
    expect(start.status).toBe(200);
    const parts = await sendAll(server, admin, start.body, bytes);
    const id = (await finishUpload(server, admin, start.body, parts, 'copy-me.mp4')).body.video_id;
    await waitFor(async () => ((await stored(id)).status === 'ready' ? true : undefined), 60_000);
    await put(people['company-admin'].token, id, { tags: ['copied'], agency: 'Studio', internalNotes: 'Keep' });

    const answer = await api<VideoListItem>(server, `/api/videos/${id}/copy`, {
      token: editor2,
      method: 'POST',
      body: { library: second, uploadedBy: 12345 },
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ title: 'copy-me', status: 'processing', library: { id: second } });
    const copyId = answer.body.id;
    expect(copyId).not.toBe(id);
    const copy = await waitFor(async () => {
      const row = await stored(copyId);
      return row.status === 'ready' || row.status === 'failed' ? row : undefined;
    }, 60_000);
    expect(copy.status).toBe('ready');
    const original = await stored(id);
    expect(copy).toMatchObject({
      tags: ['copied'],
      internalNotes: 'Keep',
      width: original.width,
      size: original.size,
      uploadedBy: editor2Id,
    });
    expect(copy.metadata.agency).toBe('Studio');
    expect(copy.sourceKey).toMatch(new RegExp(`^companies/${own.companyId}/videos/${copyId}/`));
    expect(copy.thumbnailKey).toMatch(new RegExp(`^public/thumbnails/${copyId}-`));
    const rows = await server.db.select().from(encodings).where(eq(encodings.videoId, copyId));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.ready && row.storageKey?.includes(copyId))).toBe(true);

    const detail = await api<Video>(server, `/api/videos/${copyId}`, { token: editor2 });
    const sourceUrl = (detail.body.source_url as string).replace(PUBLIC_URL, server.baseUrl);
    const source = await getBytes(sourceUrl);
    expect(source.status).toBe(200);
    expect(Buffer.from(source.bytes).equals(bytes)).toBe(true);

    // Deleting the original leaves the copy's files alone.
    await api(server, `/api/videos/${id}`, { token: admin, method: 'DELETE' });
    expect((await getBytes(sourceUrl)).status).toBe(200);
  }, 120_000);
});

describe('permissions per role', () => {
  type Expected = { list: number; get: number; put: number; del: number; move: number; copy: number; foreign: number };
  // copy of a video that is not encoded: 425 means every permission check passed.
  const table: Record<RoleSlug, Expected> = {
    'super-admin': { list: 200, get: 200, put: 200, del: 200, move: 200, copy: 425, foreign: 200 },
    'system-admin': { list: 200, get: 200, put: 200, del: 200, move: 200, copy: 425, foreign: 200 },
    'company-admin': { list: 200, get: 200, put: 200, del: 200, move: 200, copy: 425, foreign: 404 },
    editor: { list: 200, get: 200, put: 200, del: 200, move: 404, copy: 404, foreign: 404 },
    'read-only': { list: 200, get: 200, put: 403, del: 403, move: 403, copy: 403, foreign: 403 },
    uploader: { list: 200, get: 200, put: 403, del: 403, move: 403, copy: 403, foreign: 403 },
  };

  it.each(Object.keys(table) as RoleSlug[])('%s', async (role) => {
    const expected = table[role];
    const token = people[role].token;
    const video = await addVideo(own.libraryId, { title: `Role ${role}`, status: 'processing' });
    const foreign = await addVideo(other.libraryId, { title: 'Foreign' });
    const actual: Expected = {
      list: (await list(token)).status,
      get: (await api(server, `/api/videos/${video.id}`, { token })).status,
      put: (await put(token, video.id, { name: 'Renamed' })).status,
      copy: (await api(server, `/api/videos/${video.id}/copy`, { token, method: 'POST', body: { library: second } }))
        .status,
      move: (await api(server, `/api/videos/${video.id}/move`, { token, method: 'POST', body: { library: second } }))
        .status,
      del: (await api(server, `/api/videos/${video.id}`, { token, method: 'DELETE' })).status,
      foreign: (await put(token, foreign.id, { name: 'Renamed' })).status,
    };
    expect(actual).toEqual(expected);
    expect((await stored(video.id)) === undefined).toBe(expected.del === 200);
    expect((await stored(foreign.id)).title).toBe(expected.foreign === 200 ? 'Renamed' : 'Foreign');
  });
});
