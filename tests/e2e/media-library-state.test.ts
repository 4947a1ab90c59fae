import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_TEXTS } from '@reelbase/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'state.admin@example.test', password: 'correct horse battery staple 42' };
const COMPANY = 'Quay Media';
const TOURS = `${COMPANY} / Tours`;
/** One more than a page (12): the last one is alone on page 2 when sorted by title. */
const TITLES = Array.from({ length: 13 }, (_, index) => `Clip ${String(index + 1).padStart(2, '0')}`);
const OTHER = 'Board meeting';
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'reelbase-media-library-screenshots');
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

describe('media library: selection, the screen in the address, and unsaved edits', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;
  let token: string;
  const ids = new Map<string, string>();

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-media-library-state-e2e-'));
    mkdirSync(SCREENSHOTS, { recursive: true });
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
      makeClip(path.join(folder, 'clip.mp4')),
    ]);
    server = started;
    browser = await launchBrowser();
    const context = await browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[0], acceptDownloads: true });
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
  const panelOf = (title: string) => page.getByRole('dialog', { name: title });
  const question = () => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  const params = () => new URL(page.url()).searchParams;

  async function screenshots(name: string) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(200);
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport.width}x${viewport.height}.png`) });
    }
    await page.setViewportSize(VIEWPORTS[0]);
  }

  async function basicTitle(title: string) {
    const panel = panelOf(title);
    const header = panel.getByRole('button', { name: 'Basic', exact: true });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    return panel.getByRole('form', { name: 'Basic' }).getByRole('textbox', { name: /Title/ });
  }

  it('prepares a company with two libraries and fourteen videos', async () => {
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(page);
    const company = await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
      company_name: COMPANY,
      email_address: 'info@quay-media.test',
    });
    const library = (name: string) =>
      callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', { name, company_id: company.id });
    const [tours, meetings] = [await library('Tours'), await library('Meetings')];
    const clip = path.join(folder, 'clip.mp4');
    for (const title of TITLES) {
      const id = await uploadViaApi(server.url, token, clip, tours.id);
      await callApi(server.url, token, 'PUT', `/api/videos/${id}`, { name: title });
      ids.set(title, id);
    }
    const other = await uploadViaApi(server.url, token, clip, meetings.id);
    await callApi(server.url, token, 'PUT', `/api/videos/${other}`, { name: OTHER });
    ids.set(OTHER, other);
  });

  it('selects a video with its checkbox without opening the panel; the bulk actions stay usable', async () => {
    await page.goto(`${server.url}/media-library`);
    await rowOf(OTHER).waitFor();
    await rowOf(OTHER)
      .getByRole('checkbox', { name: `Select ${OTHER}` })
      .check();
    await page.getByText('1 selected').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(params().has('videoId')).toBe(false);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.mp4$/);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('The selected video will be deleted. Would you like to confirm?').waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => confirm.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots('media-library-selection');
  });

  it('opens the panel from the title, with the video in the address', async () => {
    await rowOf(OTHER).getByRole('link', { name: OTHER, exact: true }).click();
    await panelOf(OTHER).waitFor();
    expect(params().get('videoId')).toBe(ids.get(OTHER));
    await screenshots('media-library-selection-and-panel');
    // The selection made before stays.
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOf(OTHER).count()).toBe(0);
    expect(params().has('videoId')).toBe(false);
    await page.getByText('1 selected').waitFor();
  });

  it('keeps the search, filter, sort, page and open panel over a reload', async () => {
    await page.getByRole('searchbox', { name: 'Search videos' }).fill('Clip');
    await expect.poll(() => params().get('search')).toBe('Clip');
    await expect.poll(() => rowOf(OTHER).count()).toBe(0);

    await page.getByRole('button', { name: /All libraries/ }).click();
    await page.getByRole('option', { name: TOURS }).click();
    await expect.poll(() => params().get('library')).toMatch(/^\d+$/);

    await page.getByRole('button', { name: 'Sort', exact: true }).click();
    const sortBy = page.getByRole('dialog', { name: 'Sort by' });
    await sortBy.getByRole('radio', { name: 'Ascending' }).check({ force: true });
    await sortBy.getByRole('radio', { name: 'Title' }).check({ force: true });
    await sortBy.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => params().get('sort')).toBe('title');

    await page.getByRole('navigation', { name: 'Video pages' }).getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => params().get('page')).toBe('2');
    await rowOf('Clip 13').waitFor();
    expect(await rowOf('Clip 01').count()).toBe(0);

    await rowOf('Clip 13').getByRole('link', { name: 'Clip 13' }).click();
    await panelOf('Clip 13').waitFor();
    await screenshots('media-library-panel');

    await page.reload();
    await panelOf('Clip 13').waitFor();
    const after = params();
    expect(after.get('videoId')).toBe(ids.get('Clip 13'));
    expect(after.get('search')).toBe('Clip');
    expect(after.get('direction')).toBe('asc');
    expect(after.get('page')).toBe('2');
  });

  it('closes the panel with Back, and shows the restored screen behind it', async () => {
    await page.goBack();
    await expect.poll(() => panelOf('Clip 13').count()).toBe(0);
    expect(params().has('videoId')).toBe(false);
    expect(params().get('page')).toBe('2');
    await rowOf('Clip 13').waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search videos' }).inputValue()).toBe('Clip');
    await page.getByRole('button', { name: new RegExp(TOURS) }).waitFor();
    expect(await table().getByRole('columnheader', { name: /Title/ }).getAttribute('aria-sort')).toBe('ascending');
    expect(
      await page
        .getByRole('navigation', { name: 'Video pages' })
        .getByRole('button', { name: 'Page 2' })
        .getAttribute('aria-current'),
    ).toBe('page');
    // Back once more: the first page of the same listing.
    await page.goBack();
    await expect.poll(() => params().has('page')).toBe(false);
    await rowOf('Clip 01').waitFor();
  });

  it('asks before Escape, ✕, Back, a link or a reload loses an unsaved edit; Keep editing keeps it', async () => {
    await rowOf('Clip 01').getByRole('link', { name: 'Clip 01' }).click();
    const title = await basicTitle('Clip 01');
    await title.fill('Clip 01 renamed');

    await page.keyboard.press('Escape');
    await question().waitFor();
    await screenshots('media-library-discard-question');
    await question().getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => question().count()).toBe(0);
    expect(await title.inputValue()).toBe('Clip 01 renamed');

    await panelOf('Clip 01').getByRole('button', { name: 'Close' }).click();
    await question().getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => question().count()).toBe(0);

    await page.goBack();
    await question().waitFor();
    await question().getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => question().count()).toBe(0);
    expect(params().get('videoId')).toBe(ids.get('Clip 01'));
    expect(await title.inputValue()).toBe('Clip 01 renamed');

    await panelOf('Clip 01').getByRole('button', { name: 'Interactive', exact: true }).click();
    await panelOf('Clip 01').getByRole('link', { name: 'Open the interactive editor' }).click();
    await question().getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => question().count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/media-library');

    // A reload or a closed tab gets the browser's own question.
    const warned = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(warned).toBe(true);
    expect(await title.inputValue()).toBe('Clip 01 renamed');

    // Escape from where the edit is, as at the start (not from wherever the last question left focus).
    await title.focus();
    await page.keyboard.press('Escape');
    await question().getByRole('button', { name: 'Discard changes' }).click();
    await expect.poll(() => panelOf('Clip 01').count()).toBe(0);
    expect(params().has('videoId')).toBe(false);
    const saved = await callApi<{ title: string }>(server.url, token, 'GET', `/api/videos/${ids.get('Clip 01')}`);
    expect(saved.title).toBe('Clip 01');
    // Nothing is left to lose: the page goes without a question.
    const clean = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(clean).toBe(false);
  });

  it('says the title rule in words', async () => {
    await rowOf('Clip 02').getByRole('link', { name: 'Clip 02' }).click();
    const title = await basicTitle('Clip 02');
    await title.fill('Clip 02!');
    await panelOf('Clip 02').getByText(VIDEO_TEXTS.titleCharacters).waitFor();
    expect(VIDEO_TEXTS.titleCharacters).not.toMatch(/a-zA-Z/);
    await title.fill('Clip 02.v2');
    const save = panelOf('Clip 02').getByRole('form', { name: 'Basic' }).getByRole('button', { name: 'Save changes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Video updated').first().waitFor();
    await panelOf('Clip 02.v2').waitFor();
    // Saved: closing asks nothing.
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOf('Clip 02.v2').count()).toBe(0);
    expect(await question().count()).toBe(0);
  });

  it('opens the panel of a video from a "Go to video" link, and ignores a broken address', async () => {
    await page.goto(`${server.url}/media-library?videoId=${ids.get(OTHER)}`);
    await panelOf(OTHER).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => panelOf(OTHER).count()).toBe(0);
    await rowOf('Clip 13').waitFor();

    await page.goto(`${server.url}/media-library?page=abc&status=everyone&sort=size&view=table&videoId=nope`);
    await rowOf('Clip 13').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});
