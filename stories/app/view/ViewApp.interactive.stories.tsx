import { memoryStorage, ViewApp } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { centreOf, clickAt, stageIn } from '../../editors/editorFixtures.ts';
import { loaded, stageOf, videoOf } from '../../player/playerFixtures.ts';
import { interactiveVideo, QUESTION, SHOP, SKIP, SLIDE_ONE, SLIDE_TWO, slides } from './interactiveFixtures.ts';

const meta = {
  title: 'View/ViewApp/Overlays and slides',
  component: ViewApp,
  parameters: { layout: 'fullscreen' },
  args: { route: { surface: 'view', videoId: 'v1' }, initial: interactiveVideo, storage: memoryStorage() },
} satisfies Meta<typeof ViewApp>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The runtime is fetched on demand: its elements' buttons appear once it is there. */
const runtimeReady = (canvasElement: HTMLElement, name: string) =>
  within(stageOf(canvasElement)).findByRole('button', { name }, { timeout: 8000 });

/** The centre of an element on the drawn stage. */
const centre = (canvasElement: HTMLElement, element: Parameters<typeof centreOf>[0]) => {
  const stage = stageIn(canvasElement);
  return centreOf(element, stage.width(), stage.height());
};

/** A hotspot seeks the video; a click beside it plays the video, as a click on the picture does. */
export const HotspotSeeks: Story = {
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    await loaded(video);
    await runtimeReady(canvasElement, 'Skip to the end');
    const stage = stageIn(canvasElement);
    // The stage lies exactly over the picture.
    const layer = within(stageOf(canvasElement)).getByTestId('player-overlay');
    await expect(stage.width()).toBeCloseTo(layer.clientWidth, 0);
    await expect(stage.height()).toBeCloseTo(layer.clientHeight, 0);

    await clickAt(stage, centre(canvasElement, SKIP));
    await waitFor(() => expect(video.currentTime).toBeCloseTo(3, 1));
    await expect(video.paused).toBe(true);

    await clickAt(stage, { x: stage.width() / 2, y: stage.height() * 0.7 });
    await waitFor(() => expect(video.paused).toBe(false));
    video.pause();
    // From the keyboard: the element's button does the same.
    video.currentTime = 0.5;
    await waitFor(() => expect(video.seeking).toBe(false));
    const button = within(stageOf(canvasElement)).getByRole('button', { name: 'Skip to the end' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(video.currentTime).toBeCloseTo(3, 1));
    await expect(video.paused).toBe(true);
  },
};

/** A link for a new tab opens one that cannot reach back to the page, and the video waits. */
export const LinkOpensNewTab: Story = {
  play: async ({ canvasElement }) => {
    const open = spyOn(window, 'open').mockImplementation(() => null);
    try {
      const video = videoOf(canvasElement);
      await loaded(video);
      await runtimeReady(canvasElement, 'Visit the shop');
      await userEvent.click(within(stageOf(canvasElement)).getByRole('button', { name: 'Play' }));
      await waitFor(() => expect(video.paused).toBe(false));
      await clickAt(stageIn(canvasElement), centre(canvasElement, SHOP));
      await expect(open).toHaveBeenCalledWith('https://shop.example.test/spring', '_blank', 'noopener,noreferrer');
      await waitFor(() => expect(video.paused).toBe(true));
    } finally {
      open.mockRestore();
    }
  },
};

/**
 * A pause-at-start element pauses the video when playback reaches it and stays while it waits;
 * clicking it plays on, and seeking past it later does not pause.
 */
