import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadToNewLibrary } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'stats.admin@example.test', password: 'correct horse battery staple 42' };
const DESKTOP_BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** An address the country database places in the United States. */
const VISITOR_ADDRESS = '8.8.8.8';
const TITLE = 'Launch film';
const LIBRARY = 'Launch Films';
const HOTSPOT = 'Buy now';

/** A page on another loopback name and port (localhost) that links to the viewing page. */
async function startReferringSite(): Promise<{ url: string; server: Server; link: (href: string) => void }> {
  let href = '';
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><html lang="en"><title>Blog</title><a href="${href}">Watch the launch</a></html>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    server,
    link: (next) => {
      href = next;
    },
  };
}

/** The day as the Dutch locale writes it (the CSV file name's dates). */
const dutch = (day: string) =>
  new Intl.DateTimeFormat('nl-NL', { timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const utcDay = (offsetDays = 0) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('the statistics, fed by a real view', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: Page;
  let folder: string;
  let token: string;
  let videoId: string;
  let elementId: string;
  let site: Awaited<ReturnType<typeof startReferringSite>>;

  const api = <T>(method: string, route: string, body?: unknown) => callApi<T>(server.url, token, method, route, body);
  const today = () => {
    const now = Math.floor(Date.now() / 1000);
    return `videos[]=${videoId}&from=${now - (now % 86_400)}&to=${now}`;
  };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-stats-e2e-'));
    const [started] = await Promise.all([
      // Behind a proxy the visitor's address comes from X-Forwarded-For: the test names one.
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password, TRUST_PROXY: '1' }),
      makeClip(path.join(folder, 'launch.mp4'), 6, '640x360'),
    ]);
    server = started;
    site = await startReferringSite();
    // A desktop browser's name for every request, also the beacon sent as a page goes: the
    // statistics leave out a headless browser as a robot.
    browser = await launchBrowser([`--user-agent=${DESKTOP_BROWSER}`]);
    staff = await // axe is injected as a script: the console's policy would refuse it.
    (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true, bypassCSP: true })
    ).newPage();
    staff.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => site?.server.close(resolve));
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gets a public video ready with a hotspot', async () => {
    await signInPage(staff, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(staff);
    ({ videoId } = await uploadToNewLibrary(server.url, token, path.join(folder, 'launch.mp4'), {
      company: 'Stats Media',
      library: LIBRARY,
      ready: true,
    }));
    await api('PUT', `/api/videos/${videoId}`, { name: TITLE, privacy: 'anybody', visibility: { type: 'public' } });
    // The hotspot covers the middle of the picture for the whole video and skips to 4 s.
    const element = await api<{ _id: string }>('POST', `/api/videos/${videoId}/interactive`, {
      name: HOTSPOT,
      start: 0,
      end: 6,
      startAction: 'play',
      action: { type: 'skipTo', timeIndex: 4 },
      style: { origin: { left: 20, top: 20 }, dimensions: { width: 60, height: 60 } },
    });
    elementId = element._id;
  });

  it('counts a signed-out visitor who came from a link, played, clicked the hotspot and watched to the end', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      extraHTTPHeaders: { 'x-forwarded-for': VISITOR_ADDRESS },
    });
    const visitor = await context.newPage();
    visitor.setDefaultTimeout(20_000);
    site.link(`${server.url}/view/${videoId}`);
    await visitor.goto(site.url);
    await visitor.getByRole('link', { name: 'Watch the launch' }).click();
    await visitor.locator('[data-testid="player-overlay"] canvas').first().waitFor();
    await visitor.getByRole('button', { name: 'Play', exact: true }).first().click();
    const video = visitor.locator('video');
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
    const box = await visitor.getByTestId('player-overlay').boundingBox();
    if (!box) throw new Error('The overlay has no box.');
    await visitor.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), { timeout: 20_000 })
      .toBe(true);
    // The page sends what waits every 10 s while it is open (with the page's request headers).
    const views = async () =>
      (await api<{ rows: { key: string; doc_count: number }[] }>('GET', `/api/videos/views?${today()}`)).rows.find(
        (row) => row.key === videoId,
      )?.doc_count ?? 0;
    await expect.poll(views, { timeout: 20_000, interval: 250 }).toBe(1);
    // Leaving fires pagehide, which hands the rest to sendBeacon.
    await visitor.goto('about:blank');
    await context.close();
    await expect
      .poll(
        async () =>
          (
            await api<Record<string, number>>('POST', '/api/videos/interactive-clicks', {
              interactiveElementIds: [elementId],
            })
          )[elementId],
        { timeout: 15_000, interval: 250 },
      )
      .toBe(1);
  });

  it('shows the video on /statistics and downloads its CSV once a library is chosen', async () => {
    await staff.goto(`${server.url}/statistics`);
    await staff.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    const row = staff.getByRole('row', { name: new RegExp(TITLE) });
    await row.waitFor();
    const cells = await row.getByRole('cell').allTextContents();
    // Thumbnail, title, library, impressions, starts, start ratio, duration, ...
    expect(cells.slice(1, 6)).toEqual([TITLE, LIBRARY, '1', '1', '100%']);
    expect(cells[6]).toBe('0:06');

    const download = staff.getByRole('button', { name: 'Download CSV' });
    expect(await download.getAttribute('aria-disabled')).toBe('true');
    // react-aria shows tooltips on hover once the pointer has been used on the page, as a user
    // who clicked their way here has.
    await staff.getByRole('heading', { name: 'Statistics', level: 1 }).click();
    await download.hover();
    await staff.getByRole('tooltip').filter({ hasText: 'Please select a library to enable the download' }).waitFor();
    await staff.getByRole('button', { name: /Library/ }).click();
    await staff.getByRole('option', { name: `Stats Media / ${LIBRARY}` }).click();
    await staff.keyboard.press('Escape');
    const [file] = await Promise.all([staff.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe(`statistics-Launch_Films-${dutch(utcDay(-6))}-${dutch(utcDay())}.csv`);
    const csv = readFileSync(await file.path(), 'utf8').split('\r\n');
    expect(csv[0]).toBe(
      'Id,Title,Starts,Impressions,Start ratio,Duration,Avg viewing time,Viewed ratio,Total watch time',
    );
    expect(csv[1]).toMatch(
      new RegExp(`^${videoId},${TITLE},1,1,100%,0:00:06,0:00:0[56],(8[0-9]|9[0-9]|100)%,0:00:0[56]$`),
    );
    expect(csv[2]).toBe('');
    expect(await axeViolations(staff)).toEqual([]);
  });

  it('shows the figures, the referrer, the country and the device on /statistics/{id}', async () => {
    await staff.goto(`${server.url}/statistics/${videoId}`);
    await staff.getByText(videoId).first().waitFor();
    await staff
      .getByRole('heading', { name: new RegExp(TITLE) })
      .first()
      .waitFor();
    const referrer = staff.getByRole('button', { name: new RegExp(site.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')) });
    await referrer.waitFor();
    await staff.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await referrer.click();
    await staff.getByText('Referrer URL copied to clipboard!').waitFor();
    expect(await staff.evaluate('navigator.clipboard.readText()')).toBe(site.url);
    await staff.getByText('United States').first().waitFor();
    await staff.getByText('Desktop').first().waitFor();
    expect(await axeViolations(staff)).toEqual([]);
  });

  it('shows the hotspot clicks in the video panel', async () => {
    await staff.goto(`${server.url}/media-library`);
    await staff.getByRole('table', { name: 'Videos' }).getByRole('link', { name: TITLE, exact: true }).click();
    const panel = staff.getByRole('dialog');
    await panel.getByRole('button', { name: 'Interactive' }).click();
    const row = panel.getByRole('row', { name: new RegExp(HOTSPOT) });
    await row.waitFor();
    await expect.poll(() => row.getByRole('cell').last().textContent()).toBe('1');
  });
});
