import { mkdtempSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'basic-ftp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip } from './support/media.ts';
import { invitationLink, waitForMail } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'ftp.admin@example.test', password: 'correct horse battery staple 42' };
const STAFF = { name: 'Fenna Ftp', email: 'fenna@ftp-media.test', password: 'a fine long password 7' };
const COMPANY = 'Ftp Media';
const LIBRARIES = ['Rushes', 'Finals'];
/** The FTP limit: files of this size or more can only be deleted. */
const FTP_LIMIT_BYTES = 46106127360;

interface Video {
  id: string;
  title: string;
  status: string;
  width: number | null;
  height: number | null;
  duration: number | null;
  library: { id: number };
}

interface Encoding {
  height: number;
  ready: boolean;
}

describe('FTP: files sent with an FTP client, imported into a library from the console', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;
  let companyId: number;
  let libraryIds: number[];
  let adminToken: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-ftp-e2e-'));
    const [, started] = await Promise.all([
      // Three seconds at 4 Mbit/s: over the 1 MB an upload needs at least.
      makeClip(path.join(folder, 'clip.mp4'), 3),
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }, { ftp: true }),
    ]);
    server = started;
    // Text in a video's clothes: named .mp4, refused by the server from its bytes.
    writeFileSync(path.join(folder, 'notes.mp4'), Buffer.alloc(1_200_000, 'not a video at all '));
    browser = await launchBrowser();
    const context = await browser.newContext({ bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const connect = async (user: string, password: string) => {
    const client = new Client(10_000);
    try {
      await client.access({ host: '127.0.0.1', port: server.ftpPort ?? 0, user, password, secure: false });
    } catch (error) {
      client.close();
      throw error;
    }
    return client;
  };
  const row = (name: string) => page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) });
  const startAction = () => page.getByRole('button', { name: 'Start action' });

  it('prepares a company with two libraries and a company-admin who chose a password', async () => {
    expect(server.ftpPort).toBeGreaterThan(0);
    const adminPage = await (await browser.newContext({ bypassCSP: true })).newPage();
    await signInPage(adminPage, server.url, ADMIN.email, ADMIN.password, '/profile');
    adminToken = await accessTokenOf(adminPage);
    await adminPage.context().close();
    companyId = (
      await callApi<{ id: number }>(server.url, adminToken, 'POST', '/api/companies', {
        company_name: COMPANY,
        email_address: 'info@ftp-media.test',
      })
    ).id;
    libraryIds = [];
    for (const name of LIBRARIES) {
      const library = await callApi<{ id: number }>(server.url, adminToken, 'POST', '/api/libraries', {
        name,
        company_id: companyId,
      });
      libraryIds.push(library.id);
    }
    await callApi(server.url, adminToken, 'POST', '/api/users', {
      name: STAFF.name,
      email: STAFF.email,
      role: 'company-admin',
      company_id: companyId,
    });

    await page.goto(await invitationLink(server.dataDir, STAFF.email));
    await page.getByLabel('New password').fill(STAFF.password);
    await page.getByLabel('Repeat password').fill(STAFF.password);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been set. You can now sign in.').waitFor();
  });

  it('signs the staff user in over FTP with their console e-mail and password and takes their files', async () => {
    await expect(connect(STAFF.email, 'not the password')).rejects.toMatchObject({ code: 530 });

    const client = await connect(STAFF.email, STAFF.password);
    try {
      await client.uploadFrom(path.join(folder, 'clip.mp4'), 'clip.mp4');
      await client.uploadFrom(path.join(folder, 'notes.mp4'), 'notes.mp4');
      await client.ensureDir('/old');
      await client.uploadFrom(path.join(folder, 'notes.mp4'), 'take-1.mp4');
      await client.cd('/');
      const names = (await client.list()).map((entry) => entry.name).sort();
      expect(names).toEqual(['clip.mp4', 'notes.mp4', 'old']);
    } finally {
      client.close();
    }
    // The company's FTP folder is on the server's disk: a file over the FTP limit (sparse, no real bytes).
    const huge = path.join(server.dataDir, 'ftp', String(companyId), 'master.mov');
    writeFileSync(huge, '');
    truncateSync(huge, FTP_LIMIT_BYTES);
  });

  it('lists the files on the FTP page and starts the import of the selected one', async () => {
    await signInPage(page, server.url, STAFF.email, STAFF.password, '/ftp');
    const clipSize = statSync(path.join(folder, 'clip.mp4')).size;
    await row('clip.mp4')
      .getByText(`${(clipSize / 1048576).toFixed(2)} MB`)
      .waitFor();
    await row('notes.mp4').waitFor();
    await page.getByRole('link', { name: 'old' }).waitFor();
    await row('master.mov').getByText('Too large').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    // How to connect: server, port, the user's own e-mail as user name, passive mode and its ports, FTPS.
    const card = page.getByRole('region', { name: 'Connect with an FTP client' });
    const value = (term: string) => card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    expect(await value('Server').locator('code').textContent()).toBe(new URL(server.url).hostname);
    expect(await value('Port').locator('code').textContent()).toBe(String(server.ftpPort));
    expect(await value('User name').locator('code').textContent()).toBe(STAFF.email);
    expect(await value('Transfer mode').textContent()).toMatch(
      /^Passive \(PASV\); data connections use ports \d+–\d+\. Active mode is not offered\.$/,
    );
    expect(await value('Encryption').textContent()).toContain('Explicit FTP over TLS');
    await card.getByRole('button', { name: 'Copy user name' }).click();
    await page.getByText('Copied to clipboard!').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(STAFF.email);
    await card.getByRole('button', { name: 'Copy port' }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(String(server.ftpPort));

    // The folder opens with its own files; the breadcrumb leads back.
    await page.getByRole('link', { name: 'old' }).click();
    await page.waitForURL(/\/ftp\?path=%2Fold$/);
    await row('take-1.mp4').waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'FTP' }).click();
    await row('clip.mp4').waitFor();

    // Too large: highlighted, the upload cannot start.
    await page.getByRole('checkbox', { name: 'Select master.mov' }).check();
    await page.getByRole('alert').getByText('cannot be uploaded through FTP.').waitFor();
    expect(await startAction().isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select master.mov' }).uncheck();

    await page.getByRole('checkbox', { name: 'Select clip.mp4' }).check();
    // Two libraries: one must be chosen first.
    expect(await startAction().isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Library$/ }).click();
    await page.getByRole('option', { name: `${COMPANY} / ${LIBRARIES[1]}` }).click();
    await page.getByRole('checkbox', { name: 'email when uploads complete' }).check({ force: true });
    await page.getByRole('checkbox', { name: '720p' }).uncheck({ force: true });
    await page.getByRole('checkbox', { name: '1080p' }).uncheck({ force: true });
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.url().endsWith('/api/ftp/upload')),
      startAction().click(),
    ]);
    expect(answer.status()).toBe(202);
    const sent = answer.request().postDataJSON();
    expect(sent).toEqual({
      path: '/clip.mp4',
      library: libraryIds[1],
      email_after_upload: true,
      email_download_urls: false,
      delete_from_ftp: false,
      encoding_versions: [360],
    });
    const { video_id: videoId } = (await answer.json()) as { video_id: string };
    await page.getByText('Upload started').waitFor();
    // The import is followed on the page: copied, processed, ready, with a link to the video.
    const imported = page.getByRole('list', { name: 'Imports' }).getByRole('listitem').filter({ hasText: 'clip.mp4' });
    await imported.waitFor();
    await imported.getByText('Ready', { exact: true }).waitFor({ timeout: 90_000 });
    expect(await imported.getByRole('progressbar').count()).toBe(0);
    const link = imported.getByRole('link', { name: 'Go to video clip.mp4' });
    expect(await link.getAttribute('href')).toBe(`/media-library?videoId=${videoId}`);
    expect(await axeViolations(page)).toEqual([]);

    // Imported: probed, encoded in the chosen rendition only, in the chosen library.
    const video = () => callApi<Video>(server.url, adminToken, 'GET', `/api/videos/${videoId}`);
    await expect.poll(async () => (await video()).status, { timeout: 60_000, interval: 500 }).toBe('ready');
    const ready = await video();
    expect(ready).toMatchObject({ width: 640, height: 360, library: { id: libraryIds[1] } });
    expect(ready.duration).toBeGreaterThan(2500);
    expect(ready.duration).toBeLessThan(3500);
    const encodings = () => callApi<Encoding[]>(server.url, adminToken, 'GET', `/api/videos/${videoId}/encodings`);
    await expect
      .poll(async () => (await encodings()).filter((encoding) => encoding.ready).map((encoding) => encoding.height), {
        timeout: 60_000,
        interval: 500,
      })
      .toEqual([360]);

    const mail = await waitForMail(server.dataDir, STAFF.email, /Subject: Upload complete:/);
    expect(mail).toContain('the file "/clip.mp4" from the FTP folder was uploaded');
    expect(mail).toContain(`${COMPANY} / ${LIBRARIES[1]}`);
    expect(mail).toContain(`${server.url}/media-library?videoId=${videoId}`);
    // Not removed from the FTP folder: that option was off.
    await row('clip.mp4').waitFor();

    // The import's link opens the video in the media library.
    await link.click();
    await page.waitForURL((url) => url.pathname === '/media-library' && url.searchParams.get('videoId') === videoId);
    await page.goBack();
    await row('clip.mp4').waitFor();
  });

  it('lists a file that is not a video as failed with "please try again."', async () => {
    await page.getByRole('checkbox', { name: 'Select notes.mp4' }).check();
    // Back from the video, the page starts afresh: the library is chosen again.
    await page.getByRole('button', { name: /Library$/ }).click();
    await page.getByRole('option', { name: `${COMPANY} / ${LIBRARIES[1]}` }).click();
    await startAction().click();
    const alert = page.getByRole('alert').filter({ hasText: 'please try again.' });
    await alert.getByText('Some files could not be uploaded, please try again.').waitFor();
    await alert.getByText('/notes.mp4: File: notes.mp4 with type of').waitFor();
    expect(await page.getByText('Upload started').count()).toBe(0);
    // The failed file stays selected for another try, and the header checkbox says exactly that:
    // some rows (not all, not none) are selected.
    const table = page.getByRole('table', { name: 'FTP files' });
    const rowBoxes = table.getByRole('checkbox', { name: /^Select (?!all$)/ });
    await expect.poll(() => page.getByRole('checkbox', { name: 'Select notes.mp4' }).isChecked()).toBe(true);
    const checked = await rowBoxes.evaluateAll(
      (boxes) => boxes.filter((box) => (box as HTMLInputElement).checked).length,
    );
    expect(checked).toBe(1);
    expect(await rowBoxes.count()).toBeGreaterThan(1);
    const header = table.getByRole('checkbox', { name: 'Select all' });
    expect(await header.evaluate((box) => (box as HTMLInputElement).indeterminate)).toBe(true);
    expect(await header.isChecked()).toBe(false);
  });

  it('applies the browser upload rules to FTP files: a file under 1 MB cannot be uploaded', async () => {
    writeFileSync(path.join(server.dataDir, 'ftp', String(companyId), 'sting.mp4'), Buffer.alloc(300_000, 1));
    await page.reload();
    await row('sting.mp4').getByText('Too small').waitFor();
    await page.getByRole('checkbox', { name: 'Select notes.mp4' }).uncheck();
    await page.getByRole('checkbox', { name: 'Select sting.mp4' }).check();
    await page.getByRole('alert').getByText('File: sting.mp4 is not accepted! The minimum filesize is 1MB').waitFor();
    expect(await startAction().isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: 'Select sting.mp4' }).uncheck();
    // The server refuses it with the same text when asked directly.
    const refused = await fetch(`${server.url}/api/ftp/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessTokenOf(page)}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/sting.mp4', library: libraryIds[0] }),
    });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { errors: { path: string[] } }).errors.path).toEqual([
      'File: sting.mp4 is not accepted! The minimum filesize is 1MB',
    ]);
  });

  it('deletes files after the confirmation', async () => {
    await page.getByRole('checkbox', { name: 'Select notes.mp4' }).uncheck();
    await page.getByRole('radio', { name: 'Delete' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Select master.mov' }).check();
    await page.getByRole('checkbox', { name: 'Select old' }).check();
    await startAction().click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The selected files will be deleted. Would you like to confirm?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row('master.mov').waitFor();

    await startAction().click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The selected files were deleted.').waitFor();
    await expect.poll(() => row('master.mov').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'old' }).count()).toBe(0);

    const client = await connect(STAFF.email, STAFF.password);
    try {
      expect((await client.list('/')).map((entry) => entry.name).sort()).toEqual([
        'clip.mp4',
        'notes.mp4',
        'sting.mp4',
      ]);
    } finally {
      client.close();
    }
  });
});
