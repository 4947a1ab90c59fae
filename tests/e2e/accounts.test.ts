import { mkdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { INVITATION_TEXTS, PASSWORD_RESET_TEXTS, PASSWORD_RULE, SET_PASSWORD_TEXTS } from '@reelbase/contract';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { waitForMail } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'first.admin@example.test', password: 'correct horse battery staple 42' };
const JANE = { name: 'Jane Doe', email: 'jane@example.com', password: 'my first long password' };
const NEW_PASSWORD = 'a brand new password 9';
const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? path.join(tmpdir(), 'reelbase-accounts-screenshots');
const VIEWPORTS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** The mails to `to` in the product's outbox, oldest first (its files are named by time), decoded. */
async function mailsTo(dataDir: string, to: string): Promise<string[]> {
  const outbox = path.join(dataDir, 'outbox');
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox, name), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter((text) => new RegExp(`^To: .*${to.replace(/[.]/g, '\\.')}`, 'mi').test(text));
}

/** The set-password links mailed to `to`, oldest first. */
async function linksMailedTo(dataDir: string, to: string): Promise<string[]> {
  return (await mailsTo(dataDir, to)).flatMap(
    (text) => text.match(/https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/) ?? [],
  );
}

describe('accounts: invitations, their state and Resend, and "Forgot password?"', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    page = await (await browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[0] })).newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Screenshots of the page at the desktop and the phone size, back at the desktop size after. */
  async function screenshots(on: Page, name: string) {
    for (const viewport of VIEWPORTS) {
      await on.setViewportSize(viewport);
      await on.waitForTimeout(150);
      await on.screenshot({ path: path.join(SCREENSHOTS, `${name}-${viewport.width}x${viewport.height}.png`) });
    }
    await on.setViewportSize(VIEWPORTS[0]);
  }

  async function signIn(on: Page, email: string, password: string, at: string) {
    await on.goto(`${server.url}${at}`);
    await on.getByLabel('Email').fill(email);
    await on.getByLabel('Password').fill(password);
    await on.getByRole('button', { name: 'Sign in' }).click();
    await on.waitForURL(`${server.url}${at}`);
  }

  const toast = (on: Page, text: string) => on.getByText(text).first().waitFor();
  const rowOf = (name: string) => page.getByRole('row', { name: new RegExp(name) });

  it('says to whom the invitation went after adding a user, and lists the user as invited', async () => {
    await page.goto(`${server.url}/users`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.getByRole('link', { name: PASSWORD_RESET_TEXTS.forgotLink }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, 'sign-in');
    await signIn(page, ADMIN.email, ADMIN.password, '/users');

    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('heading', { name: 'Add user' }).waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill(JANE.name);
    await page.getByRole('textbox', { name: 'Email' }).fill(JANE.email);
    await page.getByRole('button', { name: /Role$/ }).click();
    await page.getByRole('option', { name: 'System admin', exact: true }).click();
    const add = page.getByRole('button', { name: 'Add user' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await toast(page, 'User saved');
    await toast(page, `Invitation sent to ${JANE.email}`);
    await page.waitForURL(`${server.url}/users`);
    await rowOf(JANE.name).getByText(INVITATION_TEXTS.invited, { exact: true }).waitFor();
    await rowOf('Administrator').getByText(INVITATION_TEXTS.active, { exact: true }).waitFor();
    // Deleting is in the row menu, not a red button on every row.
    expect(await page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    await expect
      .poll(async () => (await linksMailedTo(server.dataDir, JANE.email)).length, { timeout: 20_000 })
      .toBe(1);
  });

  it('resends the invitation from the row menu; only the newest link works', async () => {
    await page.getByRole('button', { name: `More actions for ${JANE.name}` }).click();
    await page.getByRole('menuitem', { name: INVITATION_TEXTS.resend }).waitFor();
    // The open row menu, at the desktop size only (resizing closes it).
    await page.screenshot({ path: path.join(SCREENSHOTS, 'users-list-menu-1440x900.png') });
    await page.getByRole('menuitem', { name: INVITATION_TEXTS.resend }).click();
    await toast(page, `Invitation sent to ${JANE.email}`);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(5_500);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, 'users-list');

    await expect
      .poll(async () => (await linksMailedTo(server.dataDir, JANE.email)).length, { timeout: 20_000 })
      .toBe(2);
    const [first, newest] = await linksMailedTo(server.dataDir, JANE.email);
    const jane = await (await browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[0] })).newPage();
    await jane.goto(first);
    await jane.getByText(SET_PASSWORD_TEXTS.expired).waitFor();
    await jane.goto(newest);
    await jane.getByRole('heading', { name: SET_PASSWORD_TEXTS.title }).waitFor();
    // The rule is shown before anything is typed, as the field's description.
    await jane.getByText(PASSWORD_RULE).waitFor();
    expect(await jane.getByLabel('New password').getAttribute('aria-describedby')).toContain('password-rule');
    await jane.getByLabel('New password').fill(JANE.password);
    await jane.getByLabel('Repeat password').fill(JANE.password);
    await jane.getByRole('button', { name: SET_PASSWORD_TEXTS.submit }).click();
    await jane.getByText(SET_PASSWORD_TEXTS.done).waitFor();
    await jane.context().close();

    await page.reload();
    await rowOf(JANE.name).getByText(INVITATION_TEXTS.active, { exact: true }).waitFor();
    await page.getByRole('button', { name: `More actions for ${JANE.name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).waitFor();
    expect(await page.getByRole('menuitem', { name: INVITATION_TEXTS.resend }).count()).toBe(0);
    await page.keyboard.press('Escape');
  });

  it('resets a forgotten password with a link that works once, and the new password signs in', async () => {
    const context = await browser.newContext({ bypassCSP: true, viewport: VIEWPORTS[0] });
    const visitor = await context.newPage();
    visitor.setDefaultTimeout(10_000);
    await visitor.goto(`${server.url}/profile`);
    await visitor.getByRole('link', { name: PASSWORD_RESET_TEXTS.forgotLink }).click();
    await visitor.getByRole('heading', { name: PASSWORD_RESET_TEXTS.title }).waitFor();
    expect(await axeViolations(visitor)).toEqual([]);
    await screenshots(visitor, 'forgot-password');
    await visitor.getByLabel('Email').fill(JANE.email);
    await visitor.getByRole('button', { name: PASSWORD_RESET_TEXTS.submit }).click();
    await visitor.getByText(PASSWORD_RESET_TEXTS.sent).waitFor();
    const answerForKnown = await visitor.locator('main').textContent();
    await screenshots(visitor, 'forgot-password-sent');

    const mail = await waitForMail(server.dataDir, JANE.email, new RegExp(PASSWORD_RESET_TEXTS.mailSubject));
    const link = mail.match(/https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]+/)?.[0];
    if (!link) throw new Error('No link in the reset mail');
    await visitor.goto(link);
    await visitor.getByRole('heading', { name: PASSWORD_RESET_TEXTS.newTitle }).waitFor();
    await visitor.getByText(PASSWORD_RULE).waitFor();
    expect(await visitor.getByLabel('New password').inputValue()).toBe('');
    expect(await axeViolations(visitor)).toEqual([]);
    await screenshots(visitor, 'set-password');
    await visitor.getByLabel('New password').fill(NEW_PASSWORD);
    await visitor.getByLabel('Repeat password').fill(NEW_PASSWORD);
    await visitor.getByRole('button', { name: PASSWORD_RESET_TEXTS.submitNew }).click();
    await visitor.getByText(PASSWORD_RESET_TEXTS.done).waitFor();

    await signIn(visitor, JANE.email, NEW_PASSWORD, '/profile');

    // The link works once.
    await visitor.goto(link);
    await visitor.getByText(PASSWORD_RESET_TEXTS.expired).waitFor();
    expect(await visitor.getByLabel('New password').count()).toBe(0);

    // An unknown address gets the same answer, and no mail.
    const stranger = await context.newPage();
    await stranger.goto(`${server.url}/oidc/set-password/forgot`);
    await stranger.getByLabel('Email').fill('nobody@example.com');
    await stranger.getByRole('button', { name: PASSWORD_RESET_TEXTS.submit }).click();
    await stranger.getByText(PASSWORD_RESET_TEXTS.sent).waitFor();
    expect(await stranger.locator('main').textContent()).toBe(answerForKnown);
    // A request for a known address made afterwards arrives; by then the unknown one would have.
    await stranger.goto(`${server.url}/oidc/set-password/forgot`);
    await stranger.getByLabel('Email').fill(ADMIN.email);
    await stranger.getByRole('button', { name: PASSWORD_RESET_TEXTS.submit }).click();
    await waitForMail(server.dataDir, ADMIN.email, new RegExp(PASSWORD_RESET_TEXTS.mailSubject));
    expect(await mailsTo(server.dataDir, 'nobody@example.com')).toEqual([]);
    await context.close();
  });
});
