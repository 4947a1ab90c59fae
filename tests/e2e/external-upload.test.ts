import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip } from './support/media.ts';
import { waitForMail } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'links.admin@example.test', password: 'correct horse battery staple 42' };
const COMPANY = 'Link Media';
const LIBRARIES = ['Requests', 'Archive'];
const REQUESTER = 'requester@outside.test';

interface Video {
  id: string;
  title: string;
  status: string;
  library: { id: number };
}

describe('external upload: a link made on the Upload page, used without an account', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: Page;
  let folder: string;
  let libraryIds: number[];
  let linkUrl: string;
  let videoId: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-external-e2e-'));
    const [, started] = await Promise.all([
      makeClip(path.join(folder, 'kitchen.mp4')),
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
    ]);
    server = started;
    browser = await launchBrowser();
    const context = await browser.newContext({ bypassCSP: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    staff = await context.newPage();
    staff.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  /** A browser context of its own: no session, as the requester who got the link. */
  async function requesterPage(url: string) {
    const page = await (await browser.newContext({ bypassCSP: true })).newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(url);
    return page;
  }

  it('lets staff create a link for the chosen library on the Upload page and copy it', async () => {
    await signInPage(staff, server.url, ADMIN.email, ADMIN.password, '/profile');
    const token = await accessTokenOf(staff);
    const company = await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
      company_name: COMPANY,
      email_address: 'info@link-media.test',
    });
    libraryIds = [];
    for (const name of LIBRARIES) {
      const library = await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', {
        name,
        company_id: company.id,
      });
      libraryIds.push(library.id);
    }

    await staff.goto(`${server.url}/upload`);
    await staff.getByText('Or choose files').waitFor();
    // Two libraries and none chosen yet: no links shown.
    expect(await staff.getByRole('heading', { name: 'External upload links' }).count()).toBe(0);
    await staff.getByRole('button', { name: /Library$/ }).click();
    await staff.getByRole('option', { name: `${COMPANY} / ${LIBRARIES[0]}` }).click();
    await staff.getByRole('heading', { name: 'External upload links' }).waitFor();
    await staff.getByText('There are no upload links for this library yet.').waitFor();

    await staff.getByRole('button', { name: /Link expires in$/ }).click();
    await staff.getByRole('option', { name: '7 days' }).click();
    const [created] = await Promise.all([
      staff.waitForResponse(
        (response) => response.url().endsWith('/external-upload-links') && response.status() === 201,
      ),
      staff.getByRole('button', { name: 'Create link' }).click(),
    ]);
    expect(created.url()).toContain(`/api/libraries/${libraryIds[0]}/external-upload-links`);
    expect(created.request().postDataJSON()).toEqual({ expires_in_days: 7 });
    await staff.getByText('Upload link created.').first().waitFor();
    linkUrl = await staff.getByRole('textbox', { name: 'New upload link' }).inputValue();
    expect(linkUrl).toMatch(new RegExp(`^${server.url}/external-upload\\?token=[\\w-]{20,}$`));
    await staff.getByRole('button', { name: 'Copy link' }).click();
    await staff.getByText('Copied to clipboard!').first().waitFor();
    expect(await staff.evaluate(() => navigator.clipboard.readText())).toBe(linkUrl);
    const links = staff.getByRole('list', { name: 'External upload links' });
    await links.getByText('Active').waitFor();
    expect(await axeViolations(staff)).toEqual([]);

    // Another library has links of its own.
    await staff.getByRole('button', { name: /Library$/ }).click();
    await staff.getByRole('option', { name: `${COMPANY} / ${LIBRARIES[1]}` }).click();
    await staff.getByText('There are no upload links for this library yet.').waitFor();
    expect(await staff.getByRole('textbox', { name: 'New upload link' }).count()).toBe(0);
  });

  it('lets a requester without an account upload a video, fill Basic and mail themselves the links', async () => {
    const page = await requesterPage(linkUrl);
    await page.getByText(`${COMPANY}`).first().waitFor();
    await page.locator('input[type="file"]').first().setInputFiles(path.join(folder, 'kitchen.mp4'));
    const basic = page.getByRole('form', { name: 'Basic' });
    const title = basic.getByRole('textbox', { name: 'Title' });
    await expect.poll(() => title.isEnabled()).toBe(true);
    // The links work once the upload has finished and the server answers a download link.
    await page.getByRole('button', { name: 'Copy download link' }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: 'Copy download link' }).isEnabled(), { timeout: 30_000 })
      .toBe(true);

    await title.fill('kitchen renovation');
    await basic.getByRole('textbox', { name: 'Aanvraagnummer' }).fill('REQ-2026-017');
    const save = basic.getByRole('button', { name: 'Save' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    const [saved] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'PUT' && response.status() === 200),
      save.click(),
    ]);
    videoId = ((await saved.json()) as { id: string }).id;
    await page.getByText('Basic data saved.').first().waitFor();

    const backup = page.getByRole('form', { name: 'Backup e-mail' });
    const send = backup.getByRole('button', { name: 'Send' });
    const email = backup.getByRole('textbox', { name: /E-mail address/ });
    await email.fill('not an address');
    await email.fill('');
    await email.blur();
    await backup.getByText('Please specify an email address.').waitFor();
    expect(await send.isDisabled()).toBe(true);
    await email.fill(REQUESTER);
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await page.getByText('Backup email sent.').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    const mail = await waitForMail(server.dataDir, REQUESTER, /Subject: Backup of your upload: kitchen renovation/);
    expect(mail).toContain(`${server.url}/view/${videoId}`);
    expect(mail).toMatch(new RegExp(`${server.url}/api/videos/${videoId}/download\\?token=`));

    // Staff see it in the library with the requester's title.
    const token = await accessTokenOf(staff);
    const video = await callApi<Video>(server.url, token, 'GET', `/api/videos/${videoId}`);
    expect(video).toMatchObject({ title: 'kitchen renovation', library: { id: libraryIds[0] } });
    await page.context().close();
  });

  it('shows "Invalid token." for a made-up token and for a revoked link', async () => {
    const madeUp = await requesterPage(`${server.url}/external-upload?token=not-a-real-token`);
    await madeUp.getByRole('heading', { name: 'Invalid token.' }).waitFor();
    expect(await madeUp.locator('input[type="file"]').count()).toBe(0);
    await madeUp.context().close();

    // The route is a prefix: the token may stand in the path, and a bad one there reads the same.
    const inPath = await requesterPage(`${server.url}/external-upload/${new URL(linkUrl).searchParams.get('token')}`);
    await inPath.getByText(`${COMPANY}`).first().waitFor();
    expect(await inPath.locator('input[type="file"]').count()).toBeGreaterThan(0);
    await inPath.context().close();
    const madeUpInPath = await requesterPage(`${server.url}/external-upload/not-a-real-token`);
    await madeUpInPath.getByRole('heading', { name: 'Invalid token.' }).waitFor();
    await madeUpInPath.getByText('This upload link is not valid', { exact: false }).waitFor();
    expect(await madeUpInPath.getByText('Page not found', { exact: false }).count()).toBe(0);
    await madeUpInPath.context().close();

    await staff.getByRole('button', { name: /Library$/ }).click();
    await staff.getByRole('option', { name: `${COMPANY} / ${LIBRARIES[0]}` }).click();
    const links = staff.getByRole('list', { name: 'External upload links' });
    await links.getByText('1 upload').waitFor();
    await links.getByRole('button', { name: /^Revoke/ }).click();
    const dialog = staff.getByRole('alertdialog');
    await dialog
      .getByText('The selected upload link will be revoked and stop working. Would you like to confirm?')
      .waitFor();
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await staff.getByText('Upload link revoked.').first().waitFor();
    await links.getByText('Revoked', { exact: true }).waitFor();

    const revoked = await requesterPage(linkUrl);
    await revoked.getByRole('heading', { name: 'Invalid token.' }).waitFor();
    expect(await revoked.locator('input[type="file"]').count()).toBe(0);
    await revoked.context().close();
  });
});
