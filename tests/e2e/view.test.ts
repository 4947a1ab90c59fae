import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadToNewLibrary } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'view.admin@example.test', password: 'correct horse battery staple 42' };
/** Media addresses of the viewing pages live this long here, so that their expiry can be watched. */
const MEDIA_SECONDS = 20;
const UNAVAILABLE = 'This video is not available';
const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const SUBTITLES = 'WEBVTT\n\n00:00.000 --> 00:05.000\nHello from the subtitles\n';

interface Encoding {
  height: number;
  ready: boolean;
}

/** A page on another loopback name and port (localhost) that frames `src`. */
async function startFramingSite(): Promise<{ url: string; server: Server; frame: (src: string) => string }> {
  let src = '';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Blog</title><h1>A blog post</h1><iframe id="player" src="${src}" width="640" height="360" title="Video" allow="autoplay; fullscreen"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://localhost:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    server,
    frame: (next: string) => {
      src = next;
      return url;
    },
  };
}

/** The iframe's frame once its document has loaded (or failed to). */
async function playerFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('iframe#player');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('The iframe has no frame');
  await frame.waitForLoadState('domcontentloaded');
  return frame;
}

describe('the public viewing pages', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let folder: string;
  let token: string;
  let libraryId: number;
  let videoId: string;
  let site: Awaited<ReturnType<typeof startFramingSite>>;

  const api = <T>(method: string, route: string, body?: unknown) => callApi<T>(server.url, token, method, route, body);
  const setVideo = (body: Record<string, unknown>) => api('PUT', `/api/videos/${videoId}`, body);

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-view-e2e-'));
    const [started] = await Promise.all([
      startProduct({
        REELBASE_ADMIN_EMAIL: ADMIN.email,
        REELBASE_ADMIN_PASSWORD: ADMIN.password,
        VIEW_MEDIA_TTL_SECONDS: String(MEDIA_SECONDS),
      }),
      makeClip(path.join(folder, 'launch.mp4'), 6, '1280x720'),
    ]);
    server = started;
    site = await startFramingSite();
    browser = await launchBrowser();
    staff = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })).newPage();
    // The visitor meets the pages' real security policy.
    visitorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    visitor = await visitorContext.newPage();
    staff.setDefaultTimeout(20_000);
    visitor.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gets a public video ready with two renditions, subtitles and a chapter', async () => {
    await signInPage(staff, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(staff);
    ({ libraryId, videoId } = await uploadToNewLibrary(server.url, token, path.join(folder, 'launch.mp4'), {
      company: 'Launch Media',
      library: 'Launches',
      ready: true,
    }));
    await expect
      .poll(
        async () =>
          (await api<Encoding[]>('GET', `/api/videos/${videoId}/encodings`))
            .filter((encoding) => encoding.ready)
            .map((encoding) => encoding.height),
        { timeout: 90_000, interval: 500 },
      )
      .toEqual(expect.arrayContaining([360, 720]));

    const form = new FormData();
    form.append('file', new Blob([SUBTITLES], { type: 'text/vtt' }), 'english.vtt');
    form.append('language', 'en');
    form.append('label', 'English');
    form.append('is_default', '1');
    const added = await fetch(`${server.url}/api/videos/${videoId}/subtitles`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(added.status).toBe(200);
    await api('POST', `/api/videos/${videoId}/chapters`, { offset: 3, value: 'Second half' });
    await setVideo({
      name: 'Launch film',
      description: 'Our launch, in six seconds.',
      privacy: 'anybody',
      visibility: { type: 'public' },
    });
  });

  it('plays it for a signed-out visitor: poster, rendition, subtitles, chapter seek, quality switch', async () => {
    await visitor.goto(`${server.url}/view/${videoId}`);
    await visitor.getByRole('heading', { name: 'Launch film', level: 1 }).waitFor();
    const video = visitor.locator('video');
    expect(await video.getAttribute('poster')).toMatch(/token=/);
    await expect.poll(() => video.getAttribute('src')).toMatch(/\/encodings\/\d+.*token=/);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThan(0);
    // The default subtitle track shows from the start.
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) =>
          Array.from(element.textTracks).map((track) => `${track.label}:${track.mode}`),
        ),
      )
      .toEqual(['English:showing']);

    await visitor.getByRole('button', { name: /Second half/ }).click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(3, 0);

    const before = await video.getAttribute('src');
    const quality = visitor.getByRole('button', { name: /quality/i });
    await quality.click();
    const other = before?.includes('/360') ? '720p' : '360p';
    await visitor.getByRole('menuitemradio', { name: other }).click();
    await expect.poll(() => video.getAttribute('src')).not.toBe(before);
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeCloseTo(3, 0);

    // Link previews are in the page the server sends.
    const html = await (await fetch(`${server.url}/view/${videoId}`)).text();
    expect(html).toContain('<meta property="og:title" content="Launch film"');
    expect(html).toContain('application/json+oembed');
    expect(html).not.toContain('noindex');
    const oembed = await fetch(`${server.url}/api/oembed?url=${encodeURIComponent(`${server.url}/view/${videoId}`)}`);
    expect(oembed.status).toBe(200);
    expect(((await oembed.json()) as { html: string }).html).toContain(`/embed/${videoId}`);
  });

  it('is usable and clean on a 390 px phone', async () => {
    const phone = await (
      await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } })
    ).newPage();
    await phone.goto(`${server.url}/view/${videoId}`);
    await phone.getByRole('heading', { name: 'Launch film', level: 1 }).waitFor();
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.context().close();
  });

  it('lets another site frame the embed while the console refuses to be framed', async () => {
    const errors: string[] = [];
    visitor.on('pageerror', (error) => errors.push(error.message));
    await visitor.goto(site.frame(`${server.url}/embed/${videoId}`));
    const frame = await playerFrame(visitor);
    await expect.poll(() => frame.locator('video').getAttribute('src')).toMatch(/\/encodings\//);

    expect(errors).toEqual([]);

    await visitor.goto(site.frame(`${server.url}/media-library`));
    const refused = await playerFrame(visitor);
    // A refused frame is an error page: nothing of the console runs in it.
    await expect.poll(() => refused.locator('#root').count()).toBe(0);

    // Limited to other domains, the embed is refused here too.
    await api('PUT', `/api/libraries/${libraryId}`, { name: 'Launches', whitelisted_domains: ['example.com'] });
    await visitor.goto(site.frame(`${server.url}/embed/${videoId}`));
    const blocked = await playerFrame(visitor);
    await expect.poll(() => blocked.locator('video').count()).toBe(0);
    // Limited to the framing site's domain, it plays there again.
    await api('PUT', `/api/libraries/${libraryId}`, { name: 'Launches', whitelisted_domains: ['localhost'] });
    await visitor.goto(site.frame(`${server.url}/embed/${videoId}`));
    const allowed = await playerFrame(visitor);
    await expect.poll(() => allowed.locator('video').getAttribute('src')).toMatch(/\/encodings\//);
  });

  it('changes what the player shows with its template', async () => {
    const template = await api<{ id: number }>('POST', `/api/libraries/${libraryId}/player-templates`, {
      name: 'Bare',
      scrub_bar: false,
      fullscreen: false,
      time_info: false,
      social_share: true,
      share_email: true,
    });
    await setVideo({ playerTemplateId: template.id });
    await visitor.goto(`${server.url}/embed/${videoId}`);
    await visitor.locator('video').waitFor();
    await visitor.getByRole('button', { name: /share/i }).click();
    expect(await visitor.getByRole('link', { name: /e-?mail/i }).getAttribute('href')).toContain(
      encodeURIComponent(`${server.url}/view/${videoId}`),
    );
    expect(await visitor.getByRole('slider', { name: /seek/i }).count()).toBe(0);
    expect(await visitor.getByRole('button', { name: /full ?screen/i }).count()).toBe(0);

    await setVideo({ playerTemplateId: null });
    await visitor.reload();
    await visitor.locator('video').waitFor();
    await visitor.getByRole('slider', { name: /seek/i }).waitFor();
    expect(await visitor.getByRole('button', { name: /full ?screen/i }).count()).toBe(1);
  });

  it('asks for the password of a password video and plays it with the right one', async () => {
    // The address opens the video's panel.
    await staff.goto(`${server.url}/media-library?videoId=${videoId}`);
    const drawer = staff.getByRole('dialog', { name: 'Launch film' });
    await drawer.getByRole('button', { name: 'Privacy', exact: true }).click();
    const panel = drawer.getByRole('form', { name: 'Privacy' });
    await panel.getByRole('button', { name: /Privacy/ }).click();
    await staff.getByRole('option', { name: /password/i }).click();
    // Without a password the form cannot be saved yet.
    expect(await panel.getByRole('button', { name: 'Save changes' }).getAttribute('aria-disabled')).toBe('true');
    await panel.getByRole('textbox', { name: 'Password' }).fill('abc');
    await panel.getByText('The password must have at least 4 characters.').waitFor();
    await panel.getByRole('textbox', { name: 'Password' }).fill('open sesame');
    await panel.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(
        async () =>
          (await api<{ has_privacy_password: boolean }>('GET', `/api/videos/${videoId}`)).has_privacy_password,
      )
      .toBe(true);

    const html = await (await fetch(`${server.url}/view/${videoId}`)).text();
    expect(html).not.toContain('Launch film');
    await visitor.goto(`${server.url}/view/${videoId}`);
    await visitor.getByRole('heading', { name: 'This video is protected' }).waitFor();
    expect(await visitor.locator('video').count()).toBe(0);
    await visitor.getByLabel('Password').fill('guess');
    await visitor.getByRole('button', { name: 'Watch' }).click();
    await visitor.getByText('The password is not correct.').waitFor();
    await visitor.getByLabel('Password').fill('open sesame');
    await visitor.getByRole('button', { name: 'Watch' }).click();
    await visitor.getByRole('heading', { name: 'Launch film', level: 1 }).waitFor();
    await expect.poll(() => visitor.locator('video').getAttribute('src')).toMatch(/\/encodings\//);
  });

  it('shows a private and an out-of-window video as not available, and their media addresses expire', async () => {
    await setVideo({ privacy: 'anybody' });
    const media = await (await fetch(`${server.url}/api/view/${videoId}`)).json();
    const rendition = (media as { encodings: { url?: string }[] }).encodings.find((encoding) => encoding.url)?.url;
    expect(rendition).toBeTruthy();
    expect((await fetch(rendition as string, { headers: { range: 'bytes=0-99' } })).status).toBe(206);

    await setVideo({ visibility: { type: 'private' } });
    await visitor.goto(`${server.url}/view/${videoId}`);
    await visitor.getByRole('heading', { name: UNAVAILABLE }).waitFor();
    expect(await visitor.content()).not.toContain('Launch film');
    expect((await fetch(`${server.url}/api/view/${videoId}`)).status).toBe(404);

    const tomorrow = Math.floor(Date.now() / 1000) + 86_400;
    await setVideo({ visibility: { type: 'scheduled', from: tomorrow, until: tomorrow + 86_400 } });
    await visitor.goto(`${server.url}/embed/${videoId}`);
    await visitor.getByRole('heading', { name: UNAVAILABLE }).waitFor();

    // Signed addresses handed out while the video was public stop working when they expire.
    const expires = Number(new URL(rendition as string).searchParams.get('token')?.split('.')[0]);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, expires * 1000 - Date.now()) + 1500));
    expect((await fetch(rendition as string, { headers: { range: 'bytes=0-99' } })).status).toBe(403);
  });

  it('lets staff who are signed in watch a staff-only video', async () => {
    await setVideo({ privacy: 'users', visibility: { type: 'public' } });
    await staff.goto(`${server.url}/view/${videoId}`);
    await staff.getByRole('heading', { name: 'Launch film', level: 1 }).waitFor();
    await visitor.goto(`${server.url}/view/${videoId}`);
    await visitor.getByRole('heading', { name: UNAVAILABLE }).waitFor();
  });

  it('counts a signed-out visit in the statistics once the visitor leaves the page', async () => {
    await setVideo({ privacy: 'anybody', visibility: { type: 'public' } });
    // A desktop browser's name for every request, also the beacon sent as the page goes (a
    // context's name is not used there): the statistics leave out a headless browser as a robot.
    const desktop = await launchBrowser([`--user-agent=${DESKTOP_BROWSER}`]);
    try {
      const page = await (await desktop.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await page.goto(`${server.url}/view/${videoId}`);
      await page.getByRole('button', { name: 'Play', exact: true }).first().click();
      const video = page.locator('video');
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(2);
      // Leaving fires pagehide, which hands the waiting events to sendBeacon.
      await page.goto('about:blank');
      const now = Math.floor(Date.now() / 1000);
      const range = `videos[]=${videoId}&from=${now - (now % 86_400)}&to=${now}`;
      for (const figure of ['impressions', 'views']) {
        await expect
          .poll(
            async () => {
              const { rows } = await api<{ rows: { key: string; doc_count: number }[] }>(
                'GET',
                `/api/videos/${figure}?${range}`,
              );
              return rows.find((row) => row.key === videoId)?.doc_count ?? 0;
            },
            { timeout: 15_000, interval: 250 },
          )
          .toBeGreaterThanOrEqual(1);
      }
    } finally {
      await desktop.close();
    }
  });
});
