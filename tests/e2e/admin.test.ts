import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { invitationLink } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'first.admin@example.test', password: 'correct horse battery staple 42' };
const PASSWORD = 'a fine long password 7';
const COMPANY = 'Acme Media';
const LIBRARY = 'Marketing';
const WEBHOOK = { url: 'https://hooks.acme.test/videos', apiKey: 'sk_live_4f9a8b7c6d5e' };
const PEOPLE = [
  { role: 'company-admin', roleName: 'Company admin', name: 'Carla Admin', email: 'carla@acme.test' },
  { role: 'editor', roleName: 'Editor', name: 'Eddie Editor', email: 'eddie@acme.test' },
  { role: 'read-only', roleName: 'Read-only', name: 'Rita Reader', email: 'rita@acme.test' },
  { role: 'uploader', roleName: 'Uploader', name: 'Ulla Uploader', email: 'ulla@acme.test' },
] as const;

describe('administration: companies, libraries and users through the console', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    page = await (await browser.newContext({ bypassCSP: true })).newPage();
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signIn(on: Page, email: string, password: string, path: string) {
    await on.goto(`${server.url}${path}`);
    await on.getByLabel('Email').fill(email);
    await on.getByLabel('Password').fill(password);
    await on.getByRole('button', { name: 'Sign in' }).click();
    await on.waitForURL(`${server.url}${path}`);
  }

  const toast = (on: Page, text: string) => on.getByText(text).first().waitFor();

  async function menuLinks(on: Page) {
    const menu = on.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Media library', exact: true }).waitFor();
    return menu.getByRole('link').allTextContents();
  }

  it('lets the first admin create a company', async () => {
    await signIn(page, ADMIN.email, ADMIN.password, '/companies');
    await page.getByRole('button', { name: 'Add Company' }).click();
    await page.waitForURL(`${server.url}/companies/create`);
    await page.getByText('Landing page settings will be available after you save this company first.').waitFor();
    await page.getByLabel('Company name').fill(COMPANY);
    await page.getByLabel('Main contact person').fill('Ada Lovelace');
    await page.getByRole('textbox', { name: 'Email' }).fill('info@acme.test');
    await page.getByRole('switch', { name: 'Usage stats' }).check({ force: true });
    const add = page.getByRole('button', { name: 'Add company' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await toast(page, 'Company saved');
    await page.waitForURL(/\/companies\/\d+$/);
    await page.getByRole('heading', { name: 'Usage stats' }).waitFor();
    await page.getByRole('button', { name: 'Select logo' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.goto(`${server.url}/companies`);
    await page.getByRole('cell', { name: COMPANY, exact: true }).waitFor();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('no such company');
    await page.getByText('No items match your search!').waitFor();
  });

  it('lets the first admin create a library of that company', async () => {
    await page.goto(`${server.url}/libraries`);
    await page.getByRole('button', { name: 'Add library' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(LIBRARY);
    await page.getByRole('button', { name: /Company$/ }).click();
    await page.getByRole('option', { name: COMPANY }).click();
    await page.getByLabel('Whitelisted domains').fill('acme.test\n*.acme.test');
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByLabel('Webhook 1 URL', { exact: true }).fill(WEBHOOK.url);
    await page.getByLabel('Webhook 1 API key', { exact: true }).fill(WEBHOOK.apiKey);
    const add = page.getByRole('button', { name: 'Add library' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await toast(page, 'library saved');
    await page.waitForURL(/\/libraries\/\d+$/);
    await page.getByRole('heading', { name: 'Player templates' }).waitFor();
    await page.getByText('There are no default tags for this library.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('masks a webhook API key, reveals it on request and copies it', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    const key = page.getByLabel('Webhook 1 API key', { exact: true });
    await expect.poll(() => key.inputValue()).toBe(WEBHOOK.apiKey);
    // Masked: a password input, so the key shows as dots and is not read aloud.
    await expect(key.getAttribute('type')).resolves.toBe('password');
    const reveal = page.getByRole('button', { name: 'Reveal webhook 1 API key' });
    await expect(reveal.getAttribute('aria-pressed')).resolves.toBe('false');
    await reveal.click();
    await expect.poll(() => reveal.getAttribute('aria-pressed')).toBe('true');
    await expect(key.getAttribute('type')).resolves.toBe('text');
    await reveal.click();
    await expect.poll(() => key.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: 'Copy webhook 1 API key' }).click();
    await toast(page, 'Copied to clipboard!');
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(WEBHOOK.apiKey);
    // The webhook row keeps to the width of a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    const row = page.getByRole('group', { name: 'Webhook 1', exact: true });
    const box = await row.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    for (const name of ['Reveal webhook 1 API key', 'Copy webhook 1 API key', 'Remove webhook 1']) {
      const button = await row.getByRole('button', { name }).boundingBox();
      expect(button && button.x + button.width).toBeLessThanOrEqual(390);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  it('lets the first admin add, edit and delete a player template of the library', async () => {
    const libraryUrl = page.url();
    await page.getByRole('button', { name: 'Add player template' }).click();
    await page.waitForURL(/\/player-templates\/create$/);
    await page.getByLabel('Template name').fill('Social');
    await expect(page.getByRole('checkbox', { name: 'Facebook' }).count()).resolves.toBe(0);
    await page.getByRole('checkbox', { name: 'Social share' }).check({ force: true });
    await page.getByRole('checkbox', { name: 'Facebook' }).check({ force: true });
    const create = page.getByRole('button', { name: 'Create template' });
    await expect.poll(() => create.isEnabled()).toBe(true);
    await create.click();
    await toast(page, 'Template saved');
    await page.waitForURL(libraryUrl);
    await page.getByRole('button', { name: 'Edit Social' }).click();
    await expect.poll(() => page.getByRole('checkbox', { name: 'Facebook' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(libraryUrl);
    await expect(page.getByRole('button', { name: 'Delete Social' }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'More actions for Social' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('The selected template will be deleted. Would you like to confirm?')
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Library player template deleted.');
    await expect.poll(() => page.getByRole('button', { name: 'Edit Social' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Default' }).waitFor();
    await expect(page.getByRole('button', { name: 'More actions for Default' }).count()).resolves.toBe(0);
  });

  it('lets the first admin add a company-admin, an editor, a read-only user and an uploader', async () => {
    for (const person of PEOPLE) {
      await page.goto(`${server.url}/users`);
      await page.getByRole('button', { name: 'Add user' }).click();
      await page.getByRole('heading', { name: 'Add user' }).waitFor();
      await page.getByRole('textbox', { name: 'Name' }).fill(person.name);
      await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
      await page.getByRole('button', { name: /Role$/ }).click();
      await page.getByRole('option', { name: person.roleName, exact: true }).click();
      await page.getByRole('combobox', { name: 'Company' }).fill('Acme');
      await page.getByRole('option', { name: COMPANY }).click();
      if (person.role !== 'company-admin') {
        const row = page.getByRole('group', { name: `${person.roleName} libraries` });
        await row.getByRole('button', { name: new RegExp(`${person.roleName} libraries`) }).click();
        await page.getByRole('option', { name: LIBRARY }).click();
        await row.getByText(LIBRARY).waitFor();
      }
      const add = page.getByRole('button', { name: 'Add user' });
      await expect.poll(() => add.isEnabled()).toBe(true);
      await add.click();
      await toast(page, 'User saved');
      await page.waitForURL(`${server.url}/users`);
    }
    for (const person of PEOPLE) await page.getByRole('cell', { name: person.name, exact: true }).waitFor();
    await page.getByRole('columnheader', { name: /Company/ }).waitFor();
  });

  it('sorts a list when a sortable header is clicked anywhere in it, not only on its label', async () => {
    await page.goto(`${server.url}/users`);
    const header = page.getByRole('columnheader', { name: /^Name/ });
    await page.getByRole('cell', { name: PEOPLE[3].name, exact: true }).waitFor();
    // The list opens sorted by name, A first.
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    const box = await header.boundingBox();
    if (!box) throw new Error('The Name header is not on screen');
    // Where the label's text ends on screen.
    const labelEnd = (await page.evaluate(
      `(() => { const th = [...document.querySelectorAll('th[aria-sort]')].find((cell) => cell.textContent.trim() === 'Name'); const range = document.createRange(); range.selectNodeContents(document.createTreeWalker(th, NodeFilter.SHOW_TEXT).nextNode()); return range.getBoundingClientRect().right; })()`,
    )) as number;
    // Points of the header well away from its label: the far right edge, near the top and the bottom.
    const right = box.x + box.width - 4;
    expect(right).toBeGreaterThan(labelEnd + 40);
    const firstRow = () => page.getByRole('row').nth(1).textContent();

    await page.mouse.click(right, box.y + box.height - 3);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(firstRow).toContain(PEOPLE[3].name);

    await page.mouse.click(right, box.y + 3);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(firstRow).toContain('Administrator');
  });

  async function acceptInvitationAndSignIn(email: string, path: string) {
    const link = await invitationLink(server.dataDir, email);
    const context = await browser.newContext({ bypassCSP: true });
    const userPage = await context.newPage();
    await userPage.goto(link);
    await userPage.getByLabel('New password').fill(PASSWORD);
    await userPage.getByLabel('Repeat password').fill(PASSWORD);
    await userPage.getByRole('button', { name: 'Set password' }).click();
    await userPage.getByText('Your password has been set. You can now sign in.').waitFor();
    await signIn(userPage, email, PASSWORD, path);
    return userPage;
  }

  it('gives the company-admin their own company, its libraries and its users', async () => {
    const admin = await acceptInvitationAndSignIn(PEOPLE[0].email, '/users');
    const links = await menuLinks(admin);
    expect(links).toEqual(expect.arrayContaining(['Profile', 'Company', 'Libraries', 'Users']));
    expect(links).not.toContain('Companies');
    expect(links).not.toContain('Usage Stats');

    // Users: only their company's, no Company column; they may not edit themselves.
    for (const person of PEOPLE) await admin.getByRole('cell', { name: person.name, exact: true }).waitFor();
    await expect(admin.getByRole('columnheader', { name: /Company/ }).count()).resolves.toBe(0);
    await expect(admin.getByRole('cell', { name: 'Administrator', exact: true }).count()).resolves.toBe(0);
    await expect(admin.getByRole('button', { name: `Edit ${PEOPLE[0].name}` }).count()).resolves.toBe(0);
    await admin.getByRole('button', { name: `Edit ${PEOPLE[1].name}` }).click();
    await admin.getByRole('heading', { name: 'Edit user' }).waitFor();
    await expect(admin.getByRole('textbox', { name: 'Email' }).isDisabled()).resolves.toBe(true);
    await expect(admin.getByRole('combobox', { name: 'Company' }).count()).resolves.toBe(0);
    await admin.getByRole('group', { name: 'Editor libraries' }).getByText(LIBRARY).waitFor();

    // A company-admin adds and deletes a user of their company.
    await admin.goto(`${server.url}/users/create`);
    await admin.getByRole('textbox', { name: 'Name' }).fill('Temp Editor');
    await admin.getByRole('textbox', { name: 'Email' }).fill('temp@acme.test');
    await admin.getByRole('button', { name: /Role$/ }).click();
    await expect(admin.getByRole('option', { name: 'Company admin' }).count()).resolves.toBe(0);
    await admin.getByRole('option', { name: 'Editor', exact: true }).click();
    const add = admin.getByRole('button', { name: 'Add user' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await toast(admin, 'User saved');
    await admin.getByRole('button', { name: 'More actions for Temp Editor' }).click();
    await admin.getByRole('menuitem', { name: 'Delete' }).click();
    await admin
      .getByRole('alertdialog')
      .getByText('The selected user will be deleted. Would you like to confirm?')
      .waitFor();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(admin, 'User deleted.');
    await expect.poll(() => admin.getByRole('cell', { name: 'Temp Editor', exact: true }).count()).toBe(0);

    // Libraries: their company's, with add, edit and delete.
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Libraries' }).click();
    await admin.getByRole('cell', { name: LIBRARY, exact: true }).waitFor();
    await admin.getByRole('button', { name: 'Add library' }).waitFor();
    await admin.getByRole('button', { name: `More actions for ${LIBRARY}` }).waitFor();
    await admin.getByRole('button', { name: `Edit ${LIBRARY}` }).click();
    await admin.getByRole('heading', { name: 'Assigned users' }).waitFor();
    await expect(admin.getByRole('button', { name: /Company$/ }).count()).resolves.toBe(0);

    // Company: a single entry to their own company, without the feature switches.
    await admin.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Company' }).click();
    await expect.poll(() => admin.getByLabel('Company name').inputValue()).toBe(COMPANY);
    await expect(admin.getByRole('switch').count()).resolves.toBe(0);
    await admin.getByRole('heading', { name: 'Landing page settings' }).waitFor();
    // The company's usage stats flag is on, but usage stats are for super-admins and system-admins.
    await expect(admin.getByRole('heading', { name: 'Usage stats' }).count()).resolves.toBe(0);
    await admin.context().close();
  });

  for (const person of PEOPLE.slice(1)) {
    it(`gives the ${person.role} no administration entries and no Admin group (Profile is in the user menu)`, async () => {
      const userPage = await acceptInvitationAndSignIn(person.email, '/profile');
      const links = await menuLinks(userPage);
      for (const entry of ['Profile', 'Company', 'Companies', 'Libraries', 'Users', 'Usage Stats']) {
        expect(links).not.toContain(entry);
      }
      const menu = userPage.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('heading', { name: 'Admin' }).count()).resolves.toBe(0);
      await userPage.getByRole('button', { name: /^User menu for / }).click();
      await userPage.getByRole('menuitem', { name: 'Profile' }).waitFor();
      await userPage.keyboard.press('Escape');
      await userPage.goto(`${server.url}/users`);
      await userPage.waitForURL(`${server.url}/profile`);
      await userPage.context().close();
    });
  }

  it('shows the first admin the usage stats of the new company', async () => {
    await page.goto(`${server.url}/usage-stats`);
    const row = page.getByRole('row').filter({ hasText: COMPANY });
    await row.waitFor();
    await expect(row.getByRole('cell').allTextContents()).resolves.toEqual([COMPANY, '4', '1', '0', '0 Bytes']);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^qp-usage-stats-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it('deletes a user and the library from the lists after confirmation', async () => {
    await page.goto(`${server.url}/users`);
    await page.getByRole('button', { name: `More actions for ${PEOPLE[3].name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'User deleted.');
    await page.goto(`${server.url}/libraries`);
    // No red Delete button on the row: delete is in the row's menu.
    await page.getByRole('button', { name: `Edit ${LIBRARY}` }).waitFor();
    await expect(page.getByRole('button', { name: `Delete ${LIBRARY}` }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: `More actions for ${LIBRARY}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('The selected library will be deleted. Would you like to confirm?')
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Library deleted.');
    await page.getByText('No items match your search!').waitFor();
  });

  it('deletes a company through its row menu after confirmation', async () => {
    await page.goto(`${server.url}/companies/create`);
    await page.getByLabel('Company name').fill('Temp Company');
    await page.getByRole('textbox', { name: 'Email' }).fill('info@temp.test');
    const add = page.getByRole('button', { name: 'Add company' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await toast(page, 'Company saved');
    await page.waitForURL(/\/companies\/\d+$/);
    await page.goto(`${server.url}/companies`);
    await page.getByRole('cell', { name: 'Temp Company', exact: true }).waitFor();
    await expect(page.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'More actions for Temp Company' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The selected company will be deleted. Would you like to confirm?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Company deleted.');
    await expect.poll(() => page.getByRole('cell', { name: 'Temp Company', exact: true }).count()).toBe(0);
    await page.getByRole('cell', { name: COMPANY, exact: true }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
