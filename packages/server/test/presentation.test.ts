import {
  INTERACTIVE_TEXTS,
  type PresentationAnswer,
  type RoleSlug,
  type SlideAnswer,
  UPLOAD_MESSAGES,
  VIDEO_ASSET_TEXTS,
} from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoPresentationSlides, videos } from '../src/db/schema.ts';
import {
  ALL_ROLES,
  addCompanyFixture,
  type CompanyFixture,
  PNG,
  type SignedInPerson,
  signInEveryRole,
} from './helpers/admin.ts';
import {
  addEditorVideo,
  fetchSigned,
  GIF,
  JPEG,
  OTHER_READ,
  OTHER_WRITE,
  OWN_WRITE,
  sendForm,
  storedFilesOf,
  WEBP,
} from './helpers/editors.ts';
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
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<RoleSlug, SignedInPerson>;
let admin: string;
let videoId: string;
let otherVideoId: string;

type SlideBody = SlideAnswer & { errors?: Record<string, string[]>; message?: string };

const route = (id: string, rest = '') => `/api/videos/${id}/presentation${rest}`;
const addSlide = (
  id: string,
  fields: Record<string, string>,
  file = { name: 'slide.png', content: PNG },
  token = admin,
) => sendForm(server, route(id), token, { fields, file }) as Promise<{ status: number; body: SlideBody }>;
const presentation = async (id: string, token = admin) =>
  (await api<PresentationAnswer>(server, route(id), { token })).body;
