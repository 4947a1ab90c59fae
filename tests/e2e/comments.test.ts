import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'comments.admin@example.test', password: 'correct horse battery staple 42' };
const MARKUP = '<img src=x onerror=alert(1)> looks broken here';

describe('the public comments page', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: Page;
  let visitorContext: BrowserContext;
  let visitor: Page;
  let folder: string;
  let token: string;
  let videoId: string;
  let link: string;

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-comments-e2e-'));
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
      makeClip(path.join(folder, 'review.mp4'), 4),
    ]);
    server = started;
    browser = await launchBrowser();
    staff = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } })).newPage();
    visitorContext = await browser.newContext({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    visitor = await visitorContext.newPage();
    staff.setDefaultTimeout(15_000);
    visitor.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gives staff the link of a ready video', async () => {
    await signInPage(staff, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(staff);
    const company = await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
      company_name: 'Review Media',
      email_address: 'info@review.test',
    });
    const library = await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', {
      name: 'Review',
      company_id: company.id,
    });
    videoId = await uploadViaApi(server.url, token, path.join(folder, 'review.mp4'), library.id);
    await expect
      .poll(
        async () => (await callApi<{ status: string }>(server.url, token, 'GET', `/api/videos/${videoId}`)).status,
        {
          timeout: 60_000,
          interval: 250,
        },
      )
      .toBe('ready');
    link = (await callApi<{ link: string }>(server.url, token, 'GET', `/api/videos/${videoId}/comments`)).link;
    expect(link).toMatch(new RegExp(`^/comments/${videoId}/[A-Za-z0-9_-]{22}$`));
  });

  it('lets a signed-out visitor watch and comment, with the form rules, on a phone', async () => {
    await visitor.goto(`${server.url}${link}`);
    await visitor.getByRole('heading', { name: 'review', level: 1 }).waitFor();
    await expect.poll(() => visitor.locator('video').getAttribute('src')).toContain('/encodings/');
    const form = visitor.getByRole('form', { name: 'Add a comment' });
    await form.getByLabel('Name').fill('V');
    await form.getByLabel('E-mail').fill('not an address');
    await form.getByLabel('Message').fill('The intro is too long.');
    await form.getByLabel('Message').focus();
    await visitor.getByText('The name must be at least 2 characters.').waitFor();
    await visitor.getByText('The email must be a valid email address.').waitFor();
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    await form.getByLabel('Name').fill('Vera Visitor');
    await form.getByLabel('E-mail').fill('vera@example.test');
    await form.getByLabel('Message').press('Enter');
    const list = visitor.getByRole('region', { name: 'Comments' });
    await list.getByText('The intro is too long.').waitFor();
    await list.getByText('Vera Visitor').waitFor();
    expect(await form.getByLabel('Message').inputValue()).toBe('');

    await form.getByLabel('Message').fill(MARKUP);
    await form.getByRole('button', { name: 'Send' }).click();
    await list.getByText(MARKUP).waitFor();
    expect(await list.locator('img').count()).toBe(0);
    // The visitor neither resolves nor deletes.
    expect(await list.getByRole('button', { name: 'Resolve' }).count()).toBe(0);
    expect(await list.getByRole('button', { name: 'Delete' }).count()).toBe(0);
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(visitor)).toEqual([]);
  });

  it('sends a tampered link to the not-found page', async () => {
    const tampered = `${link.slice(0, -2)}${link.endsWith('AA') ? 'BB' : 'AA'}`;
    await visitor.goto(`${server.url}${tampered}`);
    await visitor.waitForURL((url) => url.pathname === '/not-found');
  });

  it('lets staff resolve and delete a comment on the same page', async () => {
    await staff.goto(`${server.url}${link}`);
    const list = staff.getByRole('region', { name: 'Comments' });
    const first = list.getByRole('listitem').filter({ hasText: 'The intro is too long.' });
    await first.getByRole('button', { name: 'Resolve' }).click();
    await first.getByText('Resolved').waitFor();
    const second = list.getByRole('listitem').filter({ hasText: MARKUP });
    await second.getByRole('button', { name: 'Delete' }).click();
    await staff.getByText('Message deleted.').first().waitFor();
    await expect.poll(() => list.getByText(MARKUP).count()).toBe(0);
    const stored = await callApi<{ data: { message: string; status: number }[] }>(
      server.url,
      token,
      'GET',
      `/api/videos/${videoId}/comments`,
    );
    expect(stored.data).toEqual([expect.objectContaining({ message: 'The intro is too long.', status: 1 })]);
  });
});
