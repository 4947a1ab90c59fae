import {
  HEX_COLOR_MESSAGE,
  INTERACTIVE_TEXTS,
  type InteractiveElementAnswer,
  type InteractiveElementInput,
  type RoleSlug,
  UPLOAD_MESSAGES,
  VIDEO_ASSET_TEXTS,
} from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoInteractiveElements, videoInteractiveImages, videos } from '../src/db/schema.ts';
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
  JPEG,
  OTHER_READ,
  OTHER_WRITE,
  OWN_WRITE,
  sendForm,
  storedFilesOf,
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

type Answer = InteractiveElementAnswer & { errors?: Record<string, string[]>; message?: string };

const route = (id: string, rest = '') => `/api/videos/${id}/interactive${rest}`;
const hotspot = (fields: Partial<InteractiveElementInput> = {}): InteractiveElementInput => ({
  name: 'New Hot Spot',
  start: 1,
  end: 3,
  startAction: 'play',
  action: { type: 'openLink', link: 'https://example.com/more', target: '_blank' },
  area: { type: 'hotspot', shape: 'rectangle', text: '' },
  ...fields,
});
const post = (id: string, body: unknown, token = admin) =>
  api<Answer>(server, route(id), { token, method: 'POST', body });
const put = (id: string, elementId: string, body: unknown, token = admin) =>
  api<Answer>(server, route(id, `/${elementId}`), { token, method: 'PUT', body });
const list = async (id: string, token = admin) =>
  (await api<{ interactive_area: InteractiveElementAnswer[] }>(server, route(id), { token })).body.interactive_area;

