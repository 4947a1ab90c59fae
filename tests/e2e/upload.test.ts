import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'uploads.admin@example.test', password: 'correct horse battery staple 42' };
const MiB = 1048576;
/** The console's chunk size: the server confirms the bytes 8 MiB at a time. */
const CHUNK = 8 * MiB;

/**
 * A video of about 20 MB that encodes quickly: 4 s of 640x360 noise, coded losslessly (noise does
 * not compress), no sound.
 */
async function makeNoiseClip(file: string) {
  await promisify(execFile)(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', "nullsrc=size=640x360:rate=25:duration=4,geq=lum='random(1)*255':cb=128:cr=128"],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-qp', '0', '-pix_fmt', 'yuv420p', '-threads', '1', file],
  ]);
  return file;
}

interface ListedVideo {
  id: string;
  title: string;
  status: string;
}
const COMPANY = 'Upload Media';
const LIBRARY = 'Footage';

describe('upload: videos through the upload page, probed and encoded', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-upload-e2e-'));
    await makeClip(path.join(folder, 'clip.mp4'));
    await makeNoiseClip(path.join(folder, 'big.mp4'));
    writeFileSync(path.join(folder, 'notes.txt'), 'not a video');
    writeFileSync(path.join(folder, 'tiny.mp4'), Buffer.alloc(2048));
    // Text in a video's clothes: big enough and named .mp4, refused by the server from its bytes.
    writeFileSync(path.join(folder, 'fake.mp4'), Buffer.alloc(1_200_000, 'not a video at all '));
    server = await startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    page = await (await browser.newContext({ bypassCSP: true, acceptDownloads: true })).newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const toast = (text: string) => page.getByText(text).first().waitFor();
  const chooseFiles = (...names: string[]) =>
    page
      .locator('input[type="file"]')
      .first()
      .setInputFiles(names.map((name) => path.join(folder, name)));
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  /** Every video of the product, as the signed-in admin lists them. */
  const videos = async () =>
    (
      await callApi<{ items: ListedVideo[] }>(
        server.url,
        await accessTokenOf(page),
        'GET',
        '/api/videos?pageSize=100&sort=publish_date',
      )
    ).items;

  it('prepares a company with one library', async () => {
    await page.goto(`${server.url}/companies/create`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${server.url}/companies/create`);
    await page.getByLabel('Company name').fill(COMPANY);
    await page.getByRole('textbox', { name: 'Email' }).fill('info@upload.test');
    const addCompany = page.getByRole('button', { name: 'Add company' });
    await expect.poll(() => addCompany.isEnabled()).toBe(true);
    await addCompany.click();
    await page.waitForURL(/\/companies\/\d+$/);

    await page.goto(`${server.url}/libraries/create`);
    await page.getByRole('textbox', { name: 'Name' }).fill(LIBRARY);
    await page.getByRole('button', { name: /Company$/ }).click();
    await page.getByRole('option', { name: COMPANY }).click();
    const addLibrary = page.getByRole('button', { name: 'Add library' });
    await expect.poll(() => addLibrary.isEnabled()).toBe(true);
    await addLibrary.click();
    await page.waitForURL(/\/libraries\/\d+$/);
  });

  it('refuses a file that is not a video and one under 1 MiB with the toasts of the catalogue', async () => {
    await page.goto(`${server.url}/upload`);
    await page.getByText('Or choose files').waitFor();
    // One library: chosen automatically, no selector.
    expect(await page.getByRole('button', { name: /Library/ }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await chooseFiles('notes.txt', 'tiny.mp4');
    await toast('File: notes.txt with type of txt not accepted!');
    await toast('File: tiny.mp4 is not accepted! The minimum filesize is 1MB');
    expect(await page.getByRole('list', { name: 'Uploads' }).count()).toBe(0);

    await chooseFiles('fake.mp4');
    await row('fake.mp4')
      .getByText(/Failed: .+/)
      .waitFor();
    await page
      .getByRole('list', { name: 'Files with errors' })
      .getByText(/fake\.mp4/)
      .waitFor();
    await row('fake.mp4').getByRole('button', { name: 'Delete fake.mp4' }).click();
    await expect.poll(() => row('fake.mp4').count()).toBe(0);
  });

  it('cancels an upload in flight after confirmation', async () => {
    // Hold the chunks so that the upload stays in flight until it is cancelled.
    const held: Route[] = [];
    await page.route('**/api/upload/chunk', (route) => {
      held.push(route);
    });
    await chooseFiles('clip.mp4');
    await row('clip.mp4').getByText('Uploading').waitFor();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await row('clip.mp4').getByRole('button', { name: 'Cancel clip.mp4' }).click();
    await page.getByText('Would you like to cancel this upload?').waitFor();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect.poll(() => row('clip.mp4').count()).toBe(0);
    await page.unroute('**/api/upload/chunk');
    for (const route of held) await route.abort().catch(() => undefined);
    // The abort call removed the video that start had made: nothing is left "uploading".
    await expect.poll(async () => (await videos()).filter((video) => video.title === 'clip')).toEqual([]);
  });

  it('cancelled while start is answering: the session and video it made are removed too', async () => {
    const starts: Route[] = [];
    await page.route('**/api/upload/chunk/start', (route) => {
      starts.push(route);
    });
    const aborted = page.waitForRequest((request) => request.url().endsWith('/api/upload/chunk/abort'));
    await chooseFiles('clip.mp4');
    await expect.poll(() => starts.length).toBe(1);
    await row('clip.mp4').getByRole('button', { name: 'Cancel clip.mp4' }).click();
    await page.getByRole('button', { name: 'Cancel upload' }).click();
    await expect.poll(() => row('clip.mp4').count()).toBe(0);
    // The start reaches the server (which makes the video) and answers after the cancel.
    await starts[0].continue();
    await page.unroute('**/api/upload/chunk/start');
    expect((await aborted).postDataJSON()).toMatchObject({ session_id: expect.any(String), key: expect.any(String) });
    await expect.poll(async () => (await videos()).filter((video) => video.title === 'clip')).toEqual([]);
  });

  it('shows the bytes going up between chunk confirmations on a slow connection, then Processing and Ready', async () => {
    const size = statSync(path.join(folder, 'big.mp4')).size;
    expect(size).toBeGreaterThan(2 * CHUNK);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 20 * MiB,
      uploadThroughput: 1.5 * MiB,
    });
    let confirmed = false;
    const onResponse = (response: { url(): string; request(): { method(): string } }) => {
      if (response.url().endsWith('/api/upload/chunk') && response.request().method() === 'POST') confirmed = true;
    };
    page.on('response', onResponse);
    try {
      await chooseFiles('big.mp4');
      const bar = row('big.mp4').getByRole('progressbar', { name: 'Upload of big.mp4' });
      await bar.waitFor();
      // Read the bar until the server confirms the first chunk.
      const before = new Set<number>();
      let figures = '';
      while (!confirmed) {
        const value = Number(await bar.getAttribute('aria-valuenow'));
        if (!confirmed) before.add(value);
        const text = await row('big.mp4').textContent();
        if (text && /MB\/s · .+ left/.test(text)) figures = text;
        await page.waitForTimeout(250);
      }
      const moving = [...before].filter((value) => value > 0);
      expect(moving.length).toBeGreaterThanOrEqual(4);
      expect(Math.max(...moving)).toBeLessThan(100);
      // Speed and time left, smoothed: about the throttled 1.5 MB/s.
      expect(figures).toMatch(/[\d.]+ MB of [\d.]+ MB · [\d.]+ MB\/s · .+ left/);
      const speed = Number(/ (\d+(?:\.\d)?) MB\/s/.exec(figures)?.[1]);
      expect(speed).toBeGreaterThan(0.7);
      expect(speed).toBeLessThan(3);
    } finally {
      page.off('response', onResponse);
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await cdp.detach();
    }
    // Past "Uploaded": the row follows the video through processing to Ready.
    await row('big.mp4')
      .getByText(/^(Uploaded|Processing|Ready)$/)
      .waitFor({ timeout: 60_000 });
    await row('big.mp4').getByText('Ready', { exact: true }).waitFor({ timeout: 120_000 });
    const big = (await videos()).find((video) => video.title === 'big');
    expect(big?.status).toBe('ready');
    const link = row('big.mp4').getByRole('link', { name: 'Go to video big.mp4' });
    expect(await link.getAttribute('href')).toBe(`/media-library?videoId=${big?.id}`);
    expect(await axeViolations(page)).toEqual([]);
    await link.click();
    await page.waitForURL((url) => url.pathname === '/media-library' && url.searchParams.get('videoId') === big?.id);
    await page.goto(`${server.url}/upload`);
    await page.getByText('Or choose files').waitFor();
  }, 240_000);

  it('retries a refused upload, then probes and encodes it and downloads a rendition', async () => {
    let refused = false;
    await page.route('**/api/upload/chunk/start', async (route) => {
      if (refused) return route.continue();
      refused = true;
      return route.fulfill({ status: 400, contentType: 'application/json', body: '{"message":"Try later."}' });
    });
    await chooseFiles('clip.mp4');
    await row('clip.mp4').getByText('Failed: Try later.').waitFor();
    await row('clip.mp4').getByRole('button', { name: 'Retry clip.mp4' }).click();
    await row('clip.mp4')
      .getByText(/^(Uploaded|Processing|Ready)$/)
      .waitFor();
    await page.unroute('**/api/upload/chunk/start');

    await row('clip.mp4').getByRole('button', { name: 'Details clip.mp4' }).click();
    const drawer = page.getByRole('dialog', { name: 'clip.mp4' });
    await drawer.waitFor();
    await drawer.getByText(`${COMPANY} / ${LIBRARY}`).waitFor();
    await drawer.getByText('640 × 360').waitFor({ timeout: 60_000 });
    await drawer.getByText('0:03').waitFor();
    const download = drawer.getByRole('button', { name: 'Download 360p' });
    // The panel polls every 12 s until the rendition is ready.
    await expect.poll(() => download.isEnabled(), { timeout: 90_000, interval: 1000 }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/360p\.mp4$/);
    const bytes = readFileSync(await file.path());
    expect(bytes.length).toBeGreaterThan(10_000);
    expect(bytes.subarray(4, 8).toString('latin1')).toBe('ftyp');

    await drawer.getByRole('button', { name: 'Send download links by e-mail' }).click();
    await toast('Email sent!');
    expect(await drawer.getByRole('button', { name: 'Send download links by e-mail' }).isDisabled()).toBe(true);

    // Selecting the finished row opens the same drawer: a press on the row, or its name by keyboard.
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    await row('clip.mp4').getByRole('progressbar').click();
    await drawer.getByText(`${COMPANY} / ${LIBRARY}`).waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
    await row('clip.mp4').getByRole('link', { name: 'clip.mp4', exact: true }).focus();
    await page.keyboard.press('Enter');
    await drawer.getByText(`${COMPANY} / ${LIBRARY}`).waitFor();
  });
});
