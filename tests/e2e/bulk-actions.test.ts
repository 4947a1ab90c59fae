import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { invitationLink } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'bulk.admin@example.test', password: 'correct horse battery staple 42' };
const PASSWORD = 'another horse battery staple 42';

/** Three libraries of one company: the videos sit in Studio and Archive; Outbox only receives. */
const LIBRARIES = ['Studio', 'Archive', 'Outbox'] as const;
type LibraryName = (typeof LIBRARIES)[number];

interface Person {
  name: string;
  email: string;
  role: string;
  /** Library roles by library name (library-level roles only). */
  libraries?: Partial<Record<LibraryName, 'editor' | 'read-only' | 'uploader'>>;
  platform?: boolean;
}

const PEOPLE: Person[] = [
  {
    name: 'Rita Reader',
    email: 'reader@bulk.test',
    role: 'read-only',
    libraries: { Studio: 'read-only', Archive: 'read-only' },
  },
  {
    name: 'Uri Uploader',
    email: 'uploader@bulk.test',
    role: 'uploader',
    libraries: { Studio: 'uploader', Archive: 'read-only' },
  },
  {
    name: 'Eddie Editor',
    email: 'editor@bulk.test',
    role: 'editor',
    libraries: { Studio: 'editor', Outbox: 'editor', Archive: 'read-only' },
  },
  { name: 'Carla Admin', email: 'company.admin@bulk.test', role: 'company-admin' },
  { name: 'Sam System', email: 'system.admin@bulk.test', role: 'system-admin', platform: true },
];

/** The API's own answer to a move of one video: refused (403) or done (then moved back). */
async function serverMayMove(baseUrl: string, token: string, videoId: string, from: number, to: number) {
  const response = await fetch(`${baseUrl}/api/videos/${videoId}/move`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ library: to }),
  });
  if (response.status === 403) return false;
  if (!response.ok) throw new Error(`move: ${response.status} ${await response.text()}`);
  await callApi(baseUrl, token, 'POST', `/api/videos/${videoId}/move`, { library: from });
  return true;
}