const slideRow = async (id: string) =>
  (await server.db.select().from(videoPresentationSlides).where(eq(videoPresentationSlides.id, id)))[0];

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  [own, other] = await Promise.all([
    addCompanyFixture(server.db, 'Presentation Co'),
    addCompanyFixture(server.db, 'Elsewhere'),
  ]);
  people = await signInEveryRole(server, own);
  admin = people['super-admin'].token;
  [videoId, otherVideoId] = await Promise.all([addEditorVideo(server, own), addEditorVideo(server, other)]);
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('slides', () => {
  it('adds slides with the editor ids, ends each at the next start, and lists them by start', async () => {
    const id = await addEditorVideo(server, own, 10);
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    const first = await addSlide(id, { _id: a, name: 'Slide 1', start: '0' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ _id: a, name: 'Slide 1', start: 0, end: 10, active: false });
    expect(first.body.src).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/view/${id}/slides/${a}\\?token=\\d+\\.[\\w-]+&v=[\\w-]+$`),
    );
    expect(first.body.cdn_src).toBe(first.body.src);
    expect((await addSlide(id, { _id: b, name: 'Slide 3', start: '5' })).body).toMatchObject({ start: 5, end: 10 });
    const middle = await addSlide(id, { _id: c, name: 'Slide 2', start: '2.5' }, { name: 'two.jpg', content: JPEG });
    expect(middle.body).toMatchObject({ _id: c, start: 2.5, end: 5 });

    const answer = await presentation(id, people['read-only'].token);
    expect(answer.settings).toEqual({ position: 'PIP' });
    expect(answer.items.map((slide) => [slide._id, slide.start, slide.end])).toEqual([
      [a, 0, 10],
      [c, 2.5, 5],
      [b, 5, 10],
    ]);
    const served = await fetchSigned(server, answer.items[1].src);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
    expect((await fetch(new URL(`/api/view/${id}/slides/${c}`, server.baseUrl))).status).toBe(403);

    const files = await storedFilesOf(server, id);
    expect(files).toHaveLength(3);
    for (const file of files) expect(file).toMatch(new RegExp(`^companies/${own.companyId}/videos/${id}/slides/`));

    // The same _id again (a retried upload) replaces that slide: no second slide, no second file.
    const retried = await addSlide(id, { _id: c, name: 'Slide 2', start: '2.5' }, { name: 'two.png', content: PNG });
    expect(retried.status).toBe(200);
    expect((await presentation(id)).items).toHaveLength(3);
    expect(await storedFilesOf(server, id)).toHaveLength(3);
  });

  it('takes the name from the file when none is sent, and accepts gif and webp images', async () => {
    const id = await addEditorVideo(server, own);
    const gif = await addSlide(id, { start: '1' }, { name: 'Intro slide.gif', content: GIF });
    expect(gif.status).toBe(200);
    expect(gif.body.name).toBe('Intro slide');
    const webp = await addSlide(id, { name: 'Photo', start: '2' }, { name: 'photo', content: WEBP });
    expect(webp.status).toBe(200);
    const served = await fetchSigned(server, webp.body.src);
    expect(served.headers.get('content-type')).toBe('image/webp');
  });

  it('refuses a file that is not an image by its bytes, a missing file and bad times, storing nothing', async () => {
    const id = await addEditorVideo(server, own, 10);
    const cases: [Record<string, string>, { name: string; content: Buffer } | undefined, Record<string, string[]>][] = [
      [
        { start: '1' },
        { name: 'fake.png', content: Buffer.from('not an image') },
        { file: [UPLOAD_MESSAGES.typeNotAccepted('fake.png', 'png')] },
      ],
      [{ start: '1' }, undefined, { file: [VIDEO_ASSET_TEXTS.fileRequired] }],
      [{ start: '11' }, { name: 's.png', content: PNG }, { start: [INTERACTIVE_TEXTS.outOfRange] }],
      [{ start: '-1' }, { name: 's.png', content: PNG }, { start: [INTERACTIVE_TEXTS.outOfRange] }],
      [{ start: 'soon' }, { name: 's.png', content: PNG }, { start: [INTERACTIVE_TEXTS.outOfRange] }],
      [{ start: '4', end: '3' }, { name: 's.png', content: PNG }, { end: [INTERACTIVE_TEXTS.outOfRange] }],
      [{ _id: 'slide-1', start: '1' }, { name: 's.png', content: PNG }, { _id: ['Invalid UUID'] }],
    ];
    for (const [fields, file, expected] of cases) {
      const answer = await sendForm(server, route(id), admin, { fields, file });
      expect(answer.status, JSON.stringify(expected)).toBe(422);
      expect(answer.body.errors).toEqual(expected);
    }
    expect((await presentation(id)).items).toEqual([]);
    expect(await storedFilesOf(server, id)).toEqual([]);
  });

  it('changes name, times and the active slide (one active at a time)', async () => {
    const id = await addEditorVideo(server, own, 10);
    const one = (await addSlide(id, { name: 'One', start: '0' })).body;
    const two = (await addSlide(id, { name: 'Two', start: '5' })).body;
    const change = (slideId: string, body: unknown) =>
      api<SlideBody>(server, route(id, `/${slideId}`), { token: people.editor.token, method: 'PUT', body });

    const renamed = await change(one._id, { name: ' First ', start: 1, end: 4, active: true });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: one._id, name: 'First', start: 1, end: 4, active: true });
    expect((await change(two._id, { active: true })).body.active).toBe(true);
    expect((await presentation(id)).items.map((slide) => slide.active)).toEqual([false, true]);

    const backwards = await change(one._id, { start: 4.5 });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({ end: [INTERACTIVE_TEXTS.outOfRange] });
    const late = await change(one._id, { end: 10.5 });
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ end: [INTERACTIVE_TEXTS.outOfRange] });
    expect((await slideRow(one._id)).end).toBe(4);
    const missing = await change(crypto.randomUUID(), { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(INTERACTIVE_TEXTS.slideNotFound);
  });

  it('replaces the image under the same id: the new file is stored, the old one removed', async () => {
    const id = await addEditorVideo(server, own);
    const slide = (await addSlide(id, { name: 'Chart', start: '1' })).body;
    const before = await slideRow(slide._id);
    const replace = (fields: Record<string, string>, file?: { name: string; content: Buffer }, slideId = slide._id) =>
      sendForm(server, route(id, `/${slideId}`), admin, { fields, file }) as Promise<{
        status: number;
        body: SlideBody;
      }>;

    const replaced = await replace({ _method: 'PUT' }, { name: 'chart-v2.jpg', content: JPEG });
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ _id: slide._id, name: 'Chart', start: 1 });
    expect(replaced.body.src).not.toBe(slide.src);
    const after = await slideRow(slide._id);
    expect(after.storageKey).not.toBe(before.storageKey);
    expect(after.mimeType).toBe('image/jpeg');
    const files = await storedFilesOf(server, id);
    expect(files).toEqual([after.storageKey]);
    const served = await fetchSigned(server, replaced.body.src);
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);

    const notImage = await replace({ _method: 'PUT' }, { name: 'x.png', content: Buffer.from('text') });
    expect(notImage.status).toBe(422);
    expect(notImage.body.errors).toEqual({ file: [UPLOAD_MESSAGES.typeNotAccepted('x.png', 'png')] });
    const wrongMethod = await replace({ _method: 'DELETE' }, { name: 'x.png', content: PNG });
    expect(wrongMethod.status).toBe(422);
    expect(wrongMethod.body.errors).toEqual({ _method: [INTERACTIVE_TEXTS.methodInvalid] });
    const missing = await replace({ _method: 'PUT' }, { name: 'x.png', content: PNG }, crypto.randomUUID());
    expect(missing.status).toBe(404);
    expect(await storedFilesOf(server, id)).toEqual([after.storageKey]);
  });

  it("duplicates a slide with ' - copy' and its own file; a repeated call makes no second copy", async () => {
    const id = await addEditorVideo(server, own);
    const slide = (await addSlide(id, { name: 'Team', start: '2', end: '4' })).body;
    const newId = crypto.randomUUID();
    const duplicate = (body: unknown) =>
      api<SlideBody>(server, route(id, '/duplicate'), { token: admin, method: 'POST', body });
    const copy = await duplicate({ _id: slide._id, new_id: newId });
    expect(copy.status).toBe(200);
    expect(copy.body).toMatchObject({ _id: newId, name: 'Team - copy', start: 2, end: 4, active: false });
    expect((await duplicate({ _id: slide._id, new_id: newId })).body._id).toBe(newId);
    expect((await presentation(id)).items).toHaveLength(2);
    const generated = await duplicate({ _id: slide._id });
    expect(generated.status).toBe(200);
    expect(generated.body._id).not.toBe(slide._id);
    expect(await storedFilesOf(server, id)).toHaveLength(3);

    // The copy's file is its own: deleting the original leaves it served.
    expect((await api(server, route(id, `/${slide._id}`), { token: admin, method: 'DELETE' })).status).toBe(204);
    expect((await fetchSigned(server, copy.body.src)).status).toBe(200);

    const missing = await duplicate({ _id: crypto.randomUUID() });
    expect(missing.status).toBe(404);
    const theirs = (await addSlide(otherVideoId, { name: 'Theirs', start: '1' })).body;
    const taken = await duplicate({ _id: newId, new_id: theirs._id });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ new_id: [INTERACTIVE_TEXTS.idTaken] });
    expect(await storedFilesOf(server, id)).toHaveLength(2);
  });

  it('reorders all slides in one go, keeping the time slots, and refuses an incomplete order', async () => {
    const id = await addEditorVideo(server, own, 9);
    const c = (await addSlide(id, { name: 'C', start: '0', end: '3' })).body;
    const a = (await addSlide(id, { name: 'A', start: '3', end: '6' })).body;
    const b = (await addSlide(id, { name: 'B', start: '6' })).body;
    const reorder = (order: unknown) =>
      api<PresentationAnswer & { errors?: Record<string, string[]> }>(server, route(id, '/reorder'), {
        token: admin,
        method: 'POST',
        body: { order },
      });
    const refused: [unknown, Record<string, string[]>][] = [
      [
        [
          { _id: a._id, start: 0 },
          { _id: b._id, start: 3 },
        ],
        { order: [INTERACTIVE_TEXTS.reorderMismatch] },
      ],
      [
        [
          { _id: a._id, start: 0 },
          { _id: a._id, start: 3 },
          { _id: b._id, start: 6 },
        ],
        { order: [INTERACTIVE_TEXTS.reorderMismatch] },
      ],
      [
        [
          { _id: a._id, start: 0 },
          { _id: b._id, start: 3 },
          { _id: crypto.randomUUID(), start: 6 },
        ],
        { order: [INTERACTIVE_TEXTS.reorderMismatch] },
      ],
      [
        [
          { _id: a._id, start: 0 },
          { _id: b._id, start: 3 },
          { _id: c._id, start: 9.5 },
        ],
        { 'order.2.start': [INTERACTIVE_TEXTS.outOfRange] },
      ],
    ];
    for (const [order, expected] of refused) {
      const answer = await reorder(order);
      expect(answer.status, JSON.stringify(order)).toBe(422);
      expect(answer.body.errors).toEqual(expected);
    }
    expect((await presentation(id)).items.map((slide) => slide.name)).toEqual(['C', 'A', 'B']);

    const done = await reorder([
      { _id: a._id, start: 0 },
      { _id: b._id, start: 3 },
      { _id: c._id, start: 6 },
    ]);
    expect(done.status).toBe(200);
    expect(done.body.items.map((slide) => [slide.name, slide.start, slide.end])).toEqual([
      ['A', 0, 3],
      ['B', 3, 6],
      ['C', 6, 9],
    ]);
  });

  it('deletes a slide with its file', async () => {
    const id = await addEditorVideo(server, own);
    const slide = (await addSlide(id, { name: 'Gone', start: '1' })).body;
    expect(await storedFilesOf(server, id)).toHaveLength(1);
    expect((await api(server, route(id, `/${slide._id}`), { token: admin, method: 'DELETE' })).status).toBe(204);
    expect(await storedFilesOf(server, id)).toEqual([]);
    const again = await api(server, route(id, `/${slide._id}`), { token: admin, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe(INTERACTIVE_TEXTS.slideNotFound);
  });
});

describe('presentation settings', () => {
  it('keeps the default view position: PIP, SBS or Single', async () => {
    const id = await addEditorVideo(server, own);
    const set = (position: unknown) =>
      api<{ settings: { position: string }; errors?: Record<string, string[]> }>(server, route(id, '/settings'), {
        token: people['company-admin'].token,
        method: 'PUT',
        body: { position },
      });
    expect((await set('SBS')).body).toEqual({ settings: { position: 'SBS' } });
    expect((await presentation(id)).settings.position).toBe('SBS');
    expect((await set('Single')).status).toBe(200);
    const bad = await set('Sideways');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(['position']);
    expect((await presentation(id)).settings.position).toBe('Single');
  });
});

describe('permissions', () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  let slideOf: Record<string, string>;

  beforeAll(async () => {
    slideOf = {};
    for (const id of [videoId, otherVideoId]) {
      slideOf[id] = (await addSlide(id, { name: 'Fixture', start: '1' })).body._id;
    }
  });

  const writes = (id: string): [string, (token: string) => Promise<{ status: number }>][] => [
    ['POST slide', (token) => addSlide(id, { start: '2' }, { name: 's.png', content: PNG }, token)],
    [
      'PUT slide',
      (token) => api(server, route(id, `/${slideOf[id]}`), { token, method: 'PUT', body: { name: 'Renamed' } }),
    ],
    [
      'POST replace',
      (token) =>
        sendForm(server, route(id, `/${slideOf[id]}`), token, {
          fields: { _method: 'PUT' },
          file: { name: 'r.png', content: PNG },
        }),
    ],
    [
      'POST duplicate',
      (token) => api(server, route(id, '/duplicate'), { token, method: 'POST', body: { _id: slideOf[id] } }),
    ],
    ['POST reorder', (token) => api(server, route(id, '/reorder'), { token, method: 'POST', body: { order: [] } })],
    [
      'PUT settings',
      (token) => api(server, route(id, '/settings'), { token, method: 'PUT', body: { position: 'PIP' } }),
    ],
    ['DELETE slide', (token) => api(server, route(id, `/${missing}`), { token, method: 'DELETE' })],
  ];

  it.each(ALL_ROLES)('%s: reads and writes per role', async (role) => {
    const token = people[role].token;
    for (const [video, writeTable, readStatus] of [
      [videoId, OWN_WRITE, 200],
      [otherVideoId, OTHER_WRITE, OTHER_READ[role]],
    ] as const) {
      expect((await api(server, route(video), { token })).status, 'GET').toBe(readStatus);
      for (const [name, call] of writes(video)) {
        const { status } = await call(token);
        const expected = writeTable[role];
        if (expected !== 'ok') expect(status, name).toBe(expected);
        else if (name === 'DELETE slide') expect(status, name).toBe(404);
        else if (name === 'POST reorder') expect(status, name).toBe(422);
        else expect(status, name).toBe(200);
      }
    }
  });

  it('answers 401 without a token', async () => {
    expect((await api(server, route(videoId))).status).toBe(401);
    expect((await addSlide(videoId, { start: '1' }, { name: 's.png', content: PNG }, '')).status).toBe(401);
    expect((await api(server, route(videoId, '/settings'), { method: 'PUT', body: { position: 'SBS' } })).status).toBe(
      401,
    );
  });

  it('a 403 or 404 stores nothing', async () => {
    const id = await addEditorVideo(server, other);
    await addSlide(id, { start: '1' }, { name: 's.png', content: PNG }, people.editor.token);
    await addSlide(id, { start: '1' }, { name: 's.png', content: PNG }, people['read-only'].token);
    expect((await presentation(id)).items).toEqual([]);
    expect(await storedFilesOf(server, id)).toEqual([]);
  });
});

describe('removing a video', () => {
  it('DELETE /api/videos/{id} removes its slides and their files', async () => {
    const id = await addEditorVideo(server, own);
    await addSlide(id, { name: 'One', start: '1' });
    await addSlide(id, { name: 'Two', start: '2' });
    expect(await storedFilesOf(server, id)).toHaveLength(2);
    expect((await api(server, `/api/videos/${id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    expect(await storedFilesOf(server, id)).toEqual([]);
    expect(
      await server.db.select().from(videoPresentationSlides).where(eq(videoPresentationSlides.videoId, id)),
    ).toEqual([]);
  });

  it('deleting the row cascades to the slides', async () => {
    const id = await addEditorVideo(server, own);
    await addSlide(id, { name: 'One', start: '1' });
    await server.db.delete(videos).where(eq(videos.id, id));
    expect(
      await server.db.select().from(videoPresentationSlides).where(eq(videoPresentationSlides.videoId, id)),
    ).toEqual([]);
  });
});

describe('API reference', () => {
  it('lists every presentation route', async () => {
    const document = await api<{ paths: Record<string, Record<string, unknown>> }>(server, '/api/docs/json');
    const routes = Object.entries(document.body.paths)
      .filter(([path]) => /^\/api\/videos\/\{id\}\/presentation/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(routes).toEqual(
      [
        'GET /api/videos/{id}/presentation',
        'POST /api/videos/{id}/presentation',
        'POST /api/videos/{id}/presentation/duplicate',
        'POST /api/videos/{id}/presentation/reorder',
        'PUT /api/videos/{id}/presentation/settings',
        'PUT /api/videos/{id}/presentation/{slideId}',
        'POST /api/videos/{id}/presentation/{slideId}',
        'DELETE /api/videos/{id}/presentation/{slideId}',
      ].sort(),
    );
  });
});
