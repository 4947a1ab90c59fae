import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'shell.admin@example.test', password: 'correct horse battery staple 42' };
const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** A host name that is not the public address's; the browser resolves it to the server. */
const OTHER_HOST = 'console.other-name.test';

describe('the console shell on a laptop and a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const created = { company: 0, library: 0, user: 0 };

  beforeAll(async () => {
    server = await startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser([`--host-resolver-rules=MAP ${OTHER_HOST} 127.0.0.1`]);
    // axe is injected as a script: the console's policy would refuse it.
    context = await browser.newContext({ bypassCSP: true, viewport: WIDE });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Every console screen a staff super-admin can open, with one company, library and user to edit. */
  const routes = () => [
    '/media-library',
    '/statistics',
    '/upload',
    '/ftp',
    '/users',
    '/users/create',
    `/users/${created.user}`,
    '/companies',
    '/companies/create',
    `/companies/${created.company}`,
    '/libraries',
    '/libraries/create',
    `/libraries/${created.library}`,
    '/profile',
    '/usage-stats',
  ];

  /** Opens a console screen and waits until its heading is drawn and its data has come in. */
  async function open(route: string) {
    await page.goto(`${server.url}${route}`);
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    // The console keeps a live stream open, so the network never goes idle: wait until nothing shows a
    // spinner, twice in a row (a list may start loading just after the heading is drawn).
    for (let settled = 0; settled < 2; settled += 1) {
      await page.waitForTimeout(200);
      await page.waitForFunction(() => !document.querySelector('[role="progressbar"], [aria-busy="true"]'));
    }
  }

  /** The elements that stick out past the right edge of the window, for a readable failure. */
  const sticksOut = () =>
    page.evaluate(() => {
      const width = window.innerWidth;
      return Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    });

  it('signs the staff super-admin in and prepares a company, a library and a user', async () => {
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/media-library');
    const token = await accessTokenOf(page);
    created.company = (
      await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
        company_name: 'Shell Studios',
        email_address: 'info@shell-studios.test',
      })
    ).id;
    created.library = (
      await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', {
        name: 'Campaigns',
        company_id: created.company,
      })
    ).id;
    created.user = (
      await callApi<{ id: number }>(server.url, token, 'POST', '/api/users', {
        name: 'Maximiliane Anastasia von Hohenzollern-Sigmaringen',
        email: 'maximiliane@shell-studios.test',
        role: 'company-admin',
        company_id: created.company,
      })
    ).id;
    expect(Object.values(created).every((id) => id > 0)).toBe(true);
  });

  for (const [label, viewport] of [
    ['1440 × 900', WIDE],
    ['390 × 844', PHONE],
  ] as const) {
    it(`fits every console screen at ${label} without sideways scrolling or accessibility violations`, async () => {
      await page.setViewportSize(viewport);
      const problems: string[] = [];
      for (const route of routes()) {
        try {
          await open(route);
        } catch (error) {
          problems.push(`${route}: did not load (${String(error).split('\n')[0]})`);
          continue;
        }
        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        if (widths.scroll > widths.window) {
          problems.push(
            `${route}: ${widths.scroll} px wide in ${widths.window} px (${(await sticksOut()).join(', ')})`,
          );
        }
        for (const violation of await axeViolations(page)) problems.push(`${route}: ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }

  it('shows the menu beside the page on a laptop, and no menu button', async () => {
    await page.setViewportSize(WIDE);
    await open('/media-library');
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Users' }).waitFor();
    await expect(page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).resolves.toBe(false);
  });

  it('opens the menu drawer with the keyboard at 390 px, closes it with Esc, and follows a link from it', async () => {
    await page.setViewportSize(PHONE);
    await open('/media-library');
    // The page's heading is right under the top bar: no menu pushes it down.
    const top = await page.locator('main h1').first().boundingBox();
    expect(top?.y).toBeLessThan(140);
    await expect(page.getByRole('navigation', { name: 'Main menu' }).count()).resolves.toBe(0);

    // While the drawer is open the page behind it is hidden from assistive technology: find the button by its label.
    const button = page.locator('header button[aria-label="Menu"]');
    const focused = (locator: typeof button) => locator.evaluate((element) => element === document.activeElement);
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Skip to content');
    await page.keyboard.press('Tab');
    await expect(focused(button)).resolves.toBe(true);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
    await drawer.waitFor();
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(button.getAttribute('aria-controls')).resolves.toBe(await drawer.getAttribute('id'));
    await expect.poll(() => drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await drawer.getByRole('link', { name: 'Usage Stats' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => focused(button)).toBe(true);
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');

    // Again, and on to Libraries by keyboard alone.
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press('Tab');
      if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Libraries') break;
    }
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/libraries`);
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Libraries', level: 1 }).waitFor();
  });

  it('closes the menu drawer on a press outside it', async () => {
    await page.setViewportSize(PHONE);
    await open('/profile');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu', exact: true });
    await drawer.waitFor();
    const box = await drawer.boundingBox();
    await page.mouse.click((box?.width ?? 300) + 40, 500);
    await drawer.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/profile');
  });

  it('cuts a long user name with an ellipsis on a phone', async () => {
    await page.setViewportSize(PHONE);
    await open('/profile');
    const longName = 'Bartholomew Maximilian Fitzgerald-Worthington the Third';
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(longName);
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    // Saving the profile renews the sign-in, and the top bar shows the new name.
    const userButton = page.getByRole('button', { name: `User menu for ${longName}` });
    await userButton.waitFor();
    const box = await userButton.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
    const cut = await userButton.evaluate((button) => {
      const name = button.querySelector('span[title]') as HTMLElement;
      return { overflow: getComputedStyle(name).textOverflow, clipped: name.scrollWidth > name.clientWidth };
    });
    expect(cut).toEqual({ overflow: 'ellipsis', clipped: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByRole('button', { name: 'Menu', exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Support' }).isVisible()).resolves.toBe(true);
  });

  it('skips to the content with the first Tab', async () => {
    await page.setViewportSize(WIDE);
    await open('/users');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await expect(skip.isVisible()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe('MAIN');
    expect(page.url()).toBe(`${server.url}/users`);
    // The next stop is inside the page, past the top bar and the menu.
    await page.keyboard.press('Tab');
    await expect(
      page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false),
    ).resolves.toBe(true);
  });

  it('fetches a screen’s code on its first visit without reloading the page, and offers a reload when it cannot', async () => {
    const fresh = await browser.newContext({ viewport: WIDE });
    try {
      const visitor = await fresh.newPage();
      visitor.setDefaultTimeout(15_000);
      // Routing also keeps the browser's cache out of the way: every script is a request here.
      const scripts: string[] = [];
      let refused: RegExp | null = null;
      await visitor.route('**/assets/*.js', (route) => {
        const name = new URL(route.request().url()).pathname.split('/').pop() ?? '';
        scripts.push(name);
        return refused?.test(name) ? route.abort() : route.continue();
      });
      const fetched = (screen: string) => scripts.some((name) => name.startsWith(`${screen}-`));
      await signInPage(visitor, server.url, ADMIN.email, ADMIN.password, '/profile');
      await visitor.locator('main h1').first().waitFor();
      expect(fetched('ProfilePage')).toBe(true);
      expect(['MediaLibraryPage', 'UsersPage', 'CompaniesPage'].filter(fetched)).toEqual([]);

      // Following the menu fetches the next screen's code into the same page.
      await visitor.evaluate(() => {
        (window as unknown as { sameDocument: boolean }).sameDocument = true;
      });
      const menu = visitor.getByRole('navigation', { name: 'Main menu' });
      await menu.getByRole('link', { name: 'Users' }).click();
      await visitor.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
      expect(fetched('UsersPage')).toBe(true);
      const sameDocument = () =>
        visitor.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
      await expect(sameDocument()).resolves.toBe(true);

      // A screen whose code does not arrive (as after a new build) leaves the shell and offers a reload.
      refused = /^CompaniesPage-/;
      await menu.getByRole('link', { name: 'Companies' }).click();
      await visitor.getByRole('alert').filter({ hasText: 'This page could not be loaded.' }).waitFor();
      expect(new URL(visitor.url()).pathname).toBe('/companies');
      await menu.getByRole('link', { name: 'Libraries' }).waitFor();
      refused = null;
      await visitor.getByRole('button', { name: 'Reload' }).click();
      await visitor.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
      await expect(sameDocument()).resolves.toBe(false);
    } finally {
      await fresh.close();
    }
  });

  it('serves the icon as SVG and links it from the console', async () => {
    const icon = await fetch(`${server.url}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    await expect(page.locator('link[rel="icon"]').getAttribute('href')).resolves.toBe('/favicon.svg');
    const manual = await fetch(`${server.url}/manual.html`);
    const text = await manual.text();
    for (const topic of [
      'Uploading videos',
      'External upload links',
      'Uploading by FTP',
      'The video panel',
      'Statistics',
    ]) {
      expect(text).toContain(topic);
    }
  });

  for (const other of ['localhost', OTHER_HOST]) {
    it(`moves a console opened at ${other} to the public address before signing in, and the sign-in finishes`, async () => {
      const fresh = await browser.newContext({ bypassCSP: true, viewport: WIDE });
      try {
        const visitor = await fresh.newPage();
        const port = new URL(server.url).port;
        await visitor.goto(`http://${other}:${port}/libraries?page=1`);
        await visitor.getByLabel('Email').fill(ADMIN.email);
        await visitor.getByLabel('Password').fill(ADMIN.password);
        await visitor.getByRole('button', { name: 'Sign in' }).click();
        await visitor.waitForURL((url) => url.origin === server.url && url.pathname === '/libraries');
        await visitor.getByRole('heading', { name: 'Libraries', level: 1 }).waitFor();
        await expect(visitor.getByText('redirect_uri').count()).resolves.toBe(0);
      } finally {
        await fresh.close();
      }
    });
  }
});