/** Deletes one video through the API: true when done, false when refused (403, nothing removed). */
async function serverDeletes(baseUrl: string, token: string, videoId: string) {
  const response = await fetch(`${baseUrl}/api/videos/${videoId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status === 403) return false;
  if (!response.ok) throw new Error(`delete: ${response.status} ${await response.text()}`);
  return true;
}

describe('the media library offers exactly the bulk actions the server accepts, per role', () => {
  let server: RunningServer;
  let browser: Browser;
  let folder: string;
  let adminToken: string;
  const libraryIds = {} as Record<LibraryName, number>;
  const videos: Record<'studio' | 'archive', string> = { studio: '', archive: '' };

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-bulk-e2e-'));
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
      makeClip(path.join(folder, 'studio-take.mp4')),
      makeClip(path.join(folder, 'archive-reel.mp4')),
    ]);
    server = started;
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  it('sets up one company, three libraries, a video in two of them and a person per role', async () => {
    const page = await newPage();
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/profile');
    adminToken = await accessTokenOf(page);
    await page.context().close();
    const api = <T>(method: string, route: string, body?: unknown) =>
      callApi<T>(server.url, adminToken, method, route, body);
    const company = await api<{ id: number }>('POST', '/api/companies', {
      company_name: 'Bulk Pictures',
      email_address: 'info@bulk.test',
    });
    for (const name of LIBRARIES) {
      libraryIds[name] = (await api<{ id: number }>('POST', '/api/libraries', { name, company_id: company.id })).id;
    }
    videos.studio = await uploadViaApi(server.url, adminToken, path.join(folder, 'studio-take.mp4'), libraryIds.Studio);
    videos.archive = await uploadViaApi(
      server.url,
      adminToken,
      path.join(folder, 'archive-reel.mp4'),
      libraryIds.Archive,
    );
    for (const person of PEOPLE) {
      await api('POST', '/api/users', {
        name: person.name,
        email: person.email,
        role: person.role,
        company_id: person.platform ? null : company.id,
        libraries: Object.entries(person.libraries ?? {}).map(([name, role]) => ({
          id: libraryIds[name as LibraryName],
          role,
        })),
      });
    }
  });

  for (const person of PEOPLE) {
    it(`${person.role}: Delete and Move follow the server over a selection from two libraries`, async () => {
      const page = await newPage();
      await page.goto(await invitationLink(server.dataDir, person.email));
      await page.getByLabel('New password').fill(PASSWORD);
      await page.getByLabel('Repeat password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Set password' }).click();
      await page.getByText('Your password has been set. You can now sign in.').waitFor();
      await signInPage(page, server.url, person.email, PASSWORD, '/media-library?view=grid');
      const token = await accessTokenOf(page);

      const grid = page.getByRole('grid', { name: 'Videos' });
      await grid.getByRole('checkbox', { name: 'Select studio-take' }).click();
      await grid.getByRole('checkbox', { name: 'Select archive-reel' }).click();
      await page.getByText('2 selected').waitFor();

      const deleteButton = page.getByRole('button', { name: 'Delete', exact: true });
      const moveButton = page.getByRole('button', { name: 'Move', exact: true });
      const offered = async (button: typeof deleteButton) => (await button.getAttribute('aria-disabled')) !== 'true';

      // What the console offers for Move, against what the server does with each video (moved back after).
      const mayMove = {
        studio: await serverMayMove(server.url, token, videos.studio, libraryIds.Studio, libraryIds.Outbox),
        archive: await serverMayMove(server.url, token, videos.archive, libraryIds.Archive, libraryIds.Outbox),
      };
      const movable = Number(mayMove.studio) + Number(mayMove.archive);
      expect(await offered(moveButton)).toBe(movable > 0);
      if (movable > 0) {
        await moveButton.click();
        const dialog = page.getByRole('dialog', { name: 'Move videos to library' });
        await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
        if (movable === 1) {
          await dialog.getByText('Move 1 of 2 selected videos; you may not move the other one.').waitFor();
        } else {
          expect(await dialog.getByText(/selected videos; you may not move/).count()).toBe(0);
        }
        await dialog.getByRole('button', { name: 'Cancel' }).click();
      } else {
        // Tooltips answer the pointer once it has been used on the page.
        await page.getByRole('heading', { name: 'Media library' }).click();
        await moveButton.hover();
        await page.getByRole('tooltip').getByText('You may not move the selected videos to another library.').waitFor();
      }

      // Delete: the console acts on what it offers; the server refuses the rest.
      await page.getByText('2 selected').waitFor();
      if (!(await offered(deleteButton))) {
        await page.getByRole('heading', { name: 'Media library' }).click();
        await deleteButton.hover();
        await page.getByRole('tooltip').getByText('You may not delete the selected videos.').waitFor();
        expect(await serverDeletes(server.url, token, videos.studio)).toBe(false);
        expect(await serverDeletes(server.url, token, videos.archive)).toBe(false);
      } else {
        await deleteButton.click();
        const dialog = page.getByRole('alertdialog');
        const partial = dialog.getByText('Delete 1 of 2 selected videos; you may not delete the other one.', {
          exact: false,
        });
        const isPartial = (await dialog.getByText('selected videos will be deleted', { exact: false }).count()) === 0;
        if (isPartial) await partial.waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: 'Delete' }).click();
        await page.getByText('Videos deleted.').first().waitFor();
        const gone = async (id: string) =>
          (await fetch(`${server.url}/api/videos/${id}`, { headers: { authorization: `Bearer ${adminToken}` } }))
            .status === 404;
        const deleted = { studio: await gone(videos.studio), archive: await gone(videos.archive) };
        expect(Number(deleted.studio) + Number(deleted.archive)).toBe(isPartial ? 1 : 2);
        // What stayed is what the server refuses.
        if (!deleted.studio) expect(await serverDeletes(server.url, token, videos.studio)).toBe(false);
        if (!deleted.archive) expect(await serverDeletes(server.url, token, videos.archive)).toBe(false);
        if (person.role === 'editor') expect(deleted).toEqual({ studio: true, archive: false });
        // The next person gets the same two videos again.
        if (deleted.studio) {
          videos.studio = await uploadViaApi(
            server.url,
            adminToken,
            path.join(folder, 'studio-take.mp4'),
            libraryIds.Studio,
          );
        }
        if (deleted.archive) {
          videos.archive = await uploadViaApi(
            server.url,
            adminToken,
            path.join(folder, 'archive-reel.mp4'),
            libraryIds.Archive,
          );
        }
      }
      // A tooltip left open sits outside the page's landmarks.
      await page.getByRole('heading', { name: 'Media library' }).hover();
      await page.keyboard.press('Escape');
      await page.getByRole('tooltip').waitFor({ state: 'detached' });
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    });
  }

  it('downloads a selection of several videos as one zip of their source files', async () => {
    const page = await newPage();
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/media-library?view=grid');
    const grid = page.getByRole('grid', { name: 'Videos' });
    await grid.getByRole('checkbox', { name: 'Select studio-take' }).click();
    await grid.getByRole('checkbox', { name: 'Select archive-reel' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^videos-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = readFileSync(await download.path());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
    for (const clip of ['studio-take.mp4', 'archive-reel.mp4']) {
      expect(zip.includes(Buffer.from(clip))).toBe(true);
      // Stored as they are: the clip's own bytes stand in the archive.
      expect(zip.includes(readFileSync(path.join(folder, clip)).subarray(0, 4096))).toBe(true);
    }
    await page.context().close();
  });
});
