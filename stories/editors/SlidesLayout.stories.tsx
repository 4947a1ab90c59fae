import { type ShownSlide, SlidesLayout } from '@reelbase/editors';
import { VideoPlayer } from '@reelbase/player';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { tinyVideo, videoOf } from '../player/playerFixtures.ts';

/** A slide picture drawn inline, so the stories need no network. */
const AGENDA = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180"><rect width="320" height="180" fill="#1f5bd7"/><text x="160" y="104" font-family="Arial" font-size="36" fill="#fff" text-anchor="middle">Agenda</text></svg>',
)}`;
const SLIDE: ShownSlide = { src: AGENDA, name: 'Agenda' };

const meta = {
  title: 'Editors/SlidesLayout',
  component: SlidesLayout,
  args: {
    position: 'PIP',
    slide: SLIDE,
    switcher: false,
    onPositionChange: fn(),
    renderPlayer: (overlay) => (
      <VideoPlayer
        title="Product launch"
        sources={[{ height: 360, url: tinyVideo, type: 'video/webm' }]}
        chapterList={false}
        overlay={overlay}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SlidesLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

const overlayOf = (root: HTMLElement) => within(root).queryByTestId('player-overlay');

/** Picture in picture: the slide in the top right corner of the picture, inside the player. */
export const PictureInPicture: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const inset = canvas.getByTestId('slide-inset');
    await expect(overlayOf(canvasElement)).toContainElement(inset);
    await expect(within(inset).getByRole('img', { name: 'Agenda' })).toHaveAttribute('src', SLIDE.src);
    await expect(canvas.queryByTestId('slide-side')).toBeNull();
    await expect(canvas.queryByTestId('slide-single')).toBeNull();
    // A corner: narrower than the picture, at its right.
    const picture = overlayOf(canvasElement)?.getBoundingClientRect();
    const box = inset.getBoundingClientRect();
    await expect(box.width).toBeLessThan((picture?.width ?? 0) / 2);
    await expect(box.right).toBeGreaterThan((picture?.left ?? 0) + (picture?.width ?? 0) / 2);
  },
};

/** Side by side: the player and the slide in two columns; nothing over the picture. */
export const SideBySide: Story = {
  args: { position: 'SBS' },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const side = canvas.getByTestId('slide-side');
    await expect(within(side).getByRole('img', { name: 'Agenda' })).toBeVisible();
    await expect(overlayOf(canvasElement)).toBeNull();
    await expect(canvas.queryByTestId('slide-inset')).toBeNull();
    const player = canvas.getByRole('group', { name: 'Product launch' }).getBoundingClientRect();
    await expect(side.getBoundingClientRect().left).toBeGreaterThanOrEqual(player.right);
  },
};

/** Single: the slide covers the whole picture; the player's controls stay. */
export const Single: Story = {
  args: { position: 'Single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const single = canvas.getByTestId('slide-single');
    await expect(overlayOf(canvasElement)).toContainElement(single);
    const picture = overlayOf(canvasElement)?.getBoundingClientRect();
    await expect(Math.round(single.getBoundingClientRect().width)).toBe(Math.round(picture?.width ?? -1));
    await expect(
      within(canvas.getByRole('group', { name: 'Product launch' })).getByRole('button', { name: 'Play' }),
    ).toBeVisible();
  },
};

/** No slide at the playhead: nothing over the picture, an empty pane side by side. */
export const NoSlide: Story = {
  args: { slide: null, switcher: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('slide-inset')).toBeNull();
    await expect(overlayOf(canvasElement)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Side by side' }));
    await expect(canvas.getByTestId('slide-side')).toHaveAttribute('data-empty', '');
    await expect(within(canvas.getByTestId('slide-side')).queryByRole('img')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Slide only' }));
    await expect(canvas.queryByTestId('slide-single')).toBeNull();
  },
};

/** The viewer switches views with the buttons; the player stays the same (its video is not reloaded). */
export const SwitchingViews: Story = {
  args: { switcher: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const views = canvas.getByRole('group', { name: 'Slides view' });
    const video = videoOf(canvasElement);
    await expect(within(views).getByRole('button', { name: 'Picture in picture' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(views).getByRole('button', { name: 'Side by side' }));
    await expect(args.onPositionChange).toHaveBeenLastCalledWith('SBS');
    await expect(within(views).getByRole('button', { name: 'Side by side' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('slide-side')).toBeVisible();
    await expect(canvas.queryByTestId('slide-inset')).toBeNull();
    await userEvent.click(within(views).getByRole('button', { name: 'Slide only' }));
    await expect(args.onPositionChange).toHaveBeenLastCalledWith('Single');
    await expect(canvas.getByTestId('slide-single')).toBeVisible();
    await expect(canvas.queryByTestId('slide-side')).toBeNull();
    await userEvent.click(within(views).getByRole('button', { name: 'Picture in picture' }));
    await expect(canvas.getByTestId('slide-inset')).toBeVisible();
    await expect(videoOf(canvasElement)).toBe(video);
  },
};
