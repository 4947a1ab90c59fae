import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ViewAnswer } from '@reelbase/contract';
import {
  type InteractiveElementInput,
  type OEmbed,
  type PresentationAnswer,
  VIDEO_TEXTS,
  VIEW_DATA_PLACEHOLDER,
  VIEW_HEAD_PLACEHOLDER,
  VIEW_PASSWORD_CODE,
  VIEW_TEXTS,
  type ViewToken,
  type ViewVideo,
} from '@reelbase/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../src/auth/keys.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { storageOf } from '../src/backbone.ts';
import { companies, encodings, libraries, type VideoVisibility, videos } from '../src/db/schema.ts';
import type { Storage } from '../src/storage/storage.ts';
import { insertChapter, insertSubtitle } from '../src/video-assets/video-assets-repository.ts';
import { signedMediaUrl, viewMediaPaths } from '../src/videos/media-urls.ts';
import { downloadSecretOf } from '../src/videos/signed-urls.ts';
import { addCompanyFixture, type CompanyFixture, PNG, type SignedInPerson, signInEveryRole } from './helpers/admin.ts';
import { sendForm } from './helpers/editors.ts';
import { signIn } from './helpers/oidc-client.ts';
import { addUser } from './helpers/people.ts';
import {
  ADMIN,
  api,
  createTestData,
  PUBLIC_URL,
  startTestServer,
  type TestData,
  type TestServer,
} from './helpers/test-server.ts';

const PAGE = `<!doctype html><html><head><meta charset="UTF-8" />${VIEW_HEAD_PLACEHOLDER}</head><body><div id="root"></div>${VIEW_DATA_PLACEHOLDER}<script type="module" src="/assets/view-Ab12Cd34.js"></script></body></html>`;
const CLIP = Buffer.from('0123456789'.repeat(100));
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

let data: TestData;
let server: TestServer;
let storage: Storage;
let own: CompanyFixture;
let other: CompanyFixture;
let people: Record<string, SignedInPerson>;
/** A company-admin of the other company. */
let stranger: string;
let superAdmin: string;
let addresses = 0;

type Privacy = (typeof videos.$inferInsert)['privacy'] & string;

interface VideoSpec {
  privacy?: Privacy;
  visibility?: VideoVisibility;
  status?: 'uploading' | 'processing' | 'ready' | 'failed';
  title?: string;
  description?: string | null;
  password?: string;
  fixture?: CompanyFixture;
  width?: number | null;
  height?: number | null;
}

const PUBLIC: VideoVisibility = { type: 'public', from: null, until: null };
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A video with a ready 360p and a generating 720p rendition, a poster, a subtitle and a chapter. */
async function addVideo(spec: VideoSpec = {}): Promise<string> {
  const fixture = spec.fixture ?? own;
  const [row] = await server.db
    .insert(videos)
    .values({
      libraryId: fixture.libraryId,
      title: spec.title ?? 'Harbour at dawn',
      description: spec.description === undefined ? 'Boats leaving before sunrise.' : spec.description,
      mimeType: 'video/mp4',
      status: spec.status ?? 'ready',
      privacy: spec.privacy ?? 'anybody',
      visibility: spec.visibility ?? PUBLIC,
      durationMs: 1000,
      width: spec.width === undefined ? 1280 : spec.width,
      height: spec.height === undefined ? 720 : spec.height,
      size: CLIP.length,
      privacyPasswordHash: spec.password ? await hashPassword(spec.password) : null,
    })
    .returning({ id: videos.id });
  const id = row.id;
  const folder = `companies/${fixture.companyId}/videos/${id}`;
  await storage.put(`${folder}/360.mp4`, CLIP);
  const thumbnailKey = `public/thumbnails/${id}-0a1b2c3d4e5f.jpg`;
  await storage.put(thumbnailKey, JPEG);
  await server.db.update(videos).set({ thumbnailKey }).where(eq(videos.id, id));
  await server.db.insert(encodings).values([
    {
      videoId: id,
      height: 360,
      label: '360p',
      storageKey: `${folder}/360.mp4`,
      bytes: CLIP.length,
      ready: true,
      progress: 100,
    },
    { videoId: id, height: 720, label: '720p', ready: false, progress: 40 },
  ]);
  const subtitleKey = `public/subtitles/${id}-a1b2c3d4e5f6.vtt`;
  await storage.put(subtitleKey, Buffer.from('WEBVTT\n\n00:00.000 --> 00:00.500\nHello\n'));
  await insertSubtitle(server.db, { videoId: id, fileName: 'en.srt', language: 'en', storageKey: subtitleKey });
  await insertChapter(server.db, { videoId: id, offsetSeconds: 0.5, value: 'Start' });
  return id;
}

