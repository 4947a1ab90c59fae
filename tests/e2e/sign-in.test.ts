import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'first.admin@example.test', password: 'correct horse battery staple 42' };

describe('first admin: sign in, menu, profile, sign out', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    page = await (await browser.newContext({ bypassCSP: true })).newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(password = ADMIN.password) {
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  it('sends a visitor of the console to the sign-in page, which has no accessibility violations', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('refuses a wrong password and stays on the sign-in page', async () => {
    await signIn('not the password');
    await page.getByText('The email or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/oidc\/interaction\//);
  });

  it('signs the first admin in through the PKCE flow and returns to the page asked for', async () => {
    await signIn();
    await page.waitForURL(`${server.url}/profile`);
    const tokens = await page.evaluate(() => ({
      access: sessionStorage.getItem('reelbase.access_token'),
      refresh: sessionStorage.getItem('reelbase.refresh_token'),
    }));
    expect(tokens.access?.split('.')).toHaveLength(3);
    expect(tokens.refresh).toBeTruthy();
  });

  it('shows the menu a super-admin is allowed', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const label of [
      'Media library',
      'Statistics',
      'Profile',
      'Companies',
      'Libraries',
      'Users',
      'Usage Stats',
      'FTP',
    ]) {
      // The menu is drawn once the profile is loaded: wait for each entry, failing when one never shows.
      await menu.getByRole('link', { name: label, exact: true }).waitFor({ state: 'visible' });
    }
    await page.getByRole('link', { name: 'Upload files' }).waitFor({ state: 'visible' });
  });

  it('updates the profile name, keeps it after a reload, and the page has no accessibility violations', async () => {
    const name = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect(name.inputValue()).resolves.toBe('Administrator');
    await name.fill('');
    await page.getByText('The name is required.').waitFor();
    await expect(page.getByRole('button', { name: 'Save changes' }).isDisabled()).resolves.toBe(true);
    await name.fill('Ada Lovelace');
    await page.getByLabel('Telephone / contact number').fill('+31 20 123 4567');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('User profile updated').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Ada Lovelace');
    await expect(page.getByLabel('Telephone / contact number').inputValue()).resolves.toBe('+31 20 123 4567');
    await page.getByRole('button', { name: /User menu for Ada Lovelace/ }).waitFor();
  });

  it('shows the 404 text on an unknown path', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: "We're sorry! We don't have that." }).waitFor();
  });

  it('moves the console opened at localhost to its public address (127.0.0.1 here), still signed in', async () => {
    const other = server.url.replace('127.0.0.1', 'localhost');
    await page.goto(`${other}/profile`);
    await page.waitForURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/profile');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
  });

  it('fits a phone: the console pages do not scroll sideways at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      for (const route of ['/profile', '/ftp', '/media-library', '/users']) {
        await page.goto(`${server.url}${route}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(widths.scroll, route).toBeLessThanOrEqual(widths.client);
      }
      // The user menu stays reachable with the mark alone beside it.
      await expect.poll(() => page.getByRole('button', { name: /User menu for/ }).isVisible()).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('signs out everywhere from the profile: the old tokens stop working, and signing in again works', async () => {
    await page.goto(`${server.url}/profile`);
    const before = await page.evaluate(() => ({
      access: sessionStorage.getItem('reelbase.access_token') ?? '',
      refresh: sessionStorage.getItem('reelbase.refresh_token') ?? '',
    }));
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('You will be signed out on every device and browser').waitFor();
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    expect(await page.evaluate(() => sessionStorage.getItem('reelbase.access_token'))).toBeNull();

    const profile = await fetch(`${server.url}/api/profile`, { headers: { authorization: `Bearer ${before.access}` } });
    expect(profile.status).toBe(401);
    const refreshed = await fetch(`${server.url}/oidc/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'reelbase-console',
        refresh_token: before.refresh,
        resource: 'urn:reelbase:api',
      }),
    });
    expect(refreshed.status).toBe(400);

    await signIn();
    await page.waitForURL((url) => !url.pathname.startsWith('/oidc/') && url.pathname !== '/auth');
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Name', exact: true }).inputValue()).toBe('Ada Lovelace');
  });

  it('signs out: the tokens are gone and the console asks to sign in again', async () => {
    await page.goto(`${server.url}/profile`);
    await page.getByRole('button', { name: /User menu for/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/oidc/interaction/'));
    const access = await page.evaluate(() => sessionStorage.getItem('reelbase.access_token'));
    expect(access).toBeNull();
  });

  it('says "Failed to log in" on a callback whose state does not match', async () => {
    await page.goto(`${server.url}/auth?code=abc&state=${'x'.repeat(40)}`);
    await page.getByRole('alert').filter({ hasText: 'Failed to log in' }).waitFor();
  });
});