beforeAll(async () => {
  data = await createTestData();
  server = await startTestServer(data);
  [own, other] = await Promise.all([
    addCompanyFixture(server.db, 'Interactive Co'),
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

describe('interactive elements', () => {
  it('adds, lists by start, saves and deletes elements, keeping the editor ids', async () => {
    const id = await addEditorVideo(server, own);
    const first = crypto.randomUUID();
    const added = await post(id, { ...hotspot({ start: 4, end: 6 }), _id: first });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      _id: first,
      name: 'New Hot Spot',
      start: 4,
      end: 6,
      startAction: 'play',
      action: { type: 'openLink', link: 'https://example.com/more', target: '_blank', autoPlay: false, mute: false },
      area: { type: 'hotspot', shape: 'rectangle', text: '' },
      style: {
        origin: { left: 25, top: 40 },
        dimensions: { width: 50, height: 20 },
        default: { border: { width: 1, color: '#ffffff' }, font: { family: 'arial, helvetica, sans-serif', size: 24 } },
        hover: { border: { width: 1, color: '#ff0000' } },
      },
      active: false,
    });
    const pause = await post(id, {
      name: 'New Player Action',
      start: 2,
      action: { type: 'pause' },
      area: { type: 'playeraction' },
    });
    expect(pause.status).toBe(200);
    expect(pause.body).toMatchObject({ start: 2, end: 2, startAction: 'pause', action: { type: 'pause' } });
    expect((await list(id)).map((element) => element._id)).toEqual([pause.body._id, first]);

    // The same _id again (a retried save) updates the element instead of adding one.
    const again = await post(id, { ...hotspot({ start: 0.5, end: 6, name: 'Renamed' }), _id: first });
    expect(again.status).toBe(200);
    expect((await list(id)).map((element) => [element._id, element.name])).toEqual([
      [first, 'Renamed'],
      [pause.body._id, 'New Player Action'],
    ]);

    const saved = await put(id, first, { ...hotspot({ name: ' Saved ', start: 7, end: 9 }), _id: crypto.randomUUID() });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ _id: first, name: 'Saved', start: 7, end: 9 });
    // A save of an element that is not stored (an undone delete) stores it under the path's id.
    const restored = crypto.randomUUID();
    expect((await put(id, restored, hotspot({ start: 8, end: 9 }))).status).toBe(200);
    expect((await list(id)).map((element) => element._id)).toEqual([pause.body._id, first, restored]);

    const removed = await api(server, route(id, `/${first}`), { token: people.editor.token, method: 'DELETE' });
    expect(removed.status).toBe(204);
    const gone = await api(server, route(id, `/${first}`), { token: admin, method: 'DELETE' });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(INTERACTIVE_TEXTS.elementNotFound);
    expect((await list(id)).map((element) => element._id)).toEqual([pause.body._id, restored]);
  });

  it("refuses the id of another video's element and leaves that element as it was", async () => {
    const theirs = crypto.randomUUID();
    expect((await post(otherVideoId, { ...hotspot(), _id: theirs })).status).toBe(200);
    const taken = await post(videoId, { ...hotspot({ name: 'Mine' }), _id: theirs });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ _id: [INTERACTIVE_TEXTS.idTaken] });
    expect((await put(videoId, theirs, hotspot({ name: 'Mine' }))).status).toBe(422);
    expect((await list(otherVideoId)).find((element) => element._id === theirs)?.name).toBe('New Hot Spot');
  });

  it('answers 422 with the spec messages and stores nothing', async () => {
    const id = await addEditorVideo(server, own, 10);
    const look = (fields: Record<string, unknown>) => ({ default: fields });
    const cases: [unknown, Record<string, string[]>][] = [
      [
        hotspot({ action: { type: 'openLink', link: 'not a url' } }),
        { 'action.link': [INTERACTIVE_TEXTS.linkInvalid] },
      ],
      [
        hotspot({ action: { type: 'openLink', link: 'javascript:alert(1)' } }),
        { 'action.link': [INTERACTIVE_TEXTS.linkInvalid] },
      ],
      [
        hotspot({ style: look({ border: { color: '#fff' } }) as InteractiveElementInput['style'] }),
        { 'style.default.border.color': [HEX_COLOR_MESSAGE] },
      ],
      [
        hotspot({ style: { hover: { background: { color: 'red' } } } as InteractiveElementInput['style'] }),
        { 'style.hover.background.color': [HEX_COLOR_MESSAGE] },
      ],
      [
        hotspot({ style: look({ font: { family: 'comic sans' } }) as InteractiveElementInput['style'] }),
        { 'style.default.font.family': [INTERACTIVE_TEXTS.fontFamilyInvalid] },
      ],
      [hotspot({ area: { type: 'text', text: 'x'.repeat(501) } }), { 'area.text': [INTERACTIVE_TEXTS.textTooLong] }],
      [hotspot({ name: '  ' }), { name: [INTERACTIVE_TEXTS.nameRequired] }],
      [hotspot({ start: -1 }), { start: [INTERACTIVE_TEXTS.outOfRange] }],
      [hotspot({ start: 11, end: 11 }), { start: [INTERACTIVE_TEXTS.outOfRange], end: [INTERACTIVE_TEXTS.outOfRange] }],
      [hotspot({ start: 5, end: 10.5 }), { end: [INTERACTIVE_TEXTS.outOfRange] }],
      [hotspot({ start: 5, end: 4 }), { end: [INTERACTIVE_TEXTS.outOfRange] }],
      [hotspot({ action: { type: 'skipTo', timeIndex: 12 } }), { 'action.timeIndex': [INTERACTIVE_TEXTS.outOfRange] }],
      [
        hotspot({ style: { origin: { left: 101 } } as InteractiveElementInput['style'] }),
        { 'style.origin.left': [INTERACTIVE_TEXTS.outOfRange] },
      ],
    ];
    for (const [body, expected] of cases) {
      const answer = await post(id, body);
      expect(answer.status, JSON.stringify(expected)).toBe(422);
      expect(answer.body.errors).toEqual(expected);
    }
    expect(INTERACTIVE_TEXTS.textTooLong).toBe('The text entered is too long. It should have at most 500 characters.');
    expect(await list(id)).toEqual([]);
  });

  it('stores a new element whose link is not set yet, and trims a blank one to empty', async () => {
    const id = await addEditorVideo(server, own);
    for (const link of ['', '   ']) {
      const answer = await post(id, hotspot({ action: { type: 'openDownload', link } }));
      expect(answer.status, JSON.stringify(link)).toBe(200);
      expect((answer.body as unknown as { action: { link: string } }).action.link).toBe('');
    }
  });

  it('lets a player action only skip to a time or pause', async () => {
    const id = await addEditorVideo(server, own);
    for (const type of ['openLink', 'openDownload', 'openVideo', 'skipToAndPause', 'play'] as const) {
      const answer = await post(id, {
        name: 'New Player Action',
        start: 1,
        area: { type: 'playeraction' },
        action: { type, link: 'https://example.com', timeIndex: 2 },
      });
      expect(answer.status, type).toBe(422);
      expect(answer.body.errors, type).toEqual({ 'action.type': [INTERACTIVE_TEXTS.playerActionNotAllowed] });
    }
    for (const type of ['pause', 'skipTo'] as const) {
      const answer = await post(id, {
        name: 'New Player Action',
        start: 1,
        area: { type: 'playeraction' },
        action: { type, timeIndex: 2 },
      });
      expect(answer.status, type).toBe(200);
    }
  });

  it('makes a font size under 8 (or not a number) 8 and clamps the border width to 0 - 20', async () => {
    const id = await addEditorVideo(server, own);
    const styled = (defaultLook: unknown, hoverLook: unknown) =>
      hotspot({ style: { default: defaultLook, hover: hoverLook } as InteractiveElementInput['style'] });
    const small = await post(
      id,
      styled({ font: { size: 3 }, border: { width: 25 } }, { font: { size: 'big' }, border: { width: -3 } }),
    );
    expect(small.status).toBe(200);
    expect(small.body.style.default.font.size).toBe(8);
    expect(small.body.style.hover.font.size).toBe(8);
    expect(small.body.style.default.border.width).toBe(20);
    expect(small.body.style.hover.border.width).toBe(0);
    const kept = await post(
      id,
      styled({ font: { size: '12' }, border: { width: 20 } }, { font: { size: 8 }, border: { width: 'x' } }),
    );
    expect(kept.body.style.default.font.size).toBe(12);
    expect(kept.body.style.hover.font.size).toBe(8);
    expect(kept.body.style.default.border.width).toBe(20);
    expect(kept.body.style.hover.border.width).toBe(1);
    const [stored] = await server.db
      .select()
      .from(videoInteractiveElements)
      .where(eq(videoInteractiveElements.id, small.body._id));
    expect(stored.data.style.default.font.size).toBe(8);
  });
});

