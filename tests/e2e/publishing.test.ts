import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Publication } from '@reelbase/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPublishingStandIns } from '../../packages/server/test/helpers/publishing-standins.ts';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { invitationLink } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'publisher.admin@example.test', password: 'correct horse battery staple 42' };
const READER = { email: 'rita.reader@publish.test', password: 'a fine long password 7' };

describe('publishing to Vimeo and YouTube through the console, against local stand-ins of both services', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;
  let token: string;
  let companyId: number;
  let libraryId: number;
  let videoId: string;
  let title: string;
  let standIns: Awaited<ReturnType<typeof startPublishingStandIns>>;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-publish-e2e-'));
    standIns = await startPublishingStandIns();
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password, ...standIns.env() }),
      makeClip(path.join(folder, 'launch-film.mp4'), 3),
    ]);
    server = started;
    browser = await launchBrowser();
    page = await (await browser.newContext({ bypassCSP: true })).newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await standIns?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const toast = (text: string) => page.getByText(text).first().waitFor();
  const card = () => page.getByRole('region', { name: 'Social media integration' });
  const publications = () => callApi<Publication[]>(server.url, token, 'GET', `/api/qpd/publish/${videoId}`);

  async function grantAccess(part: Locator, name: string) {
    const grant = part.getByRole('button', { name: 'Grant Access' });
    await part.getByRole('textbox', { name: 'Account name' }).fill('');
    expect(await grant.isDisabled()).toBe(true);
    await part.getByRole('textbox', { name: 'Account name' }).fill(name);
    await expect.poll(() => grant.isEnabled()).toBe(true);
    await grant.click();
  }

  /** The video's Publish & share section in the media library's panel. */
  async function publishSection() {
    await page.goto(`${server.url}/media-library?videoId=${videoId}`);
    const drawer = page.getByRole('dialog', { name: title });
    await drawer.getByRole('button', { name: 'Publish & share', exact: true }).click();
    return drawer;
  }

  async function publish(drawer: Locator, platform: 'Vimeo' | 'YouTube', privacy: string) {
    await drawer.getByRole('button', { name: `Publish to ${platform}` }).click();
    const modal = page.getByRole('dialog', { name: `Publish to ${platform}` });
    await modal.getByRole('button', { name: /Category/ }).click();
    await page.getByRole('option').first().click();
    await modal.getByRole('button', { name: /Privacy/ }).click();
    await page.getByRole('option', { name: privacy, exact: true }).click();
    if (platform === 'YouTube') await modal.getByRole('textbox', { name: 'Description' }).fill('Our launch film.');
    await modal.getByRole('button', { name: 'Publish', exact: true }).click();
    await toast(`The video is being published to ${platform}.`);
    await modal.waitFor({ state: 'hidden' });
  }

  /** The newest entry of the publication list shown in the panel. */
  const newestEntry = (drawer: Locator) =>
    drawer.getByRole('list', { name: 'Publications' }).getByRole('listitem').first();

  it('sets up a company that may publish, a library and a processed video', async () => {
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(page);
    companyId = (
      await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
        company_name: 'Northwind Films',
        email_address: 'info@northwind.test',
        feature_flags: { social_media_integration: true, publishing: true, usage_stats: false },
      })
    ).id;
    libraryId = (
      await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', {
        name: 'Releases',
        company_id: companyId,
      })
    ).id;
    videoId = await uploadViaApi(server.url, token, path.join(folder, 'launch-film.mp4'), libraryId);
    await expect
      .poll(
        async () => (await callApi<{ status: string }>(server.url, token, 'GET', `/api/videos/${videoId}`)).status,
        {
          timeout: 90_000,
          interval: 500,
        },
      )
      .toBe('ready');
    title = (await callApi<{ title: string }>(server.url, token, 'GET', `/api/videos/${videoId}`)).title;
  });

  it('links a Vimeo and a YouTube account through the services’ authorization pages', async () => {
    await page.goto(`${server.url}/companies/${companyId}`);
    await grantAccess(card().getByRole('region', { name: 'Vimeo' }), 'Northwind Vimeo');
    await toast('Vimeo account linked.');
    await page.waitForURL(`${server.url}/companies/${companyId}`);
    await card().getByRole('region', { name: 'Vimeo' }).getByText('Northwind Vimeo').waitFor();

    await grantAccess(card().getByRole('region', { name: 'YouTube' }), 'Northwind Channel');
    await toast('YouTube account linked.');
    await page.waitForURL(`${server.url}/companies/${companyId}`);
    const youtube = card().getByRole('region', { name: 'YouTube' });
    await youtube.getByText('Northwind Channel').waitFor();

    // A second account of the same name is refused before anything is asked of the service.
    await youtube.getByRole('textbox', { name: 'Account name' }).fill('northwind channel');
    await youtube.getByText('An account with this name is already linked.').waitFor();
    expect(await youtube.getByRole('button', { name: 'Grant Access' }).isDisabled()).toBe(true);
    await youtube.getByRole('textbox', { name: 'Account name' }).fill('');
    expect(await axeViolations(page)).toEqual([]);

    const accounts = await callApi<{ name: string; meta: { accountType: string } }[]>(
      server.url,
      token,
      'GET',
      `/api/accounts/qpd/token/company/${companyId}`,
    );
    expect(accounts.map((account) => [account.meta.accountType, account.name]).sort()).toEqual([
      ['vimeo', 'Northwind Vimeo'],
      ['youtube', 'Northwind Channel'],
    ]);
    // The tokens stay on the server.
    expect(JSON.stringify(accounts)).not.toMatch(/token/i);
  });

  it('refuses a tampered Vimeo state and says when YouTube gave no authorization', async () => {
    await page.goto(`${server.url}/companies/${companyId}`);
    // The browser comes back from Vimeo with another state than the one it left with.
    await page.route(`${standIns.vimeo.url}/oauth/authorize**`, (route) =>
      route.fulfill({
        status: 302,
        headers: { location: `${server.url}/vimeo/authorize?state=tampered-state&code=stolen-code` },
      }),
    );
    await grantAccess(card().getByRole('region', { name: 'Vimeo' }), 'Tampered Vimeo');
    await toast('Invalid Vimeo state');
    await page.unroute(`${standIns.vimeo.url}/oauth/authorize**`);
    // The server refuses such a state too, whatever the console does.
    const refused = await fetch(`${server.url}/api/accounts/qpd/vimeo/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Tampered Vimeo',
        OAuthCode: 'stolen-code',
        state: 'tampered-state',
        meta: { companyId, accountType: 'vimeo' },
      }),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);

    await page.goto(`${server.url}/companies/${companyId}`);
    standIns.youtube.settings.deny = true;
    await grantAccess(card().getByRole('region', { name: 'YouTube' }), 'Refused Channel');
    await toast('Unable to get authorization from YouTube.');
    standIns.youtube.settings.deny = false;

    const names = (
      await callApi<{ name: string }[]>(server.url, token, 'GET', `/api/accounts/qpd/token/company/${companyId}`)
    ).map((account) => account.name);
    expect(names.sort()).toEqual(['Northwind Channel', 'Northwind Vimeo']);
  });

  it('publishes the video to Vimeo: pending while it uploads, then uploaded with the link to open', async () => {
    // Slow enough that the upload is seen under way.
    standIns.vimeo.settings.bytesPerSecond = 150_000;
    const drawer = await publishSection();
    await drawer.getByText('n/a').waitFor();
    await publish(drawer, 'Vimeo', 'Anyone');
    await newestEntry(drawer).getByText('Uploading').waitFor();
    await newestEntry(drawer).getByRole('progressbar').waitFor();
    standIns.vimeo.settings.bytesPerSecond = null;
    const link = newestEntry(drawer).getByRole('link', { name: 'Open on Vimeo' });
    await link.waitFor({ timeout: 60_000 });
    await newestEntry(drawer).getByText('Uploaded').waitFor();

    const [entry] = await publications();
    expect(entry).toMatchObject({ status: 'uploaded', external_platform: 'vimeo', accountName: 'Northwind Vimeo' });
    expect(await link.getAttribute('href')).toBe(entry.link);
    const [upload] = standIns.vimeo.uploads;
    expect(upload.done).toBe(true);
    expect(upload.length).toBe(entry.file_size);
    expect(standIns.vimeo.totalBytesReceived).toBe(entry.file_size);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('marks a YouTube upload cut half way as failed with its reason; Try again resumes it', async () => {
    standIns.youtube.settings.failOnceAfterBytes = 64 * 1024;
    const drawer = await publishSection();
    await publish(drawer, 'YouTube', 'Unlisted');
    await newestEntry(drawer).getByText('Failed').waitFor({ timeout: 60_000 });
    const [failed] = await publications();
    expect(failed.status).toBe('failed');
    expect(failed.failure_reason).toBeTruthy();
    await newestEntry(drawer)
      .getByText(failed.failure_reason ?? '')
      .waitFor();

    await newestEntry(drawer)
      .getByRole('button', { name: /Try again/ })
      .click();
    await newestEntry(drawer).getByRole('link', { name: 'Open on YouTube' }).waitFor({ timeout: 60_000 });
    const [entry] = await publications();
    expect(entry).toMatchObject({ id: failed.id, status: 'uploaded', failure_reason: null });
    const [upload] = standIns.youtube.uploads;
    expect(upload.done).toBe(true);
    expect(upload.length).toBe(entry.file_size);
    // The retry went on from the bytes YouTube kept: every byte arrived once.
    expect(standIns.youtube.uploads).toHaveLength(1);
    expect(standIns.youtube.totalBytesReceived).toBe(entry.file_size);
  });

  it('marks a video YouTube rejects as rejected with its reason', async () => {
    standIns.youtube.settings.reject = 'duplicate';
    const drawer = await publishSection();
    await publish(drawer, 'YouTube', 'Private');
    await newestEntry(drawer).getByText('Rejected').waitFor({ timeout: 60_000 });
    await newestEntry(drawer).getByText('duplicate').waitFor();
    standIns.youtube.settings.reject = null;
    expect((await publications())[0]).toMatchObject({ status: 'rejected', rejection_reason: 'duplicate' });
    // The latest publication is named at the top of the section.
    await drawer.getByText('Latest publication').waitFor();
  });

  it('refuses publishing to a read-only user on the server, and the console offers no publish', async () => {
    await callApi(server.url, token, 'POST', '/api/users', {
      name: 'Rita Reader',
      email: READER.email,
      role: 'read-only',
      company_id: companyId,
      libraries: [{ id: libraryId, role: 'read-only' }],
    });
    const reader = await (await browser.newContext({ bypassCSP: true })).newPage();
    await reader.goto(await invitationLink(server.dataDir, READER.email));
    await reader.getByLabel('New password').fill(READER.password);
    await reader.getByLabel('Repeat password').fill(READER.password);
    await reader.getByRole('button', { name: 'Set password' }).click();
    await reader.getByText('Your password has been set. You can now sign in.').waitFor();
    await signInPage(reader, server.url, READER.email, READER.password, `/media-library?videoId=${videoId}`);
    const readerToken = await accessTokenOf(reader);
    const [account] = (
      await callApi<{ id: number; meta: { accountType: string } }[]>(
        server.url,
        token,
        'GET',
        `/api/accounts/qpd/token/company/${companyId}`,
      )
    ).filter((linked) => linked.meta.accountType === 'vimeo');
    const attempt = await fetch(`${server.url}/api/qpd/publish/vimeo`, {
      method: 'POST',
      headers: { authorization: `Bearer ${readerToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        account_id: account.id,
        video_title: title,
        video_description: '',
        category: 'animation',
        tags: '',
        privacy_status: 'anybody',
        file_size: 1000,
        duration: 3000,
        video_url: '',
        mime_type: 'video/mp4',
        meta: { video_id: videoId, platform: 'reelbase', external_platform: 'vimeo', account_name: 'Northwind Vimeo' },
      }),
    });
    expect(attempt.status).toBe(403);
    const drawer = reader.getByRole('dialog', { name: title });
    await drawer.getByRole('button', { name: 'Publish & share', exact: true }).click();
    await drawer.getByText('You may not publish the videos of this library.').waitFor();
    expect(await drawer.getByRole('button', { name: 'Publish to Vimeo' }).count()).toBe(0);
    await reader.context().close();
  });
});
