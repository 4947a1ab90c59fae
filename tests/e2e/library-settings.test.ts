import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'settings.admin@example.test', password: 'correct horse battery staple 42' };
/** Named so that plain text order and reading order differ. */
const LIBRARIES = ['Lib10', 'Lib2', 'Lib1'] as const;

describe('library settings: a rich text footer, player templates, libraries in reading order', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;
  let token: string;
  let videoId: string;
  const libraryIds: Record<string, number> = {};

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-library-settings-e2e-'));
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
      makeClip(path.join(folder, 'footer-clip.mp4')),
    ]);
    server = started;
    browser = await launchBrowser();
    page = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } })).newPage();
    page.setDefaultTimeout(20_000);
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(page);
    const company = await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
      company_name: 'Footer Films',
      email_address: 'info@footer-films.test',
    });
    for (const name of LIBRARIES) {
      libraryIds[name] = (
        await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', { name, company_id: company.id })
      ).id;
    }
    videoId = await uploadViaApi(server.url, token, path.join(folder, 'footer-clip.mp4'), libraryIds.Lib2 ?? 0);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('lists the libraries Lib1, Lib2, Lib10 in the media library filter', async () => {
    await page.goto(`${server.url}/media-library`);
    await page.getByRole('button', { name: /All libraries/ }).click();
    const options = await page.getByRole('option').allTextContents();
    expect(options.filter((option) => option.startsWith('Footer Films'))).toEqual([
      'Footer Films / Lib1',
      'Footer Films / Lib2',
      'Footer Films / Lib10',
    ]);
    await page.keyboard.press('Escape');
  });

  it('shows the player templates as a table with a Name column; the default cannot be deleted', async () => {
    await page.goto(`${server.url}/libraries/${libraryIds.Lib2}`);
    const templates = page.getByRole('table', { name: 'Player templates' });
    await templates.getByRole('columnheader', { name: 'Name' }).waitFor();
    const row = templates.getByRole('row').filter({ hasText: 'Default (default)' });
    await row.getByRole('button', { name: /Edit/ }).waitFor();
    expect(await row.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    expect(await row.getByRole('button', { name: /More actions/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Add player template' }).waitFor();
  });

  it('formats the footer with bold, a list and a link, and shows it so on the viewing page', async () => {
    await page.goto(`${server.url}/libraries/${libraryIds.Lib2}`);
    const footer = page.getByRole('textbox', { name: 'Footer text' });
    await footer.click();
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Footer Films');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Bulleted list' }).click();
    await page.keyboard.type('Amsterdam');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Contact us');
    await page.keyboard.press('Shift+Home');
    await page.getByRole('button', { name: 'Link' }).click();
    const address = page.getByRole('textbox', { name: 'Link address' });
    await address.fill('javascript:alert(1)');
    await page.getByText('An address starting with https://, http://, mailto: or tel:').waitFor();
    await address.fill('https://footer-films.test/contact');
    await page.getByRole('button', { name: 'Apply' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save footer text' }).click();
    await page.getByText('library updated').first().waitFor();

    const library = await callApi<{ footer_text: string }>(
      server.url,
      token,
      'GET',
      `/api/libraries/${libraryIds.Lib2}`,
    );
    expect(library.footer_text).toContain('<strong>Footer Films</strong>');
    expect(library.footer_text).toContain('<li><p>Amsterdam</p></li>');
    expect(library.footer_text).toContain('href="https://footer-films.test/contact"');
    expect(library.footer_text).not.toContain('javascript');

    // A reload shows the saved formatting in the editor.
    await page.reload();
    // The editor is loaded after the page (its own script), which a busy machine takes a while over.
    const reloaded = page.getByRole('textbox', { name: 'Footer text' });
    await reloaded.waitFor({ timeout: 60_000 });
    await expect.poll(() => reloaded.innerHTML(), { timeout: 30_000 }).toContain('<strong>Footer Films</strong>');

    await callApi(server.url, token, 'PUT', `/api/videos/${videoId}`, {
      privacy: 'anybody',
      visibility: { type: 'public' },
    });
    const viewer = await (await browser.newContext()).newPage();
    viewer.setDefaultTimeout(20_000);
    await viewer.goto(`${server.url}/view/${videoId}`);
    const shown = viewer.getByRole('contentinfo');
    await shown.locator('strong', { hasText: 'Footer Films' }).waitFor();
    await shown.getByRole('listitem').filter({ hasText: 'Amsterdam' }).waitFor();
    expect(await shown.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      'https://footer-films.test/contact',
    );
    await viewer.context().close();
  });

  it('keeps only the allowed formatting when the footer is sent with a script', async () => {
    const saved = await callApi<{ footer_text: string }>(
      server.url,
      token,
      'PUT',
      `/api/libraries/${libraryIds.Lib1}`,
      {
        name: 'Lib1',
        footer_text: '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">there</a></p>',
      },
    );
    expect(saved.footer_text).toBe('<p>Hi <a>there</a></p>');
  });
});