describe('interactive images', () => {
  const upload = (id: string, name: string, content: Buffer, token = admin) =>
    sendForm(server, route(id, '/image-upload'), token, { file: { name, content } });

  it("stores a jpg or png in the video's folder and gives a signed address, signed again on every read", async () => {
    const id = await addEditorVideo(server, own);
    const png = await upload(id, 'logo.png', PNG);
    expect(png.status).toBe(200);
    const path = png.body.path as string;
    expect(path).toMatch(/^interactive-images\/[0-9a-f-]{36}$/);
    const imageId = path.split('/')[1];
    expect(png.body.url).toMatch(
      new RegExp(`^${PUBLIC_URL}/api/view/${id}/interactive-images/${imageId}\\?token=\\d+\\.[\\w-]+$`),
    );
    const served = await fetchSigned(server, png.body.url as string);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const tampered = (png.body.url as string).replace(id, otherVideoId);
    expect((await fetchSigned(server, tampered)).status).toBe(403);
    expect((await fetch(new URL(`/api/view/${id}/interactive-images/${imageId}`, server.baseUrl))).status).toBe(403);

    const jpeg = await upload(id, 'photo.JPEG', JPEG);
    expect(jpeg.status).toBe(200);
    const files = await storedFilesOf(server, id);
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(new RegExp(`^companies/${own.companyId}/videos/${id}/interactive/`));

    // An element keeps the path; its address is signed on every read, never stored.
    const element = await post(id, {
      name: 'New Image',
      start: 1,
      action: { type: 'pause' },
      area: { type: 'image' },
      style: { default: { background: { path, url: png.body.url } } },
    });
    expect(element.status).toBe(200);
    expect(element.body.style.default.background).toEqual({ color: '#00000000', path, url: png.body.url });
    const [row] = await server.db
      .select()
      .from(videoInteractiveElements)
      .where(eq(videoInteractiveElements.id, element.body._id));
    expect(row.data.style.default.background.url).toBe('');
    const [read] = await list(id, people['read-only'].token);
    expect(read.style.default.background.url).toBe(png.body.url);
  });

  it('refuses what is not a jpg, jpeg or png by its bytes, and stores nothing', async () => {
    const id = await addEditorVideo(server, own);
    const cases: [string, Buffer, string][] = [
      ['fake.png', Buffer.from('just some text'), UPLOAD_MESSAGES.typeNotAccepted('fake.png', 'png')],
      ['fake.jpg', PNG.subarray(0, 4), UPLOAD_MESSAGES.typeNotAccepted('fake.jpg', 'jpg')],
      ['anim.gif', PNG, UPLOAD_MESSAGES.typeNotAccepted('anim.gif', 'gif')],
      [
        'huge.png',
        Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]),
        VIDEO_ASSET_TEXTS.tooLarge('huge.png', 5 * 1024 * 1024),
      ],
    ];
    for (const [name, content, message] of cases) {
      const answer = await upload(id, name, content);
      expect(answer.status, name).toBe(422);
      expect(answer.body.errors).toEqual({ file: [message] });
    }
    const empty = await sendForm(server, route(id, '/image-upload'), admin, {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ file: [VIDEO_ASSET_TEXTS.fileRequired] });
    expect(await storedFilesOf(server, id)).toEqual([]);
    expect(await server.db.select().from(videoInteractiveImages).where(eq(videoInteractiveImages.videoId, id))).toEqual(
      [],
    );
  });
});

