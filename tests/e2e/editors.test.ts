import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { axeViolations, launchBrowser } from './support/browser.ts';
import { makeClip, uploadToNewLibrary } from './support/media.ts';
import { invitationLink } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const run = promisify(execFile);
const ADMIN = { email: 'editors.admin@example.test', password: 'correct horse battery staple 42' };
const READER = { name: 'Rita Reader', email: 'rita@editors.test', password: 'a fine long password 7' };

interface Element {
  _id: string;
  name: string;
  start: number;
  end: number;
  startAction: string;
  action: { type: string; link: string; timeIndex: number };
  area: { type: string; text: string };
  style: { origin: { left: number; top: number }; dimensions: { width: number; height: number } };
}
interface Presentation {
  settings: { position: string };
  items: { _id: string; name: string; start: number }[];
}

/** A one-frame PNG of a colour, as a user's image. */
async function makeImage(file: string, colour: string, size = '320x180'): Promise<string> {
  await run(process.env.FFMPEG_PATH ?? 'ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `color=c=${colour}:s=${size}`, '-frames:v', '1', file],
  ]);
  return file;
}

/** A point of the box in fractions of its width and height. */
function at(box: { x: number; y: number; width: number; height: number }, fx: number, fy: number) {
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

/** Drags with the mouse in small steps, as a hand does. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 10; step += 1) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 10, from.y + ((to.y - from.y) * step) / 10);
  }
  await page.mouse.up();
}

describe('the interactive and presentation editors', () => {
  let server: RunningServer;
  let browser: Browser;
  let staff: Page;
  let folder: string;
  let token: string;
  let videoId: string;

  const api = <T>(method: string, route: string, body?: unknown) => callApi<T>(server.url, token, method, route, body);
  const elements = async () =>
    (await api<{ interactive_area: Element[] }>('GET', `/api/videos/${videoId}/interactive`)).interactive_area;
  const byName = async (name: string) => (await elements()).find((element) => element.name === name);
  const presentation = () => api<Presentation>('GET', `/api/videos/${videoId}/presentation`);

  const form = () => staff.getByRole('form');
  const saved = (page: Page = staff) =>
    expect.poll(() => page.getByTestId('save-status').textContent(), { timeout: 15_000 }).toBe('Saved');
  const stage = async (page: Page = staff) => {
    const box = await page.getByTestId('player-overlay').boundingBox();
    if (!box) throw new Error('The stage has no box.');
    return box;
  };
  async function add(page: Page, entry: string) {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByRole('menuitem', { name: entry, exact: true }).click();
  }
  async function choose(trigger: Locator, option: string) {
    await trigger.click();
    await staff.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  }
  async function setSeconds(group: string, seconds: string) {
    const field = form().getByRole('group', { name: group }).getByRole('textbox', { name: 'Seconds' });
    await field.fill(seconds);
    await field.press('Tab');
  }

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-editors-e2e-'));
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
      makeClip(path.join(folder, 'launch.mp4'), 8),
      makeImage(path.join(folder, 'logo.png'), 'blue', '200x100'),
      makeImage(path.join(folder, 'slide 10.png'), 'red'),
      makeImage(path.join(folder, 'slide 2.png'), 'green'),
      makeImage(path.join(folder, 'slide 1.png'), 'yellow'),
    ]);
    server = started;
    browser = await launchBrowser();
    staff = await (await browser.newContext({ bypassCSP: true, viewport: { width: 1440, height: 900 } })).newPage();
    staff.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('gets a public video ready and a read-only user invited', async () => {
    await signInPage(staff, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(staff);
    const created = await uploadToNewLibrary(server.url, token, path.join(folder, 'launch.mp4'), {
      company: 'Launch Media',
      library: 'Launches',
    });
    videoId = created.videoId;
    await api('POST', '/api/users', {
      name: READER.name,
      email: READER.email,
      role: 'read-only',
      company_id: created.companyId,
      libraries: [{ id: created.libraryId, role: 'read-only' }],
    });
    await expect
      .poll(async () => (await api<{ status: string }>('GET', `/api/videos/${videoId}`)).status, {
        timeout: 90_000,
        interval: 500,
      })
      .toBe('ready');
    await api('PUT', `/api/videos/${videoId}`, { privacy: 'anybody', visibility: { type: 'public' } });
  });

  it('adds a hotspot, drags and resizes it, and undoes and redoes the resize', async () => {
    await staff.goto(`${server.url}/videos/${videoId}/interactive`);
    await staff.getByRole('heading', { name: 'Interactive editor' }).waitFor();
    await staff.getByText('No elements yet').waitFor();
    await expect.poll(() => staff.getByRole('link', { name: /View/ }).getAttribute('href')).toBe(`/view/${videoId}`);

    await add(staff, 'Hotspot');
    await form().getByRole('textbox', { name: 'Name' }).waitFor();
    expect(await form().getByRole('textbox', { name: 'Name' }).inputValue()).toBe('New Hot Spot');
    await form().getByRole('radiogroup', { name: 'Start action' }).getByText('Play', { exact: true }).click();
    await setSeconds('End', '06');
    await choose(form().getByRole('button', { name: /Action type/ }), 'Skip to');
    await setSeconds('Time index', '05');
    await saved();
    expect(await byName('New Hot Spot')).toMatchObject({
      start: 0,
      end: 6,
      startAction: 'play',
      action: { type: 'skipTo', timeIndex: 5 },
    });

    // Drag it up by a quarter of the picture, then pull its bottom right corner out.
    let box = await stage();
    await drag(staff, at(box, 0.5, 0.5), at(box, 0.5, 0.25));
    await saved();
    const moved = await byName('New Hot Spot');
    expect(moved?.style.origin.top).toBeCloseTo(15, 0);
    box = await stage();
    await drag(staff, at(box, 0.75, 0.35), at(box, 0.85, 0.45));
    await saved();
    const resized = await byName('New Hot Spot');
    expect(resized?.style.dimensions.width).toBeCloseTo(60, 0);
    expect(resized?.style.dimensions.height).toBeCloseTo(30, 0);

    await staff.getByRole('button', { name: 'Undo' }).click();
    await saved();
    expect((await byName('New Hot Spot'))?.style.dimensions.width).toBeCloseTo(50, 0);
    await staff.keyboard.press('Control+Shift+Z');
    await saved();
    expect((await byName('New Hot Spot'))?.style.dimensions.width).toBeCloseTo(60, 0);
  });

  it('edits a text in place, adds a player action and an image, and refuses a bad link and a bad hex', async () => {
    await add(staff, 'Text');
    await expect.poll(() => form().getByRole('textbox', { name: 'Name' }).inputValue()).toBe('New text');
    const box = await stage();
    await staff.mouse.dblclick(at(box, 0.5, 0.5).x, at(box, 0.5, 0.5).y);
    const field = staff.getByRole('textbox', { name: /Text of/ });
    await field.fill('Hello viewers');
    await field.press('Enter');
    await saved();
    expect((await byName('New text'))?.area.text).toBe('Hello viewers');
    await form()
      .getByRole('button', { name: /Background colour/ })
      .first()
      .click();
    const picker = staff.getByRole('dialog', { name: 'Background colour' });
    await picker.getByRole('textbox', { name: 'Hex value' }).fill('#fff');
    await picker
      .getByText('The hex value is invalid. It must have 6 or 8 digits (0 - F) and must start with a # character')
      .waitFor();
    expect(await picker.getByRole('button', { name: 'Update' }).isDisabled()).toBe(true);
    await picker.getByRole('button', { name: 'Close' }).click();
    await picker.waitFor({ state: 'detached' });

    await add(staff, 'Player action');
    await expect.poll(() => form().getByRole('textbox', { name: 'Name' }).inputValue()).toBe('New Player Action');

    const chooser = staff.waitForEvent('filechooser');
    await add(staff, 'Image');
    await (await chooser).setFiles(path.join(folder, 'logo.png'));
    await expect.poll(() => form().getByRole('textbox', { name: 'Name' }).inputValue()).toBe('New Image');
    const link = form().getByRole('textbox', { name: 'Link' });
    await link.fill('not a url');
    await form().getByText('The Link must be a valid URL!').waitFor();
    await link.fill('https://example.com/shop');
    await expect.poll(() => form().getByText('The Link must be a valid URL!').count()).toBe(0);

    await saved();
    expect(await axeViolations(staff)).toEqual([]);
  });

  it('finds everything saved after a reload', async () => {
    await staff.reload();
    await staff.getByRole('heading', { name: 'Interactive editor' }).waitFor();
    await expect
      .poll(() => staff.getByTestId('element-name').allTextContents())
      .toEqual(['New Hot Spot', 'New text', 'New Player Action', 'New Image']);
    const stored = await elements();
    expect(stored.map((element) => [element.name, element.start, element.area.type])).toEqual([
      ['New Hot Spot', 0, 'hotspot'],
      ['New text', 0.2, 'text'],
      ['New Player Action', 0.4, 'playeraction'],
      ['New Image', 0.6, 'image'],
    ]);
    expect((await byName('New Image'))?.action.link).toBe('https://example.com/shop');
  });

  it('shows the elements on /view: pause-at-start pauses, a click on the hotspot skips', async () => {
    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    visitor.setDefaultTimeout(20_000);
    await visitor.goto(`${server.url}/view/${videoId}`);
    await visitor.locator('[data-testid="player-overlay"] canvas').first().waitFor();
    const video = visitor.locator('video');
    const state = () =>
      video.evaluate((element: HTMLVideoElement) => ({ paused: element.paused, time: element.currentTime }));
    await visitor.getByRole('button', { name: 'Play', exact: true }).first().click();
    // The text pauses at 0.2 s, then the player action at 0.4 s.
    await expect.poll(async () => (await state()).paused && (await state()).time > 0.1).toBe(true);
    expect((await state()).time).toBeCloseTo(0.2, 1);
    await visitor.getByRole('button', { name: 'Play', exact: true }).first().click();
    await expect.poll(async () => (await state()).paused && (await state()).time > 0.3).toBe(true);
    expect((await state()).time).toBeCloseTo(0.4, 1);
    // The hotspot, 20 to 80 % across and 15 to 45 % down, skips to 5 s.
    const box = await stage(visitor);
    await visitor.mouse.click(at(box, 0.5, 0.3).x, at(box, 0.5, 0.3).y);
    await expect.poll(async () => (await state()).time, { timeout: 10_000 }).toBeGreaterThan(4.9);
    await visitor.close();
    // axe is injected as a script, which the page's policy refuses: checked in a page without it.
    const checker = await (await browser.newContext({ bypassCSP: true })).newPage();
    await checker.goto(`${server.url}/view/${videoId}`);
    await checker.locator('[data-testid="player-overlay"] canvas').first().waitFor();
    expect(await axeViolations(checker)).toEqual([]);
    await checker.close();
  });

  it('adds three slides, retimes one, reorders with the confirmation, switches the view, and keeps it all', async () => {
    await staff.goto(`${server.url}/videos/${videoId}/presentation`);
    await staff.getByText('This presentation has no slides yet.').waitFor();
    await staff
      .getByTestId('add-images-input')
      .setInputFiles(['slide 10.png', 'slide 2.png', 'slide 1.png'].map((name) => path.join(folder, name)));
    await expect
      .poll(() => staff.getByTestId('slide-name').allTextContents())
      .toEqual(['slide 10', 'slide 2', 'slide 1']);
    await saved();
    expect((await presentation()).items.map((slide) => [slide.name, slide.start])).toEqual([
      ['slide 10', 0],
      ['slide 2', 2.7],
      ['slide 1', 5.3],
    ]);

    await staff.getByRole('button', { name: /^slide 1, starts at/ }).click();
    // The start applies when the field is left.
    const start = staff.getByRole('group', { name: 'Start' });
    await start.getByRole('textbox', { name: 'Seconds' }).fill('07');
    await start.getByRole('textbox', { name: 'Seconds' }).press('Tab');
    await start.getByRole('textbox', { name: 'Tenths of a second' }).fill('0');
    await start.getByRole('textbox', { name: 'Tenths of a second' }).press('Tab');
    await saved();
    expect((await presentation()).items.map((slide) => [slide.name, slide.start])).toContainEqual(['slide 1', 7]);

    await staff.getByRole('button', { name: 'Reorder', exact: true }).click();
    const confirm = staff.getByRole('alertdialog', { name: 'Reorder slides' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    expect(await staff.getByTestId('slide-name').allTextContents()).toEqual(['slide 10', 'slide 2', 'slide 1']);
    await staff.getByRole('button', { name: 'Reorder', exact: true }).click();
    await staff.getByRole('alertdialog', { name: 'Reorder slides' }).getByRole('button', { name: 'Reorder' }).click();
    await expect
      .poll(() => staff.getByTestId('slide-name').allTextContents())
      .toEqual(['slide 1', 'slide 2', 'slide 10']);
    await saved();

    for (const [label, testId] of [
      ['Side by side', 'slide-side'],
      ['Slide only', 'slide-single'],
      ['Side by side', 'slide-side'],
    ] as const) {
      await staff.getByRole('button', { name: 'Settings', exact: true }).click();
      const dialog = staff.getByRole('dialog', { name: 'Settings' });
      await dialog.getByText(label, { exact: true }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await staff.getByTestId(testId).waitFor();
    }
    await saved();
    expect(await axeViolations(staff)).toEqual([]);

    await staff.reload();
    await expect
      .poll(() => staff.getByTestId('slide-name').allTextContents())
      .toEqual(['slide 1', 'slide 2', 'slide 10']);
    await staff.getByTestId('slide-side').waitFor();
    const stored = await presentation();
    expect(stored.settings.position).toBe('SBS');
    expect(stored.items.map((slide) => slide.name)).toEqual(['slide 1', 'slide 2', 'slide 10']);
  });

  it('goes to the 404 page for a video that does not exist', async () => {
    for (const editor of ['interactive', 'presentation']) {
      await staff.goto(`${server.url}/videos/00000000-0000-4000-8000-000000000000/${editor}`);
      await staff.getByText("We're sorry! We don't have that.").waitFor();
      expect(new URL(staff.url()).pathname).toBe('/not-found');
    }
  });

  it('refuses the saves of a read-only user and stores nothing of them', async () => {
    const context = await browser.newContext({ bypassCSP: true });
    const reader = await context.newPage();
    reader.setDefaultTimeout(20_000);
    await reader.goto(await invitationLink(server.dataDir, READER.email));
    await reader.getByLabel('New password').fill(READER.password);
    await reader.getByLabel('Repeat password').fill(READER.password);
    await reader.getByRole('button', { name: 'Set password' }).click();
    await reader.getByText('Your password has been set. You can now sign in.').waitFor();
    await signInPage(reader, server.url, READER.email, READER.password, `/videos/${videoId}/interactive`);
    await reader.getByRole('heading', { name: 'Interactive editor' }).waitFor();
    await add(reader, 'Hotspot');
    await expect
      .poll(() => reader.getByTestId('save-status').textContent(), { timeout: 15_000 })
      .toBe('Not saved yet, retrying…');
    expect((await elements()).map((element) => element.name)).toEqual([
      'New Hot Spot',
      'New text',
      'New Player Action',
      'New Image',
    ]);
    await context.close();
  });
});
