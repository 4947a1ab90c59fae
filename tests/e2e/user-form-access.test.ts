import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { invitationLink } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'access.admin@example.test', password: 'correct horse battery staple 42' };
const PASSWORD = 'a fine long password 7';
const CARLA = { name: 'Carla Admin', email: 'carla@form-access.test' };
const CLARA = { name: 'Clara Admin', email: 'clara@form-access.test' };
const EDDIE = { name: 'Eddie Editor', email: 'eddie@form-access.test' };

describe('user forms one may not edit, and addresses that name no record', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const ids = { company: 0, library: 0, template: 0, carla: 0, clara: 0, eddie: 0, admin: 0 };
  let adminName = '';

  beforeAll(async () => {
    server = await startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password });
    browser = await launchBrowser();
    page = await (await browser.newContext({ bypassCSP: true })).newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const toast = (on: Page, text: string) => on.getByText(text).first().waitFor();
  /** The user screen shows the values without inputs or Save. */
  async function expectReadOnly(on: Page, name: string) {
    await on.getByRole('heading', { name: 'User details' }).waitFor();
    await on.getByText('You may not edit this user.').waitFor();
    await on.getByRole('heading', { name, level: 2 }).waitFor();
    expect(await on.getByRole('textbox').count()).toBe(0);
    expect(await on.getByRole('button', { name: 'Save changes' }).count()).toBe(0);
    expect(await on.getByRole('form', { name: 'User' }).count()).toBe(0);
  }

  it('prepares a company with a library, a template and three users', async () => {
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/users');
    const token = await accessTokenOf(page);
    const post = <T>(path: string, body: unknown) => callApi<T>(server.url, token, 'POST', path, body);
    ids.company = (
      await post<{ id: number }>('/api/companies', { company_name: 'Access Media', email_address: 'info@access.test' })
    ).id;
    ids.library = (await post<{ id: number }>('/api/libraries', { name: 'Trailers', company_id: ids.company })).id;
    const templates = await callApi<{ id: number }[]>(
      server.url,
      token,
      'GET',
      `/api/libraries/${ids.library}/player-templates`,
    );
    ids.template = templates[0]?.id ?? 0;
    for (const [key, person, role] of [
      ['carla', CARLA, 'company-admin'],
      ['clara', CLARA, 'company-admin'],
      ['eddie', EDDIE, 'editor'],
    ] as const) {
      ids[key] = (
        await post<{ id: number }>('/api/users', {
          ...person,
          role,
          company_id: ids.company,
          libraries: role === 'editor' ? [{ id: ids.library, role: 'editor' }] : [],
        })
      ).id;
    }
    const profile = await callApi<{ id: number; name: string }>(server.url, token, 'GET', '/api/profile');
    ids.admin = profile.id;
    adminName = profile.name;
    expect(Object.values(ids).every((id) => id > 0)).toBe(true);
  });

  it('shows the signed-in admin their own user read-only, and others as a form', async () => {
    await page.goto(`${server.url}/users/${ids.admin}`);
    await expectReadOnly(page, adminName);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Back to users' }).click();
    await page.waitForURL(`${server.url}/users`);

    await page.goto(`${server.url}/users/${ids.carla}`);
    await page.getByRole('heading', { name: 'Edit user' }).waitFor();
    await page.getByRole('form', { name: 'User' }).getByRole('button', { name: 'Save changes' }).waitFor();
  });

  it('opens another company-admin read-only for a company-admin, and a user of a lower role as a form', async () => {
    const link = await invitationLink(server.dataDir, CARLA.email);
    const carla = await (await browser.newContext({ bypassCSP: true })).newPage();
    carla.setDefaultTimeout(15_000);
    await carla.goto(link);
    await carla.getByLabel('New password').fill(PASSWORD);
    await carla.getByLabel('Repeat password').fill(PASSWORD);
    await carla.getByRole('button', { name: 'Set password' }).click();
    await carla.getByText('Your password has been set. You can now sign in.').waitFor();
    await signInPage(carla, server.url, CARLA.email, PASSWORD, `/users/${ids.clara}`);

    await expectReadOnly(carla, CLARA.name);
    await carla.getByText(CLARA.email).waitFor();
    await carla.getByText('Company admin', { exact: true }).waitFor();

    await carla.goto(`${server.url}/users/${ids.carla}`);
    await expectReadOnly(carla, CARLA.name);

    await carla.goto(`${server.url}/users/${ids.eddie}`);
    await carla.getByRole('heading', { name: 'Edit user' }).waitFor();
    const name = carla.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe(EDDIE.name);
    await name.fill('Eddie Editor-Smith');
    const save = carla.getByRole('button', { name: 'Save changes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toast(carla, 'User updated');
    await carla.context().close();
  });

  for (const [label, path, list, message] of [
    ['a user', '/users/abc', '/users', 'The user was not found.'],
    ['a company', '/companies/abc', '/companies', 'The company was not found.'],
    ['a library', '/libraries/abc', '/libraries', 'The library was not found.'],
  ] as const) {
    it(`takes an address that names no ${label.slice(2)} to the list with the not-found message`, async () => {
      await page.goto(`${server.url}${path}`);
      await page.waitForURL(`${server.url}${list}`);
      await toast(page, message);
      // The list, not a blank create form.
      await page.getByRole('button', { name: /^Add / }).first().waitFor();
      expect(await page.getByRole('textbox', { name: /Name/ }).count()).toBe(0);
    });

    it(`takes an unknown ${label.slice(2)} to the list with the server's message`, async () => {
      await page.goto(`${server.url}${list}/999999`);
      await page.waitForURL(`${server.url}${list}`);
      await toast(page, message);
    });
  }

  it('takes a player template address that names no template to its library form', async () => {
    const library = `/libraries/${ids.library}`;
    await page.goto(`${server.url}${library}/player-templates/abc`);
    await page.waitForURL(`${server.url}${library}`);
    await toast(page, 'The player template was not found.');
    await page.getByRole('heading', { name: 'Trailers' }).waitFor();

    await page.goto(`${server.url}${library}/player-templates/999999`);
    await page.waitForURL(`${server.url}${library}`);
    await toast(page, 'The player template was not found.');

    await page.goto(`${server.url}${library}/player-templates/${ids.template}`);
    await page.getByRole('form', { name: 'Player template' }).waitFor();
  });
});