describe('permissions', () => {
  const missing = '00000000-0000-4000-8000-000000000000';
  const writes = (id: string): [string, (token: string) => Promise<{ status: number }>][] => [
    ['POST interactive', (token) => post(id, hotspot(), token)],
    [
      'POST image-upload',
      (token) => sendForm(server, route(id, '/image-upload'), token, { file: { name: 'i.png', content: PNG } }),
    ],
    ['PUT element', (token) => put(id, crypto.randomUUID(), hotspot(), token)],
    ['DELETE element', (token) => api(server, route(id, `/${missing}`), { token, method: 'DELETE' })],
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
        else if (name.startsWith('DELETE')) expect(status, name).toBe(404);
        else expect(status, name).toBe(200);
      }
    }
  });

  it('answers 401 without a token and 404 for a video that does not exist', async () => {
    expect((await api(server, route(videoId))).status).toBe(401);
    expect((await post(videoId, hotspot(), '')).status).toBe(401);
    expect(
      (await sendForm(server, route(videoId, '/image-upload'), undefined, { file: { name: 'i.png', content: PNG } }))
        .status,
    ).toBe(401);
    expect((await api(server, route(missing), { token: admin })).status).toBe(404);
    expect((await api(server, route('not-a-uuid'), { token: admin })).status).toBeLessThan(500);
  });

  it('a 403 or 404 stores nothing', async () => {
    const id = await addEditorVideo(server, other);
    await post(id, hotspot(), people.editor.token);
    await sendForm(server, route(id, '/image-upload'), people['read-only'].token, {
      file: { name: 'i.png', content: PNG },
    });
    expect(await list(id)).toEqual([]);
    expect(await storedFilesOf(server, id)).toEqual([]);
  });
});

describe('removing a video', () => {
  it('DELETE /api/videos/{id} removes its elements and their images', async () => {
    const id = await addEditorVideo(server, own);
    await sendForm(server, route(id, '/image-upload'), admin, { file: { name: 'i.png', content: PNG } });
    await post(id, hotspot());
    expect(await storedFilesOf(server, id)).toHaveLength(1);
    expect((await api(server, `/api/videos/${id}`, { token: admin, method: 'DELETE' })).status).toBe(200);
    expect(await storedFilesOf(server, id)).toEqual([]);
    expect(
      await server.db.select().from(videoInteractiveElements).where(eq(videoInteractiveElements.videoId, id)),
    ).toEqual([]);
    expect(await server.db.select().from(videoInteractiveImages).where(eq(videoInteractiveImages.videoId, id))).toEqual(
      [],
    );
  });

  it('deleting the row cascades to the elements', async () => {
    const id = await addEditorVideo(server, own);
    await post(id, hotspot());
    await server.db.delete(videos).where(eq(videos.id, id));
    expect(
      await server.db.select().from(videoInteractiveElements).where(eq(videoInteractiveElements.videoId, id)),
    ).toEqual([]);
  });
});

describe('API reference', () => {
  it('lists every interactive route', async () => {
    const document = await api<{ paths: Record<string, Record<string, unknown>> }>(server, '/api/docs/json');
    const routes = Object.entries(document.body.paths)
      .filter(([path]) => /^\/api\/videos\/\{id\}\/interactive/.test(path))
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    expect(routes).toEqual(
      [
        'GET /api/videos/{id}/interactive',
        'POST /api/videos/{id}/interactive',
        'POST /api/videos/{id}/interactive/image-upload',
        'PUT /api/videos/{id}/interactive/{elementId}',
        'DELETE /api/videos/{id}/interactive/{elementId}',
      ].sort(),
    );
  });
});
