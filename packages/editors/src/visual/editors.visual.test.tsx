import type { PresentationPosition } from '@reelbase/editors';
import { composeStories, composeStory } from '@storybook/react-vite';
import { afterEach, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { doubleClickAt, stageIn } from '../../../../stories/editors/editorFixtures.ts';
import * as interactiveStories from '../../../../stories/editors/InteractiveEditor.stories.tsx';
import * as presentationStories from '../../../../stories/editors/PresentationEditor.stories.tsx';
import * as scrubStories from '../../../../stories/editors/ScrubBar.stories.tsx';
import { blur, cleanupEditor, matchScreenshot, nextFrame, renderEditor, settled, videoStill } from './renderEditor.tsx';

const { ManyElements, EditTextInPlace, Empty } = composeStories(interactiveStories);
const { GroupExpands } = composeStories(scrubStories);
const { Phone } = composeStories(presentationStories);

/** The presentation editor's Default story with the presentation stored in `position`. */
const presentationIn = (position: PresentationPosition) =>
  composeStory(
    { ...presentationStories.Default, parameters: { position } },
    presentationStories.default,
    undefined,
    'Default',
  );

/** The interactive editor with its two columns, on a page tall enough for the longest element form. */
const INTERACTIVE = { width: 1200, viewport: [1248, 2100] as [number, number] };
/** The presentation editor with the slide list beside the preview. */
const PRESENTATION = { width: 1100, viewport: [1148, 900] as [number, number] };

afterEach(cleanupEditor);

/** Waits for the loaded interactive editor with its video's length known. */
async function interactiveReady(element: HTMLElement) {
  await expect.element(page.getByRole('heading', { name: 'Interactive editor' }), { timeout: 5000 }).toBeVisible();
  await videoStill(element);
}

/** Clicks an element in the list (which selects it and moves the playhead to its start). */
async function selectInList(name: string) {
  await page.getByTestId('element-item').filter({ hasText: name }).click();
  await expect.element(page.getByRole('form')).toBeVisible();
}

/** Waits until the stage has drawn `count` pictures of image elements. */
async function picturesDrawn(element: HTMLElement, count: number) {
  await expect.poll(() => stageIn(element).find('Image').length).toBe(count);
  await nextFrame();
}

/** Waits for the opened presentation with its video's length known. */
async function presentationReady(element: HTMLElement) {
  await expect
    .element(page.getByRole('heading', { level: 1, name: 'Product launch' }), { timeout: 5000 })
    .toBeVisible();
  await videoStill(element);
}

test('interactive editor: many elements, the logo selected', async () => {
  await ManyElements.load();
  const { box, element } = await renderEditor(<ManyElements />, INTERACTIVE);
  await interactiveReady(element);
  await selectInList('Logo');
  await videoStill(element, 1);
  await expect.element(page.getByText('0:01.0 / 0:04.0')).toBeVisible();
  await picturesDrawn(element, 1);
  blur();
  await settled(element);
  await matchScreenshot(box, 'interactive-editor-selected');
});

test('interactive editor: a text edited in place', async () => {
  await EditTextInPlace.load();
  const { box, element } = await renderEditor(<EditTextInPlace />, INTERACTIVE);
  await interactiveReady(element);
  await selectInList('Intro text');
  await videoStill(element, 0);
  const stage = stageIn(element);
  await expect.poll(() => stage.findOne('#intro')).toBeTruthy();
  const rect = stage.findOne('#intro')?.getClientRect() ?? { x: 0, y: 0, width: 0, height: 0 };
  await doubleClickAt(stage, { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 });
  const field = page.getByRole('textbox', { name: 'Text of Intro text' });
  await expect.element(field).toHaveFocus();
  await userEvent.fill(field, 'Hello viewers');
  await settled(element);
  await matchScreenshot(box, 'interactive-editor-text-in-place');
});

test('interactive editor: no elements', async () => {
  await Empty.load();
  const { box, element } = await renderEditor(<Empty />, INTERACTIVE);
  await interactiveReady(element);
  await expect.element(page.getByText('No elements yet')).toBeVisible();
  await settled(element);
  await matchScreenshot(box, 'interactive-editor-empty');
});

test('scrub bar: a group of markers opened', async () => {
  const { box, element } = await renderEditor(<GroupExpands />, { width: 640, viewport: [800, 600] });
  await page.getByRole('button', { name: '3 elements from 0:20.0 to 0:22.5' }).click();
  await expect.element(page.getByRole('list', { name: 'Elements from 0:20.0 to 0:22.5' })).toBeVisible();
  blur();
  await settled(element);
  await matchScreenshot(box, 'scrub-bar-group-open');
});

for (const position of ['PIP', 'SBS', 'Single'] as const) {
  test(`presentation editor: ${position} view`, async () => {
    const Story = presentationIn(position);
    await Story.load();
    const { box, element } = await renderEditor(<Story />, PRESENTATION);
    await presentationReady(element);
    await settled(element);
    await matchScreenshot(box, `presentation-editor-${position.toLowerCase()}`);
  });
}

test('presentation editor: 390 px wide, a slide opened', async () => {
  await Phone.load();
  const { box, element } = await renderEditor(<Phone />, { width: 390, viewport: [414, 1400] });
  await presentationReady(element);
  await page.getByRole('button', { name: /^Intro, starts at/ }).click();
  await expect.element(page.getByRole('textbox', { name: 'Name' })).toBeVisible();
  blur();
  await settled(element);
  await matchScreenshot(box, 'presentation-editor-390');
});
