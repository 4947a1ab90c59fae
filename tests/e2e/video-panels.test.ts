import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { VIDEO_TEXTS } from '@reelbase/contract';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, callApi, signInPage } from './support/api.ts';
import { launchBrowser } from './support/browser.ts';
import { makeClip, uploadViaApi } from './support/media.ts';
import { invitationLink } from './support/outbox.ts';
import { type RunningServer, startProduct } from './support/server.ts';

const ADMIN = { email: 'panels.admin@example.test', password: 'correct horse battery staple 42' };
const READER = { name: 'Rita Reader', email: 'rita@panels.test', password: 'a fine long password 7' };
const UPLOADER = { name: 'Ulf Uploader', email: 'ulf@panels.test', password: 'another long password 8' };
const COMPANY = 'Panel Media';
const LIBRARIES = ['Originals', 'Archive'] as const;
const CLIP = 'harbour-walk.mp4';
const REPLACEMENT = 'harbour-walk-longer.mp4';

interface Video {
  id: string;
  title: string;
  privacy: string;
  size: number;
  status: 'uploading' | 'processing' | 'ready' | 'failed';
  thumbnail: string | null;
  library: { id: number };
  metadata: { projectNumber: string | null };
}

interface VideoList {
  items: Video[];
  total: number;
}