export const PauseAtStart: Story = {
  args: { initial: { ...interactiveVideo, interactive: [QUESTION] } },
  play: async ({ canvasElement }) => {
    const frame = within(stageOf(canvasElement));
    const video = videoOf(canvasElement);
    await loaded(video);
    // Not shown before its start: the picture takes the pointer.
    await expect(frame.queryByRole('button', { name: 'Ready? Click to continue' })).toBeNull();
    await userEvent.click(frame.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.paused).toBe(true), { timeout: 4000 });
    await expect(video.currentTime).toBeCloseTo(1, 1);
    const question = await runtimeReady(canvasElement, 'Ready? Click to continue');
    await expect(question).toBeInTheDocument();

    await clickAt(stageIn(canvasElement), centre(canvasElement, QUESTION));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(1.5), { timeout: 4000 });
    await expect(video.paused).toBe(false);
    await expect(frame.queryByRole('button', { name: 'Ready? Click to continue' })).toBeNull();

    // Back before it: it pauses there again.
    video.pause();
    video.currentTime = 0.6;
    await waitFor(() => expect(video.seeking).toBe(false));
    await userEvent.click(frame.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.paused).toBe(true), { timeout: 4000 });
    await expect(video.currentTime).toBeCloseTo(1, 1);

    // Back before it, then a seek past it: playing on from there does not pause.
    video.currentTime = 0.2;
    await waitFor(() => expect(video.seeking).toBe(false));
    await new Promise((resolve) => setTimeout(resolve, 100));
    video.currentTime = 1.5;
    await waitFor(() => expect(video.seeking).toBe(false));
    await userEvent.click(frame.getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(2.2), { timeout: 4000 });
    await expect(video.paused).toBe(false);
    video.pause();
  },
};

/** Slides picture-in-picture: the slide of the playhead in the picture's top-right corner; the viewer may switch. */
export const SlidesPictureInPicture: Story = {
  args: {
    initial: { ...interactiveVideo, interactive: [], presentation: { settings: { position: 'PIP' }, items: slides } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = stageOf(canvasElement);
    const video = videoOf(canvasElement);
    await loaded(video);
    const inset = within(stage).getByTestId('slide-inset');
    await expect(within(inset).getByRole('img', { name: 'Agenda' })).toHaveAttribute('src', SLIDE_ONE);
    // In the top-right corner of the picture.
    const box = inset.getBoundingClientRect();
    const picture = within(stage).getByTestId('player-overlay').getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(picture.right);
    await expect(box.right).toBeGreaterThan(picture.left + picture.width * 0.9);
    await expect(box.top - picture.top).toBeLessThan(picture.height * 0.1);

    video.currentTime = 2.5;
    await waitFor(() => expect(within(inset).getByRole('img', { name: 'Results' })).toHaveAttribute('src', SLIDE_TWO));

    const views = canvas.getByRole('group', { name: 'Slides view' });
    await expect(within(views).getByRole('button', { name: 'Picture in picture' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(views).getByRole('button', { name: 'Side by side' }));
    const side = canvas.getByTestId('slide-side');
    await expect(within(side).getByRole('img', { name: 'Results' })).toBeVisible();
    await expect(within(stage).queryByTestId('slide-inset')).toBeNull();
    // The same video goes on where it was.
    await expect(videoOf(canvasElement)).toBe(video);
    await expect(video.currentTime).toBeCloseTo(2.5, 1);
  },
};

/** In the embed the slides stay in the picture (side by side has no room in a frame); no view buttons. */
export const SlidesInEmbed: Story = {
  args: {
    route: { surface: 'embed', videoId: 'v1' },
    initial: { ...interactiveVideo, presentation: { settings: { position: 'SBS' }, items: slides } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stage = stageOf(canvasElement);
    await loaded(videoOf(canvasElement));
    await expect(within(within(stage).getByTestId('slide-inset')).getByRole('img', { name: 'Agenda' })).toBeVisible();
    await expect(canvas.queryByTestId('slide-side')).toBeNull();
    await expect(canvas.queryByRole('group', { name: 'Slides view' })).toBeNull();
    // The elements run over the slides.
    await runtimeReady(canvasElement, 'Skip to the end');
  },
};

/** Opened by another video's element (`?t=2.5&autoplay=1&muted=1`): it starts there, playing and muted. */
export const OpenedAtATime: Story = {
  args: {
    route: { surface: 'view', videoId: 'v1', playback: { start: 2.5, autoplay: true, muted: true } },
    initial: { ...interactiveVideo, template: { ...interactiveVideo.template, mute: false } },
  },
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    // Sooner than playing from the beginning would get there.
    await waitFor(() => expect(video.currentTime).toBeGreaterThanOrEqual(2.5), { timeout: 2000 });
    await waitFor(() => expect(video.currentTime).toBeGreaterThan(2.6));
    await expect(video.paused).toBe(false);
    await expect(video.muted).toBe(true);
    video.pause();
  },
};
