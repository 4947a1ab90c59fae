import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'library.admin@example.test', password: 'correct horse battery staple 42' };
const COMPANY = 'Harbour Media';
const LIBRARIES = ['Tours', 'Meetings'] as const;
const CLIPS = ['harbour-tour.mp4', 'board-meeting.mp4'] as const;

interface ListedVideo {
  id: string;
  title: string;
}

describe('media library: search, filter, details and bulk delete', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;
  let token: string;
  const videoIds: Record<string, string> = {};

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-media-library-e2e-'));
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
      ...CLIPS.map((clip) => makeClip(path.join(folder, clip))),
    ]);
    server = started;
    browser = await launchBrowser();
    const context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const table = () => page.getByRole('table', { name: 'Videos' });
  const rowOf = (title: string) => table().getByRole('row').filter({ hasText: title });
  const toast = (text: string) => page.getByText(text).first().waitFor();

  it('uploads two videos to two libraries through the API', async () => {
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(page);
    const company = await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
      company_name: COMPANY,
      email_address: 'info@harbour-media.test',
    });
    for (const [index, name] of LIBRARIES.entries()) {
      const library = await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', {
        name,
        company_id: company.id,
      });
      const clip = CLIPS[index] ?? '';
      videoIds[clip] = await uploadViaApi(server.url, token, path.join(folder, clip), library.id);
    }
    // The tour is made public, so the Status filter tells the two apart.
    await callApi(server.url, token, 'PUT', `/api/videos/${videoIds['harbour-tour.mp4']}`, { privacy: 'anybody' });
  });

  it('lists both, newest first, from the left menu', async () => {
    await page.getByRole('link', { name: 'Media library' }).click();
    await page.waitForURL(`${server.url}/media-library`);
    await rowOf('harbour-tour').waitFor();
    await rowOf('board-meeting').waitFor();
    const titles = await table().getByRole('link').allTextContents();
    expect(titles).toEqual(['board-meeting', 'harbour-tour']);
    await rowOf('board-meeting').getByText(`${COMPANY} / Meetings`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('finds one by quick search and by the Status and Library filters', async () => {
    await page.getByRole('searchbox', { name: 'Search videos' }).fill('harbour');
    await expect.poll(() => rowOf('board-meeting').count()).toBe(0);
    await rowOf('harbour-tour').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await rowOf('board-meeting').waitFor();

    await page.getByRole('button', { name: /All statuses/ }).click();
    await page.getByRole('option', { name: 'Anybody' }).click();
    await expect.poll(() => rowOf('board-meeting').count()).toBe(0);
    await rowOf('harbour-tour').waitFor();
    await page.getByRole('button', { name: /Anybody/ }).click();
    await page.getByRole('option', { name: 'All statuses' }).click();

    await page.getByRole('button', { name: /All libraries/ }).click();
    await page.getByRole('option', { name: `${COMPANY} / Meetings` }).click();
    await expect.poll(() => rowOf('harbour-tour').count()).toBe(0);
    await rowOf('board-meeting').waitFor();
    await page.getByRole('button', { name: new RegExp(`${COMPANY} / Meetings`) }).click();
    await page.getByRole('option', { name: 'All libraries' }).click();
    await rowOf('harbour-tour').waitFor();
  });

  it('opens a video in the side panel and copies its id', async () => {
    await rowOf('harbour-tour').getByRole('link', { name: 'harbour-tour' }).click();
    const drawer = page.getByRole('dialog', { name: 'harbour-tour' });
    await drawer.getByText(videoIds['harbour-tour.mp4'] ?? '', { exact: true }).waitFor();
    await drawer.getByText(`${COMPANY} / Tours`).waitFor();
    await drawer.getByRole('button', { name: 'Copy Video Id' }).click();
    await toast('Video Id copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(videoIds['harbour-tour.mp4']);
    expect(await axeViolations(page)).toEqual([]);

    await drawer.getByRole('button', { name: 'File' }).click();
    const [source] = await Promise.all([
      page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download source' }).click(),
    ]);
    expect(
      readFileSync(await source.path())
        .subarray(4, 8)
        .toString('latin1'),
    ).toBe('ftyp');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
  });

  it('renames a video in its Basic panel after the validation pause', async () => {
    await rowOf('harbour-tour').getByRole('link', { name: 'harbour-tour' }).click();
    const drawer = page.getByRole('dialog', { name: 'harbour-tour' });
    await drawer.getByRole('button', { name: 'Basic' }).click();
    const form = drawer.getByRole('form', { name: 'Basic' });
    const title = form.getByRole('textbox', { name: /Title/ });
    await title.fill('H');
    await form.getByText('cannot be shorter than 2 characters').waitFor();
    await title.fill('Harbour tour 2024');
    const save = form.getByRole('button', { name: 'Save changes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toast('Video updated');
    const renamed = page.getByRole('dialog', { name: 'Harbour tour 2024' });
    await renamed.waitFor();
    await renamed.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => renamed.count()).toBe(0);
    await rowOf('Harbour tour 2024').waitFor();
    const saved = await callApi<ListedVideo>(server.url, token, 'GET', `/api/videos/${videoIds['harbour-tour.mp4']}`);
    expect(saved.title).toBe('Harbour tour 2024');
  });

  it('downloads the selected video from the toolbar', async () => {
    // The checkbox only selects: no panel opens over the toolbar.
    await rowOf('board-meeting').getByRole('checkbox', { name: 'Select board-meeting' }).check();
    await page.getByText('1 selected').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/\.mp4$/);
  });

  it('opens the panel of the video in the videoId parameter', async () => {
    const id = videoIds['board-meeting.mp4'] ?? '';
    await page.goto(`${server.url}/media-library?videoId=${id}`);
    const drawer = page.getByRole('dialog', { name: 'board-meeting' });
    await drawer.getByText(id, { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(new URL(page.url()).searchParams.has('videoId')).toBe(false);
    await rowOf('board-meeting').waitFor();
    await rowOf('Harbour tour 2024').waitFor();
  });

  it('moves both to one library and then deletes both from the grid after the confirmations', async () => {
    await page.goto(`${server.url}/media-library`);
    await rowOf('Harbour tour 2024').waitFor();
    await page.getByRole('button', { name: 'Grid' }).click();
    const grid = page.getByRole('grid', { name: 'Videos' });
    await grid.getByRole('row').first().waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).check({ force: true });
    await page.getByText('2 selected').waitFor();

    // Both moved to Meetings from the selection: the tour moves, the meeting is there already.
    await page.getByRole('button', { name: 'Move', exact: true }).click();
    const move = page.getByRole('dialog', { name: 'Move videos to library' });
    await move.getByRole('radio', { name: `${COMPANY} / Meetings` }).check({ force: true });
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    const done = move.getByRole('button', { name: 'Done' });
    await expect.poll(() => done.isEnabled()).toBe(true);
    await done.click();
    const moved = await callApi<{ items: { library: { name: string } }[] }>(server.url, token, 'GET', '/api/videos');
    expect(moved.items.map((video) => video.library.name)).toEqual(['Meetings', 'Meetings']);

    await page.getByRole('checkbox', { name: 'Select all' }).check({ force: true });
    await page.getByText('2 selected').waitFor();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The 2 selected videos will be deleted. Would you like to confirm?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast('Videos deleted.');
    await page.getByText('There are no videos yet.').waitFor();
    const list = await callApi<{ items: ListedVideo[]; total: number }>(server.url, token, 'GET', '/api/videos');
    expect(list.total).toBe(0);
  });
});