describe('video side panels: edit, assets, copy, move, replace and read-only', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  let folder: string;
  let token: string;
  let companyId: number;
  const libraryIds: number[] = [];
  let videoId: string;
  let title: string;

  const video = (id = videoId, as = token) => callApi<Video>(server.url, as, 'GET', `/api/videos/${id}`);
  const waitUntilReady = (id: string) =>
    expect.poll(async () => (await video(id)).status, { timeout: 60_000, interval: 250 }).toBe('ready');

  beforeAll(async () => {
    folder = mkdtempSync(path.join(tmpdir(), 'reelbase-video-panels-e2e-'));
    writeFileSync(
      path.join(folder, 'consent.pdf'),
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
    );
    writeFileSync(
      path.join(folder, 'english.vtt'),
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nWelcome to the harbour.\n',
    );
    const [started] = await Promise.all([
      startProduct({ REELBASE_ADMIN_EMAIL: ADMIN.email, REELBASE_ADMIN_PASSWORD: ADMIN.password }),
      makeClip(path.join(folder, CLIP), 3),
      makeClip(path.join(folder, REPLACEMENT), 4),
    ]);
    server = started;
    browser = await launchBrowser();
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  const toast = (text: string) => page.getByText(text).first().waitFor();
  const drawer = () => page.getByRole('dialog', { name: title });
  /** Opens a section of the side panel (unless it is open already) and returns the panel. */
  async function section(name: string): Promise<Locator> {
    const header = drawer().getByRole('button', { name, exact: true });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    return drawer();
  }
  async function openVideo(on: Page = page) {
    // The videoId parameter opens this video's panel (its copy bears the same title).
    await on.goto(`${server.url}/media-library?videoId=${videoId}`);
    await on.getByRole('dialog', { name: title }).waitFor();
  }

  it('prepares a company with two libraries, a ready video, a read-only user and an uploader', async () => {
    await signInPage(page, server.url, ADMIN.email, ADMIN.password, '/profile');
    token = await accessTokenOf(page);
    companyId = (
      await callApi<{ id: number }>(server.url, token, 'POST', '/api/companies', {
        company_name: COMPANY,
        email_address: 'info@panels.test',
      })
    ).id;
    for (const name of LIBRARIES) {
      const library = await callApi<{ id: number }>(server.url, token, 'POST', '/api/libraries', {
        name,
        company_id: companyId,
      });
      libraryIds.push(library.id);
    }
    videoId = await uploadViaApi(server.url, token, path.join(folder, CLIP), libraryIds[0] as number);
    for (const [person, role] of [
      [READER, 'read-only'],
      [UPLOADER, 'uploader'],
    ] as const) {
      await callApi(server.url, token, 'POST', '/api/users', {
        name: person.name,
        email: person.email,
        role,
        company_id: companyId,
        libraries: libraryIds.map((id) => ({ id, role })),
      });
    }
    await waitUntilReady(videoId);
    title = (await video()).title;
  });

  it('refuses an invalid title in the Basic panel, then saves a valid one', async () => {
    await openVideo();
    const form = (await section('Basic')).getByRole('form', { name: 'Basic' });
    const field = form.getByRole('textbox', { name: /Title/ });
    const save = form.getByRole('button', { name: 'Save changes' });
    await field.fill('Harbour walk!');
    await form.getByText(VIDEO_TEXTS.titleCharacters).waitFor();
    expect(await save.isDisabled()).toBe(true);
    await field.press('Enter');
    expect((await video()).title).toBe(title);

    await field.fill('Harbour walk 2024');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toast('Video updated');
    title = 'Harbour walk 2024';
    await drawer().waitFor();
    expect((await video()).title).toBe(title);
  });

  it('keeps an unknown privacy out through the API and saves one chosen in the Privacy panel', async () => {
    await expect(callApi(server.url, token, 'PUT', `/api/videos/${videoId}`, { privacy: 'everyone' })).rejects.toThrow(
      /422.*The privacy must be one of/,
    );
    const before = (await video()).privacy;
    expect(before).not.toBe('unlisted');

    const form = (await section('Privacy')).getByRole('form', { name: 'Privacy' });
    const save = form.getByRole('button', { name: 'Save changes' });
    expect(await save.isDisabled()).toBe(true);
    await form.getByRole('button', { name: /Privacy/ }).click();
    await page.getByRole('option', { name: 'Unlisted' }).click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await toast('Video updated');
    await expect.poll(async () => (await video()).privacy).toBe('unlisted');

    // Scheduled without a date: no message before a date could be entered; a tried save shows the
    // spec's message and sends nothing.
    await form.getByText('Scheduled', { exact: true }).click();
    await page.waitForTimeout(500);
    expect(await form.getByText('The date is required.').count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);
    await save.click({ force: true });
    await form.getByText('The date is required.').waitFor();
    await form.getByText('Private', { exact: true }).click();
    expect(((await video()) as Video & { visibility: { type: string } }).visibility.type).toBe('private');
  });

  it('refuses a project number over 50 characters in the Project panel, then saves a valid one', async () => {
    const form = (await section('Project')).getByRole('form', { name: 'Project' });
    const field = form.getByRole('textbox', { name: 'Project number' });
    const save = form.getByRole('button', { name: 'Save changes' });
    await field.fill('P'.repeat(51));
    await form.getByText('cannot be longer than 50 characters').waitFor();
    expect(await save.isDisabled()).toBe(true);
    expect((await video()).metadata.projectNumber).toBeNull();

    await field.fill('PRJ-2024_007');
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await expect.poll(async () => (await video()).metadata.projectNumber).toBe('PRJ-2024_007');
  });

  it('adds a quitclaim in the GDPR panel and deletes it after the confirmation', async () => {
    const panel = await section('GDPR');
    await panel.getByText('There are no quitclaims for this video.').waitFor();
    await panel.getByRole('button', { name: 'Add quitclaim' }).click();
    const modal = page.getByRole('dialog', { name: 'Add quitclaim' });
    await modal.getByLabel('Quitclaim file').setInputFiles(path.join(folder, 'consent.pdf'));
    await modal.getByText('consent.pdf').waitFor();
    await modal.getByRole('textbox', { name: /Person name/ }).fill('Piet Pier');
    await modal.getByRole('spinbutton').first().click();
    await page.keyboard.type('20301231');
    const add = modal.getByRole('button', { name: 'Add quitclaim' });
    await expect.poll(() => add.isEnabled()).toBe(true);
    await add.click();
    await toast('Quitclaim updated!');
    const list = panel.getByRole('list', { name: 'Quitclaims' });
    await list.getByText('Piet Pier').waitFor();
    await list.getByText('Copyright ends 2030-12-31').waitFor();
    const quitclaims = () =>
      callApi<{ quitclaims: { person_name: string }[] }>(server.url, token, 'GET', `/api/videos/${videoId}/quitclaims`);
    expect((await quitclaims()).quitclaims.map((quitclaim) => quitclaim.person_name)).toEqual(['Piet Pier']);

    await list.getByRole('button', { name: 'Delete quitclaim of Piet Pier' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText('The selected quitclaims file will be deleted. Would you like to confirm?').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Quitclaim deleted.');
    await panel.getByText('There are no quitclaims for this video.').waitFor();
    expect((await quitclaims()).quitclaims).toEqual([]);
  });

  it('uploads default subtitles that the Preview player carries as a track', async () => {
    const panel = await section('Subtitles & Transcripts');
    await panel.getByLabel('Subtitles file').setInputFiles(path.join(folder, 'english.vtt'));
    const form = panel.getByRole('group', { name: 'New subtitles' });
    await form.getByRole('textbox', { name: 'Language' }).fill('en');
    await form.getByRole('textbox', { name: 'Label' }).fill('English');
    await form.getByText('Default subtitles').click();
    expect(await form.getByRole('checkbox', { name: 'Default subtitles' }).isChecked()).toBe(true);
    await form.getByRole('button', { name: 'Upload subtitles' }).click();
    await toast('Subtitles added.');
    await panel.getByRole('list', { name: 'Subtitles' }).getByText('English', { exact: true }).waitFor();
    const { subtitles } = await callApi<{
      subtitles: { id: string; label: string; is_default: boolean; url: string }[];
    }>(server.url, token, 'GET', `/api/videos/${videoId}/subtitles`);
    expect(subtitles).toHaveLength(1);
    expect(subtitles[0]).toMatchObject({ label: 'English', is_default: true });

    const preview = await section('Preview');
    const track = preview.locator('video track');
    await expect.poll(() => track.count()).toBe(1);
    expect(await track.getAttribute('label')).toBe('English');
    expect(await track.getAttribute('src')).toBe(subtitles[0]?.url);
    expect(await track.getAttribute('default')).not.toBeNull();
  });

  it('adds a chapter, saves its title and time after the pause and refuses a time past the end', async () => {
    const chapters = async () =>
      (
        await callApi<{ chapters: { offset: number; value: string }[] }>(
          server.url,
          token,
          'GET',
          `/api/videos/${videoId}/chapters`,
        )
      ).chapters;
    const panel = await section('Chapters');
    await panel.getByRole('button', { name: 'Add chapter' }).click();
    const list = panel.getByRole('list', { name: 'Chapters' });
    await list.getByRole('listitem').first().waitFor();
    await list.getByRole('textbox', { name: 'Title' }).fill('Quay side');
    const start = list.getByRole('group', { name: 'Start' });
    await start.getByRole('textbox', { name: 'Seconds' }).fill('02');
    await expect
      .poll(chapters, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ offset: 2, value: 'Quay side' })]);

    // The clip lasts 3 s: a start at one minute is out of range and is not saved.
    await start.getByRole('textbox', { name: 'Minutes' }).fill('01');
    await list.getByText(/^Value is out of allowed range \(0 - 3(\.\d)?\)$/).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await chapters()).toEqual([expect.objectContaining({ offset: 2, value: 'Quay side' })]);
  });

  it('captures the frame at 1 s as the thumbnail', async () => {
    const before = (await video()).thumbnail;
    const panel = await section('Thumbnail');
    await panel.getByRole('group', { name: 'Frame time' }).getByRole('textbox', { name: 'Seconds' }).fill('01');
    await panel.getByRole('button', { name: 'Use this frame' }).click();
    await toast('Thumbnail updated.');
    const after = (await video()).thumbnail;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    const image = panel.getByRole('img', { name: 'Current thumbnail' });
    await expect.poll(() => image.getAttribute('src')).toBe(after);
    const jpeg = new Uint8Array(await (await fetch(new URL(after ?? '', server.url))).arrayBuffer());
    expect([...jpeg.subarray(0, 2)]).toEqual([0xff, 0xd8]);
  });

  it('copies the video to the second library and moves the original there', async () => {
    const target = `${COMPANY} / ${LIBRARIES[1]}`;
    const panel = await section('Copy to library');
    await panel.getByRole('button', { name: 'Copy video to library' }).click();
    const copy = page.getByRole('dialog', { name: 'Copy video to library' });
    await copy.getByRole('radio', { name: target }).check({ force: true });
    await copy.getByRole('button', { name: 'Copy', exact: true }).click();
    await copy.getByText(`Video is being copied to ${target}`).waitFor();
    const doneCopy = copy.getByRole('button', { name: 'Done' });
    await expect.poll(() => doneCopy.isEnabled()).toBe(true);
    await doneCopy.click();
    await expect.poll(() => copy.count()).toBe(0);

    const inArchive = () =>
      callApi<VideoList>(server.url, token, 'GET', `/api/videos?library=${libraryIds[1]}`).then((list) => list.items);
    await expect.poll(async () => (await inArchive()).length, { timeout: 20_000 }).toBe(1);
    const [copied] = await inArchive();
    expect(copied?.id).not.toBe(videoId);
    await waitUntilReady(copied?.id ?? '');

    await panel.getByRole('button', { name: 'Move to library' }).click();
    const move = page.getByRole('dialog', { name: 'Move videos to library' });
    await move.getByRole('radio', { name: target }).check({ force: true });
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await move.getByText(`Video ${title} (${videoId}) moved to ${COMPANY}/${LIBRARIES[1]}`).waitFor();
    const doneMove = move.getByRole('button', { name: 'Done' });
    await expect.poll(() => doneMove.isEnabled()).toBe(true);
    await doneMove.click();
    expect((await video()).library.id).toBe(libraryIds[1]);
    expect((await inArchive()).length).toBe(2);
  });

  it('replaces the file after the warning; the video is processed again with the new size', async () => {
    await openVideo();
    const panel = await section('File');
    const size = statSync(path.join(folder, REPLACEMENT)).size;
    expect((await video()).size).not.toBe(size);
    await panel.getByLabel('Or choose a file').setInputFiles(path.join(folder, REPLACEMENT));
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(/The new file replaces the current one and the video is encoded again/).waitFor();
    // Every status the video goes through from the confirmation on, until it is ready with the new file.
    const seen = new Set<string>();
    let replaced = false;
    const watcher = (async () => {
      const deadline = Date.now() + 60_000;
      while (!replaced && Date.now() < deadline) {
        const current = await video();
        seen.add(current.status);
        replaced = seen.has('processing') && current.status === 'ready' && current.size === size;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    await confirm.getByRole('button', { name: 'Replace file' }).click();
    await panel.getByRole('progressbar', { name: new RegExp(`Uploading the new file: ${REPLACEMENT}`) }).waitFor();
    await panel.getByText(/The new file was uploaded\. The video is being encoded again/).waitFor({ timeout: 30_000 });
    await watcher;
    expect(seen.has('processing')).toBe(true);
    expect(replaced).toBe(true);
  });

  it('links the Interactive and Statistics panels to their screens and says publishing is not there yet', async () => {
    await openVideo();
    await (await section('Publish & share')).getByText('Publishing is not enabled for this company.').waitFor();
    await (await section('Statistics')).getByRole('link', { name: 'Open the statistics of this video' }).waitFor();
    await (await section('Interactive')).getByRole('link', { name: 'Open the interactive editor' }).click();
    await page.waitForURL(`${server.url}/videos/${videoId}/interactive`);
  });

  it.each([
    ['a read-only user', READER],
    ['an uploader', UPLOADER],
  ])('shows %s the panels without editing controls and refuses their changes', async (_who, person) => {
    const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    const reader = await context.newPage();
    reader.setDefaultTimeout(15_000);
    await reader.goto(await invitationLink(server.dataDir, person.email));
    await reader.getByLabel('New password').fill(person.password);
    await reader.getByLabel('Repeat password').fill(person.password);
    await reader.getByRole('button', { name: 'Set password' }).click();
    await reader.getByText('Your password has been set. You can now sign in.').waitFor();
    await signInPage(reader, server.url, person.email, person.password, '/media-library');
    const readerToken = await accessTokenOf(reader);

    await openVideo(reader);
    const panel = reader.getByRole('dialog', { name: title });
    const sections = [
      'File',
      'Basic',
      'Privacy',
      'Project',
      'GDPR',
      'Thumbnail',
      'Subtitles & Transcripts',
      'Chapters',
    ];
    for (const name of sections) {
      await panel.getByRole('button', { name, exact: true }).click();
    }
    const basic = panel.getByRole('form', { name: 'Basic' });
    expect(await basic.getByRole('textbox', { name: /Title/ }).inputValue()).toBe(title);
    expect(await basic.getByRole('textbox', { name: /Title/ }).getAttribute('readonly')).not.toBeNull();
    expect(
      await panel.getByRole('form', { name: 'Project' }).getByRole('textbox', { name: 'Project number' }).inputValue(),
    ).toBe('PRJ-2024_007');
    await panel.getByRole('list', { name: 'Subtitles' }).getByText('English', { exact: true }).waitFor();
    await panel.getByRole('list', { name: 'Chapters' }).getByText('Quay side').waitFor();
    await panel.getByText('There are no quitclaims for this video.').waitFor();
    await panel.getByRole('button', { name: 'Download source' }).waitFor();
    await panel.getByRole('img', { name: 'Current thumbnail' }).waitFor();

    const controls = [
      'Save changes',
      'Add quitclaim',
      'Upload thumbnail',
      'Use this frame',
      'Add subtitles',
      'Add chapter',
    ];
    for (const control of [...controls, 'Add transcript']) {
      expect(await panel.getByRole('button', { name: control }).count()).toBe(0);
    }
    expect(await panel.getByRole('button', { name: 'Or choose a file' }).count()).toBe(0);
    expect(await panel.getByRole('button', { name: /^Delete/ }).count()).toBe(0);

    await expect(
      callApi(server.url, readerToken, 'PUT', `/api/videos/${videoId}`, { name: 'Not allowed' }),
    ).rejects.toThrow(/: 403 /);
    expect((await video()).title).toBe(title);
    await context.close();
  });

  it('removes the subtitles once they are no longer the default, and the chapter', async () => {
    await openVideo();
    const panel = await section('Subtitles & Transcripts');
    const subtitles = () =>
      callApi<{ subtitles: { is_default: boolean }[] }>(server.url, token, 'GET', `/api/videos/${videoId}/subtitles`);
    const remove = panel.getByRole('button', { name: /^Delete subtitles/ });
    expect(await remove.isDisabled()).toBe(true);
    await panel.getByRole('switch', { name: /^Default:/ }).focus();
    await page.keyboard.press('Space');
    await expect.poll(async () => (await subtitles()).subtitles[0]?.is_default, { timeout: 10_000 }).toBe(false);
    await expect.poll(() => remove.isEnabled()).toBe(true);
    await remove.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('The selected subtitles file will be deleted. Would you like to confirm?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(async () => (await subtitles()).subtitles.length).toBe(0);

    await (await section('Chapters')).getByRole('button', { name: 'Delete chapter Quay side' }).click();
    await expect
      .poll(
        async () =>
          (await callApi<{ chapters: unknown[] }>(server.url, token, 'GET', `/api/videos/${videoId}/chapters`)).chapters
            .length,
      )
      .toBe(0);
  });
});