const view = (id: string, options: { token?: string; surface?: string; viewToken?: string } = {}) =>
  api<ViewAnswer & { code?: string; message?: string }>(
    server,
    `/api/view/${id}${options.surface ? `?surface=${options.surface}` : ''}`,
    { token: options.token, headers: options.viewToken ? { 'x-view-token': options.viewToken } : {} },
  );

const givePassword = (id: string, password: unknown, address = `203.0.113.${++addresses % 250}`) =>
  api<ViewToken & { message?: string; errors?: Record<string, string[]> }>(server, `/api/view/${id}/password`, {
    method: 'POST',
    body: { password },
    headers: { 'x-forwarded-for': address },
  });

/** A signed address of the public URL, fetched from the test server. */
const fetchSigned = (address: string, init?: RequestInit) => {
  const url = new URL(address);
  return fetch(new URL(`${url.pathname}${url.search}`, server.baseUrl), init);
};

const page = (route: string) => fetch(new URL(route, server.baseUrl), { headers: { accept: 'text/html' } });

beforeAll(async () => {
  data = await createTestData();
  const consoleDist = path.join(data.dataDir, 'console');
  await mkdir(consoleDist, { recursive: true });
  await writeFile(path.join(consoleDist, 'index.html'), '<!doctype html><html><body>console</body></html>');
  await writeFile(path.join(consoleDist, 'view.html'), PAGE);
  server = await startTestServer(data, { consoleDist, apiRateLimitPerMinute: 1_000_000, trustProxy: true });
  storage = storageOf(server.config);
  own = await addCompanyFixture(server.db, 'Harbourcorp');
  other = await addCompanyFixture(server.db, 'Elsewhere');
  people = await signInEveryRole(server, own);
  const admin = await addUser(server.db, { role: 'company-admin', companyId: other.companyId });
  stranger = (await signIn(server.baseUrl, admin.email, admin.password)).tokens.access_token;
  superAdmin = (await signIn(server.baseUrl, ADMIN.email, ADMIN.password)).tokens.access_token;
  await storage.put('public/companies/1/logo-abc.png', JPEG);
  await server.db
    .update(companies)
    .set({ logoPath: 'public/companies/1/logo-abc.png', footerText: '<b>Harbour</b><script>x()</script>' })
    .where(eq(companies.id, own.companyId));
});

afterAll(async () => {
  await server?.close();
  await data?.remove();
});

