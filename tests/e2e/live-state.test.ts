import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'live.admin@example.test', password: 'correct horse battery staple 42' };
const CLIP = 'tide-timelapse.mp4';
const SECONDS = 8;

/**
 * The console follows the processing of a video without a reload: the media library's row turns
 * from Processing to Ready and the open panel's renditions move and turn ready, all pushed by the
 * server's live updates (the list is never polled). The server's ffmpeg reads its input at the
 * clip's own pace (`-re`, through FFMPEG_PATH), so that processing lasts about as long as the clip.
 */
describe('live processing state in the console', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;
  let token: string;
  let libraryId: number;
  /** Full page loads after the console was first opened (a reload would add one). */
  let loads = 0;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-live-e2e-'));
    const ffmpeg = path.join(folder, 'ffmpeg-at-clip-pace');
    writeFileSync(ffmpeg, `#!/bin/sh\nexec "${process.env.FFMPEG_PATH ?? 'ffmpeg'}" -re "$@"\n`);
    chmodSync(ffmpeg, 0o755);
    const [started] = await Promise.all([
      startProduct({
        REELBASE_ADMIN_EMAIL: ADMIN.email,
        REELBASE_ADMIN_PASSWORD: ADMIN.password,
        FFMPEG_PATH: ffmpeg,
        // Without FFPROBE_PATH, ffprobe is found on the PATH.
        ...(process.env.FFPROBE_PATH ? { FFPROBE_PATH: process.env.FFPROBE_PATH } : {}),
      }),
      makeClip(path.join(folder, CLIP), SECONDS),
    ]);
    server = started;
    browser = await launchBrowser();
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const rowOf = (title: string) => page.locator('tr').filter({ hasText: title });
  const processingBadge = (title: string) => rowOf(title).getByText('Processing', { exact: true });

  it('opens the media library of a new company', async () => {
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(page);
    const company = await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
      company_name: 'Tide Films',
      email_address: 'info@tide.test',
    });
    libraryId = (
      await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', {
        name: 'Coast',
        company_id: company.id,
      })
    ).id;
    await page.getByRole('link', { name: 'Media library' }).click();
    await page.getByRole('table', { name: 'Videos' }).waitFor();
    // A reload would lose this mark and count a load.
    await page.evaluate(() => {
      (window as unknown as { liveMark: string }).liveMark = 'kept';
    });
    page.on('load', () => {
      loads += 1;
    });
  });

  it('shows a video uploaded elsewhere as Processing, then its renditions moving and turning ready', async () => {
    const videoId = await uploadViaApi(server.url, token, path.join(folder, CLIP), libraryId);
    const { title } = await callApi<{ title: string }>(server.url, token, 'GET', `/api/videos/${videoId}`);

    // The new row appears by itself, processing.
    await processingBadge(title).waitFor({ timeout: 10_000 });

    await rowOf(title).getByRole('link', { name: title, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.waitFor();
    await drawer.getByRole('button', { name: 'Encodings', exact: true }).click();
    const renditions = drawer.getByRole('list', { name: 'Renditions' });
    const bar = renditions.getByRole('progressbar').first();
    await bar.waitFor({ timeout: 20_000 });

    // Progress is read until the rendition is ready: it moves in steps, far more often than the 12 s poll.
    const seen = new Set<number>();
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if ((await renditions.getByText('Ready', { exact: true }).count()) > 0) break;
      const value = await bar.getAttribute('aria-valuenow', { timeout: 500 }).catch(() => null);
      if (value !== null) seen.add(Number(value));
      await page.waitForTimeout(200);
    }
    await renditions.getByText('Ready', { exact: true }).first().waitFor({ timeout: 5_000 });
    expect(seen.size).toBeGreaterThanOrEqual(3);
    const values = [...seen];
    expect(values).toEqual([...values].sort((a, b) => a - b));

    // The panel's status and the list's row follow within a couple of seconds.
    await expect
      .poll(async () => (await callApi<{ status: string }>(server.url, token, 'GET', `/api/videos/${videoId}`)).status)
      .toBe('ready');
    await expect.poll(() => drawer.getByText(/\bProcessing\b/).count(), { timeout: 3_000 }).toBe(0);
    await expect.poll(() => processingBadge(title).count(), { timeout: 3_000 }).toBe(0);
    expect(await rowOf(title).count()).toBe(1);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => processingBadge(title).count(), { timeout: 3_000 }).toBe(0);

    // No reload happened on the way.
    expect(loads).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { liveMark?: string }).liveMark)).toBe('kept');
  });
});