describe('GET api/view/{id}', () => {
  it('gives anyone what the page plays: ready renditions, signed media, template, landing and share address', async () => {
    const id = await addVideo();
    const before = Math.floor(Date.now() / 1000);
    const answer = await view(id);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body).toMatchObject({
      id,
      title: 'Harbour at dawn',
      description: 'Boats leaving before sunrise.',
      duration: 1000,
      width: 1280,
      height: 720,
      indexable: true,
      share_url: `${PUBLIC_URL}/view/${id}`,
      chapters: [{ offset: 0.5, value: 'Start' }],
      landing: { logo_url: `${PUBLIC_URL}/media/public/companies/1/logo-abc.png`, background_url: null },
    });
    expect(body.landing.footer_text).toContain('<b>Harbour</b>');
    expect(body.landing.footer_text).not.toContain('script');
    expect(body.template).toMatchObject({ controls_color: '#ffffff', show_title: true, autoplay: false });
    expect(body.encodings).toEqual([
      expect.objectContaining({ height: 360, label: '360p', ready: true, url: expect.any(String) }),
    ]);
    expect(body.encodings[0].url).toMatch(new RegExp(`^${PUBLIC_URL}/api/view/${id}/encodings/360\\?token=\\d+\\.`));
    expect(body.thumbnail).toMatch(new RegExp(`^${PUBLIC_URL}/api/view/${id}/thumbnail\\?token=`));
    expect(body.subtitles).toEqual([
      expect.objectContaining({ name: 'en.srt', language: 'en', url: expect.stringContaining('?token=') }),
    ]);
    // Nothing of the video's files at a public address.
    expect(JSON.stringify(body)).not.toContain('/media/public/thumbnails');
    expect(JSON.stringify(body)).not.toContain('/media/public/subtitles');
    expect(body.expires_at).toBeGreaterThanOrEqual(before + 21_600);
    expect(body.expires_at).toBeLessThanOrEqual(before + 21_602);
    expect(body.encodings[0].url).toContain(`?token=${body.expires_at}.`);
    expect(body.stats_token).toMatch(new RegExp(`^${id}\\.\\d+\\.p\\.`));
  });

  it('gives a statistics token that the events call takes for that video only', async () => {
    const id = await addVideo();
    const other = await addVideo();
    const token = (await view(id)).body.stats_token;
    const send = (statsToken: string) =>
      api<{ stored?: number }>(server, '/api/stats/events', {
        method: 'POST',
        headers: {
          'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0',
        },
        body: { token: statsToken, batch_id: randomUUID(), events: [{ type: 'impression', at: Date.now() }] },
      });
    expect(await send(token)).toMatchObject({ status: 202, body: { stored: 1 } });
    // The token names its video: another video's batch with it is refused.
    expect((await send(token.replace(id, other))).status).toBe(403);
  });

  it('uses the video template, else the library default, and the library landing before the company one', async () => {
    const id = await addVideo();
    await api(server, `/api/libraries/${own.libraryId}/player-templates/${own.templateId}`, {
      token: superAdmin,
      method: 'PUT',
      body: { name: 'Extra', autoplay: true, controls_color: '#ff0000' },
    });
    await server.db.update(videos).set({ playerTemplateId: own.templateId }).where(eq(videos.id, id));
    expect((await view(id)).body.template).toMatchObject({ autoplay: true, controls_color: '#ff0000' });
    await storage.put('public/libraries/9/logo-def.png', JPEG);
    await server.db
      .update(libraries)
      .set({ logoPath: 'public/libraries/9/logo-def.png', footerText: '<i>Library</i>' })
      .where(eq(libraries.id, own.libraryId));
    try {
      const landing = (await view(id)).body.landing;
      expect(landing.logo_url).toBe(`${PUBLIC_URL}/media/public/libraries/9/logo-def.png`);
      expect(landing.footer_text).toBe('<i>Library</i>');
    } finally {
      await server.db
        .update(libraries)
        .set({ logoPath: null, footerText: null })
        .where(eq(libraries.id, own.libraryId));
    }
  });

  it('answers by visibility, privacy and role; another company never reaches a private video', async () => {
    const window: Record<string, VideoVisibility> = {
      private: { type: 'private', from: null, until: null },
      public: PUBLIC,
      'scheduled, now': { type: 'scheduled', from: hoursFromNow(-1), until: hoursFromNow(1) },
      'scheduled, later': { type: 'scheduled', from: hoursFromNow(1), until: null },
      'scheduled, over': { type: 'scheduled', from: null, until: hoursFromNow(-1) },
    };
    const privacies: Privacy[] = ['anybody', 'unlisted', 'password', 'nobody', 'users', 'contacts', 'disable'];
    const failures: string[] = [];
    for (const [visibilityName, visibility] of Object.entries(window)) {
      const out = visibilityName === 'public' || visibilityName === 'scheduled, now';
      for (const privacy of privacies) {
        const id = await addVideo({ privacy, visibility, password: privacy === 'password' ? 'sesame-1' : undefined });
        const anonymous = !out
          ? 404
          : privacy === 'anybody' || privacy === 'unlisted'
            ? 200
            : privacy === 'password'
              ? 401
              : 404;
        const expected: [string, string | undefined, string, number][] = [
          ['signed out', undefined, 'view', anonymous],
          ['signed out', undefined, 'embed', privacy === 'disable' && out ? 200 : anonymous],
          ['another company', stranger, 'view', anonymous],
          ['editor', people.editor.token, 'view', privacy === 'disable' ? 404 : 200],
          ['read-only', people['read-only'].token, 'embed', 200],
          ['super-admin', superAdmin, 'view', privacy === 'disable' ? 404 : 200],
        ];
        for (const [who, token, surface, status] of expected) {
          const answer = await view(id, { token, surface });
          if (answer.status !== status) {
            failures.push(`${visibilityName} ${privacy} ${who} ${surface}: ${answer.status}, expected ${status}`);
          }
          if (answer.status === 404 && JSON.stringify(answer.body).includes('Harbour')) {
            failures.push(`${visibilityName} ${privacy} ${who}: the 404 names the video`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    const privateOther = await addVideo({ fixture: other, visibility: window.private, title: 'Elsewhere secret' });
    for (const token of [people.editor.token, people['company-admin'].token, undefined]) {
      const answer = await view(privateOther, { token });
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('Elsewhere');
    }
    expect((await view(privateOther, { token: superAdmin })).status).toBe(200);
  });

  it('marks only privacy anybody as indexable, and gives staff the video without indexing', async () => {
    expect((await view(await addVideo({ privacy: 'unlisted' }))).body.indexable).toBe(false);
    const open = await addVideo({ privacy: 'anybody' });
    expect((await view(open)).body.indexable).toBe(true);
    expect((await view(open, { token: people.editor.token })).body.indexable).toBe(false);
  });

  it('answers the same 404 to a video that is not ready, a missing or a malformed id, whoever asks', async () => {
    const processing = await addVideo({ status: 'processing' });
    const answers = await Promise.all([
      view(processing),
      view(processing, { token: superAdmin }),
      view('0b9a4f5e-1111-4222-8333-944455556666'),
      view('not-a-video'),
      view('%00'),
      view(`${processing}/../x`),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'not_found',
        message: VIEW_TEXTS.unavailable,
      });
    }
    expect((await view(processing, { surface: 'other' })).status).toBe(422);
    // An id longer than the router matches (100 characters) is refused before the route: a 4xx still.
    const long = await view('x'.repeat(5000));
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    expect(long.status).not.toBe(422);
    // A path that is not valid UTF-8 is refused before routing, as everywhere: 400, never 5xx.
    const undecodable = await view('%ff');
    expect(undecodable.status).toBe(400);
  });
});

describe('the privacy password', () => {
  it('is required when the privacy becomes password, stored hashed, and never answered', async () => {
    const id = await addVideo({ privacy: 'unlisted' });
    const update = (body: Record<string, unknown>, token = superAdmin) =>
      api<Record<string, unknown>>(server, `/api/videos/${id}`, { token, method: 'PUT', body });
    const missing = await update({ privacy: 'password' });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ errors: { privacy_password: [VIDEO_TEXTS.privacyPasswordRequired] } });
    expect((await update({ privacy: 'password', privacy_password: 'abc' })).status).toBe(422);
    const set = await update({ privacy: 'password', privacy_password: 'open sesame' });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ privacy: 'password', has_privacy_password: true });
    expect(JSON.stringify(set.body)).not.toContain('sesame');
    expect(JSON.stringify(set.body)).not.toContain('scrypt');
    const [stored] = await server.db.select().from(videos).where(eq(videos.id, id));
    expect(stored.privacyPasswordHash).toMatch(/^scrypt\$/);
    // The title may change without the password again.
    expect((await update({ name: 'Renamed' })).status).toBe(200);
    // Only those who may manage the video set it.
    expect((await update({ privacy_password: 'mine!' }, people['read-only'].token)).status).toBe(403);
    expect((await update({ privacy_password: 'mine!' }, stranger)).status).toBe(404);
    const away = await update({ privacy: 'unlisted' });
    expect(away.body).toMatchObject({ has_privacy_password: false });
    const [cleared] = await server.db.select().from(videos).where(eq(videos.id, id));
    expect(cleared.privacyPasswordHash).toBeNull();
    expect((await update({ privacy: 'password' })).status).toBe(422);
  });

  it('opens the video with a view token; a wrong password is 422; a new password ends old tokens', async () => {
    const id = await addVideo({ privacy: 'password', password: 'first secret' });
    const locked = await view(id);
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ code: VIEW_PASSWORD_CODE, message: VIEW_TEXTS.passwordTitle });
    expect(JSON.stringify(locked.body)).not.toContain('Harbour');

    const wrong = await givePassword(id, 'guess');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: [VIEW_TEXTS.passwordWrong] });
    expect((await givePassword(id, '')).status).toBe(422);

    const right = await givePassword(id, 'first secret');
    expect(right.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    expect(right.body.expires_at).toBeGreaterThanOrEqual(now + 12 * 3600 - 2);
    expect(right.body.expires_at).toBeLessThanOrEqual(now + 12 * 3600 + 1);
    const opened = await view(id, { viewToken: right.body.token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id, indexable: false });
    expect((await view(id, { viewToken: right.body.token, surface: 'embed' })).status).toBe(200);

    // The token is for this video only, and a tampered one opens nothing.
    const second = await addVideo({ privacy: 'password', password: 'first secret' });
    expect((await view(second, { viewToken: right.body.token })).status).toBe(401);
    const tampered = `${right.body.token.slice(0, -2)}${right.body.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await view(id, { viewToken: tampered })).status).toBe(401);
    expect((await view(id, { viewToken: 'garbage' })).status).toBe(401);

    const changed = await api(server, `/api/videos/${id}`, {
      token: superAdmin,
      method: 'PUT',
      body: { privacy_password: 'second secret' },
    });
    expect(changed.status).toBe(200);
    expect((await view(id, { viewToken: right.body.token })).status).toBe(401);
    const fresh = await givePassword(id, 'second secret');
    expect((await view(id, { viewToken: fresh.body.token })).status).toBe(200);
  });

  it('limits tries to 10 a minute per address and video', async () => {
    const id = await addVideo({ privacy: 'password', password: 'the secret' });
    const address = '198.51.100.77';
    for (let i = 0; i < 10; i++) expect((await givePassword(id, `wrong ${i}`, address)).status).toBe(422);
    const refused = await givePassword(id, 'the secret', address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(VIEW_TEXTS.passwordTooMany);
    expect(refused.headers.get('retry-after')).toBe('60');
    // Another address, and the same address on another video, still try.
    expect((await givePassword(id, 'the secret', '198.51.100.78')).status).toBe(200);
    const second = await addVideo({ privacy: 'password', password: 'the secret' });
    expect((await givePassword(second, 'the secret', address)).status).toBe(200);
  });

  it('answers 404 for a video that is not a password video or not out', async () => {
    const unlisted = await addVideo({ privacy: 'unlisted' });
    const later = await addVideo({
      privacy: 'password',
      password: 'the secret',
      visibility: { type: 'scheduled', from: hoursFromNow(2), until: null },
    });
    const notReady = await addVideo({ privacy: 'password', password: 'the secret', status: 'processing' });
    for (const id of [unlisted, later, notReady, 'not-an-id', '0b9a4f5e-1111-4222-8333-944455556666']) {
      const answer = await givePassword(id, 'the secret');
      expect(answer.status, id).toBe(404);
      expect(answer.body.message).toBe(VIEW_TEXTS.unavailable);
    }
  });
});

describe('the viewing and embed pages', () => {
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('carry the title, link previews and the data block when anyone may watch', async () => {
    const id = await addVideo({ title: 'Dawn </script><b>"bold"</b>', description: 'Boats & <ships>\u2028' });
    const response = await page(`/view/${id}?utm_source=mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    const head = headOf(html);
    expect(head).toContain('<title>Dawn &lt;/script&gt;&lt;b&gt;&quot;bold&quot;&lt;/b&gt;</title>');
    expect(head).toContain('<meta name="description" content="Boats &amp; &lt;ships&gt;');
    expect(head).toContain('<meta property="og:type" content="video.other" />');
    expect(head).toContain('<meta property="og:site_name" content="Reelbase" />');
    expect(head).toContain(`<meta property="og:url" content="${PUBLIC_URL}/view/${id}" />`);
    expect(head).toContain(`<meta property="og:video" content="${PUBLIC_URL}/embed/${id}" />`);
    expect(head).toContain('<meta property="og:video:type" content="text/html" />');
    expect(head).toContain('<meta property="og:video:width" content="640" />');
    expect(head).toContain('<meta property="og:video:height" content="360" />');
    expect(head).toMatch(
      new RegExp(`<meta property="og:image" content="${PUBLIC_URL}/api/view/${id}/thumbnail\\?token=`),
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain(
      `<link rel="alternate" type="application/json+oembed" href="${PUBLIC_URL}/api/oembed?url=${encodeURIComponent(`${PUBLIC_URL}/view/${id}`)}&amp;format=json"`,
    );
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+\/thumbnail\?token=/);
    expect(head).not.toContain('noindex');
    const block = /<script type="application\/json" id="view-data">(.*?)<\/script>/s.exec(html);
    expect(block).not.toBeNull();
    const json = block?.[1] ?? '';
    expect(json).not.toMatch(/[<>&\u2028]/);
    const parsed = JSON.parse(json) as ViewVideo;
    expect(parsed).toMatchObject({ id, title: 'Dawn </script><b>"bold"</b>', description: 'Boats & <ships>\u2028' });
    expect((parsed as ViewAnswer).stats_token).toMatch(new RegExp(`^${id}\\.`));
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors *');

    const unlisted = await addVideo({ privacy: 'unlisted' });
    expect(headOf(await (await page(`/view/${unlisted}`)).text())).toContain(
      '<meta name="robots" content="noindex" />',
    );
  });

  it('say nothing of a video an anonymous visitor may not watch', async () => {
    const cases = [
      await addVideo({ privacy: 'nobody', title: 'Secret merger', description: 'Confidential plans' }),
      await addVideo({
        visibility: { type: 'private', from: null, until: null },
        title: 'Secret merger',
        description: 'Confidential plans',
      }),
      await addVideo({
        privacy: 'password',
        password: 'x-secret',
        title: 'Secret merger',
        description: 'Confidential plans',
      }),
      await addVideo({ privacy: 'disable', title: 'Secret merger', description: 'Confidential plans' }),
      await addVideo({ fixture: other, privacy: 'users', title: 'Secret merger', description: 'Confidential plans' }),
    ];
    const routes = [
      ...cases.map((id) => `/view/${id}`),
      `/embed/${cases[0]}`,
      `/embed/${cases[2]}`,
      '/view/0b9a4f5e-1111-4222-8333-944455556666',
      '/view/not-an-id',
      '/view',
      '/embed',
      '/view/a/b',
    ];
    for (const route of routes) {
      const response = await page(route);
      expect(response.status, route).toBe(200);
      const html = await response.text();
      expect(html, route).not.toMatch(/Secret merger|Confidential|og:|twitter:|view-data|oembed/);
      expect(headOf(html), route).toContain('<title>Reelbase</title>');
      expect(headOf(html), route).toContain('<meta name="robots" content="noindex" />');
      expect(html, route).not.toContain('console');
    }
    // The embed of a `disable` video plays.
    const embedded = await (await page(`/embed/${cases[3]}`)).text();
    expect(embedded).toContain('<title>Secret merger</title>');
  });

  it('may be framed by the library whitelisted domains only, and answer 503 until the page is built', async () => {
    const id = await addVideo();
    const password = await addVideo({ privacy: 'password', password: 'x-secret' });
    const hidden = await addVideo({ privacy: 'nobody' });
    await server.db
      .update(libraries)
      .set({ whitelistedDomains: ['example.com', '*.partner.example', 'bad domain;'] })
      .where(eq(libraries.id, own.libraryId));
    try {
      for (const route of [`/view/${id}`, `/embed/${id}`, `/embed/${password}`]) {
        const response = await page(route);
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy, route).toContain("frame-ancestors 'self' example.com:* *.partner.example:*");
        expect(policy).toContain("script-src 'self'");
        expect(policy).toContain(`media-src 'self' blob: ${PUBLIC_URL}`);
        expect(response.headers.get('x-frame-options')).toBeNull();
      }
      for (const route of [`/view/${hidden}`, '/view/0b9a4f5e-1111-4222-8333-944455556666', '/embed']) {
        const policy = (await page(route)).headers.get('content-security-policy') ?? '';
        expect(policy, route).toContain("frame-ancestors 'self'");
        expect(policy, route).not.toContain('example.com');
      }
    } finally {
      await server.db.update(libraries).set({ whitelistedDomains: [] }).where(eq(libraries.id, own.libraryId));
    }
    const consolePage = await page('/media-library');
    expect(consolePage.headers.get('x-frame-options')).toBe('DENY');
    expect(consolePage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const apiAnswer = await view(id);
    expect(apiAnswer.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('oEmbed', () => {
  const oembed = (query: string) => api<OEmbed & { message?: string }>(server, `/api/oembed?${query}`);

  it('describes a video anyone may embed, fitted inside the given bounds', async () => {
    const id = await addVideo({ title: 'Boats "&" <harbour>' });
    const answer = await oembed(`url=${encodeURIComponent(`${PUBLIC_URL}/view/${id}`)}&format=json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    expect(answer.body).toMatchObject({
      version: '1.0',
      type: 'video',
      provider_name: 'Reelbase',
      provider_url: PUBLIC_URL,
      title: 'Boats "&" <harbour>',
      width: 640,
      height: 360,
    });
    expect(answer.body.html).toBe(
      `<iframe src="${PUBLIC_URL}/embed/${id}" width="640" height="360" title="Boats &quot;&amp;&quot; &lt;harbour&gt;" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>`,
    );
    expect(answer.body.thumbnail_url).toMatch(new RegExp(`/api/view/${id}/thumbnail\\?token=`));
    const fitted = await oembed(`url=${encodeURIComponent(`${PUBLIC_URL}/embed/${id}`)}&maxwidth=320&maxheight=400`);
    expect(fitted.body).toMatchObject({ width: 320, height: 180 });
    const tall = await addVideo({ width: 720, height: 1280 });
    const portrait = await oembed(`url=${encodeURIComponent(`${PUBLIC_URL}/view/${tall}`)}&maxheight=568`);
    expect(portrait.body).toMatchObject({ width: 319, height: 568 });
    const unknownSize = await addVideo({ width: null, height: null, privacy: 'disable' });
    expect((await oembed(`url=${encodeURIComponent(`${PUBLIC_URL}/view/${unknownSize}`)}`)).body).toMatchObject({
      width: 640,
      height: 360,
    });
  });

  it('answers 404 for what an anonymous visitor may not embed, and 501 for other formats', async () => {
    const hidden = await addVideo({ privacy: 'nobody' });
    const password = await addVideo({ privacy: 'password', password: 'x-secret' });
    const open = await addVideo();
    for (const url of [
      `${PUBLIC_URL}/view/${hidden}`,
      `${PUBLIC_URL}/view/${password}`,
      `http://elsewhere.test/view/${open}`,
      `${PUBLIC_URL}/comments/${open}`,
      `${PUBLIC_URL}/view/not-an-id`,
      'not a url',
    ]) {
      const answer = await oembed(`url=${encodeURIComponent(url)}`);
      expect(answer.status, url).toBe(404);
      expect(answer.body.message).toBe(VIEW_TEXTS.unavailable);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    const xml = await oembed(`url=${encodeURIComponent(`${PUBLIC_URL}/view/${open}`)}&format=xml`);
    expect(xml.status).toBe(501);
    expect(xml.body).toMatchObject({ statusCode: 501 });
    expect((await oembed('maxwidth=1')).status).toBe(422);
  });
});

describe('signed media addresses', () => {
  it('serve the renditions (with ranges), the poster and subtitles, and refuse anything else with 403', async () => {
    const id = await addVideo({ visibility: { type: 'private', from: null, until: null } });
    const body = (await view(id, { token: people.editor.token })).body;
    const rendition = await fetchSigned(body.encodings[0].url as string);
    expect(rendition.status).toBe(200);
    expect(rendition.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await rendition.arrayBuffer())).toEqual(CLIP);
    const part = await fetchSigned(body.encodings[0].url as string, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(await part.text()).toBe('0123456789');
    const poster = await fetchSigned(body.thumbnail as string);
    expect(poster.status).toBe(200);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const subtitle = await fetchSigned(body.subtitles[0].url);
    expect(await subtitle.text()).toContain('WEBVTT');
    expect(subtitle.headers.get('content-type')).toContain('text/vtt');

    const url = new URL(body.encodings[0].url as string);
    const unsigned = await fetch(new URL(url.pathname, server.baseUrl));
    expect(unsigned.status).toBe(403);
    const tampered = new URL(url);
    tampered.searchParams.set('token', `${Number(url.searchParams.get('token')?.split('.')[0]) + 1}.x`);
    expect((await fetchSigned(tampered.toString())).status).toBe(403);
    const otherPath = url.toString().replace('/encodings/360', '/encodings/720');
    expect((await fetchSigned(otherPath)).status).toBe(403);
    // A bearer token does not open the media addresses.
    const withToken = await fetch(new URL(url.pathname, server.baseUrl), {
      headers: { authorization: `Bearer ${superAdmin}` },
    });
    expect(withToken.status).toBe(403);
  });

  it('stop working when their time is over', async () => {
    const shortData = await createTestData();
    // Three seconds: an address signed late in a second still has two left for the first fetch.
    const short = await startTestServer(shortData, { viewMediaSeconds: 3 });
    try {
      const fixture = await addCompanyFixture(short.db, 'Shortcorp');
      const [row] = await short.db
        .insert(videos)
        .values({
          libraryId: fixture.libraryId,
          title: 'Brief',
          mimeType: 'video/mp4',
          status: 'ready',
          privacy: 'anybody',
          visibility: PUBLIC,
          size: CLIP.length,
        })
        .returning({ id: videos.id });
      await storageOf(short.config).put(`companies/${fixture.companyId}/videos/${row.id}/360.mp4`, CLIP);
      await short.db.insert(encodings).values({
        videoId: row.id,
        height: 360,
        label: '360p',
        storageKey: `companies/${fixture.companyId}/videos/${row.id}/360.mp4`,
        bytes: CLIP.length,
        ready: true,
        progress: 100,
      });
      const answer = await api<ViewVideo>(short, `/api/view/${row.id}`);
      const address = new URL(answer.body.encodings[0].url as string);
      const local = new URL(`${address.pathname}${address.search}`, short.baseUrl);
      expect((await fetch(local)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect((await fetch(local)).status).toBe(403);
    } finally {
      await short.close();
      await shortData.remove();
    }
  });
});

describe('interactive elements and slides', () => {
  const JPEG_SLIDE = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xd9]);

  /** Through the editors' API, as staff: an uploaded image, two elements, two slides and the SBS position. */
  async function addInteractive(id: string, names = { hotspot: 'Buy now', image: 'Logo', slide: 'Slide' }) {
    const upload = await sendForm(server, `/api/videos/${id}/interactive/image-upload`, superAdmin, {
      file: { name: 'logo.png', content: PNG },
    });
    expect(upload.status).toBe(200);
    const image = { color: '', path: upload.body.path as string, url: upload.body.url as string };
    const element = (body: InteractiveElementInput) =>
      api<{ _id: string }>(server, `/api/videos/${id}/interactive`, { token: superAdmin, method: 'POST', body });
    // Posted out of order: the answer sorts them by start.
    const logo = await element({
      name: names.image,
      start: 0.6,
      end: 0.9,
      startAction: 'play',
      active: true,
      action: { type: 'skipTo', timeIndex: 0.1 },
      area: { type: 'image' },
      style: { default: { background: image }, hover: { background: image } },
    });
    const hotspot = await element({
      name: names.hotspot,
      start: 0.2,
      startAction: 'pause',
      action: { type: 'openLink', link: 'https://shop.example/buy', target: '_blank' },
    });
    expect([logo.status, hotspot.status]).toEqual([200, 200]);
    const slide = (name: string, start: string, content: Buffer, file: string) =>
      sendForm(server, `/api/videos/${id}/presentation`, superAdmin, {
        fields: { name, start },
        file: { name: file, content },
      });
    const second = await slide(`${names.slide} 2`, '0.5', PNG, 'two.png');
    const first = await slide(`${names.slide} 1`, '0', JPEG_SLIDE, 'one.jpg');
    expect([first.status, second.status]).toEqual([200, 200]);
    const position = await api(server, `/api/videos/${id}/presentation/settings`, {
      token: superAdmin,
      method: 'PUT',
      body: { position: 'SBS' },
    });
    expect(position.status).toBe(200);
    return {
      imageId: image.path.split('/')[1],
      elements: [hotspot.body._id, logo.body._id],
      slides: [first.body._id as string, second.body._id as string],
    };
  }

  it('come with what the page plays, sorted by start, their images at signed addresses that work', async () => {
    const id = await addVideo();
    const { imageId, elements, slides } = await addInteractive(id);
    const answer = await view(id);
    expect(answer.status).toBe(200);
    const body = answer.body;
    expect(body.interactive.map((element) => [element._id, element.name, element.start, element.end])).toEqual([
      [elements[0], 'Buy now', 0.2, 0.2],
      [elements[1], 'Logo', 0.6, 0.9],
    ]);
    expect(body.interactive[0]).toMatchObject({
      startAction: 'pause',
      action: { type: 'openLink', link: 'https://shop.example/buy', target: '_blank' },
      area: { type: 'hotspot' },
    });
    expect(body.interactive[1].action).toMatchObject({ type: 'skipTo', timeIndex: 0.1 });
    // The editor's selection is not the viewer's business.
    for (const element of body.interactive) expect(element).not.toHaveProperty('active');

    const token = `?token=${body.expires_at}.`;
    const imageUrl = body.interactive[1].style.default.background.url;
    expect(imageUrl.startsWith(`${PUBLIC_URL}${viewMediaPaths.interactiveImage(id, imageId)}${token}`)).toBe(true);
    expect(body.interactive[1].style.hover.background.url).toBe(imageUrl);
    const image = await fetchSigned(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);

    expect(body.presentation.settings).toEqual({ position: 'SBS' });
    expect(body.presentation.items.map((slide) => [slide._id, slide.name, slide.start, slide.end])).toEqual([
      [slides[0], 'Slide 1', 0, 0.5],
      [slides[1], 'Slide 2', 0.5, 1],
    ]);
    for (const [index, slide] of body.presentation.items.entries()) {
      expect(slide.src.startsWith(`${PUBLIC_URL}${viewMediaPaths.slide(id, slides[index])}${token}`)).toBe(true);
      expect(slide).toMatchObject({ cdn_src: slide.src, active: false });
    }
    const first = await fetchSigned(body.presentation.items[0].src);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await first.arrayBuffer()).equals(JPEG_SLIDE)).toBe(true);
    expect((await fetchSigned(body.presentation.items[1].src)).status).toBe(200);

    // The page carries the same in its data block, so it needs no round trip.
    const html = await (await page(`/embed/${id}`)).text();
    const block = /<script type="application\/json" id="view-data">(.*?)<\/script>/s.exec(html);
    const inlined = JSON.parse(block?.[1] ?? '{}') as ViewAnswer;
    expect(inlined.interactive.map((element) => element.name)).toEqual(['Buy now', 'Logo']);
    expect(inlined.presentation.items.map((slide) => slide.name)).toEqual(['Slide 1', 'Slide 2']);
    expect(inlined.presentation.items[0].src).toContain(viewMediaPaths.slide(id, slides[0]));

    // A video without any: both empty, the default position.
    const plain = (await view(await addVideo())).body;
    expect(plain.interactive).toEqual([]);
    expect(plain.presentation).toEqual({ settings: { position: 'PIP' }, items: [] } satisfies PresentationAnswer);
  });

  it('are given to nobody who may not watch the video', async () => {
    const names = { hotspot: 'Secret hotspot', image: 'Secret logo', slide: 'Secret slide' };
    const hidden = await addVideo({ privacy: 'nobody' });
    const locked = await addVideo({ privacy: 'password', password: 'x-secret' });
    await addInteractive(hidden, names);
    await addInteractive(locked, names);
    for (const [id, status] of [
      [hidden, 404],
      [locked, 401],
    ] as const) {
      for (const token of [undefined, stranger]) {
        const answer = await view(id, { token });
        expect(answer.status).toBe(status);
        expect(JSON.stringify(answer.body)).not.toMatch(/Secret|interactive|slides/);
      }
      for (const route of [`/view/${id}`, `/embed/${id}`]) {
        expect(await (await page(route)).text(), route).not.toMatch(/Secret|interactive-images|\/slides\//);
      }
    }
    // Staff who may see the library check them before the video goes out.
    const staff = (await view(hidden, { token: people.editor.token })).body;
    expect(staff.interactive.map((element) => element.name)).toEqual(['Secret hotspot', 'Secret logo']);
    expect(staff.presentation.items).toHaveLength(2);
  });

  it('refuse an address whose time is over, or that was signed for another file', async () => {
    const id = await addVideo();
    const { imageId, slides } = await addInteractive(id);
    const secret = downloadSecretOf((await loadSigningKeys(data.dataDir)).cookieKeys);
    const now = Math.floor(Date.now() / 1000);
    for (const pathname of [viewMediaPaths.interactiveImage(id, imageId), viewMediaPaths.slide(id, slides[0])]) {
      expect((await fetchSigned(signedMediaUrl(PUBLIC_URL, secret, pathname, now + 60))).status, pathname).toBe(200);
      expect((await fetchSigned(signedMediaUrl(PUBLIC_URL, secret, pathname, now - 1))).status, pathname).toBe(403);
    }
    const { presentation } = (await view(id)).body;
    const swapped = presentation.items[0].src.replace(slides[0], slides[1]);
    expect((await fetchSigned(swapped)).status).toBe(403);
  });
});
