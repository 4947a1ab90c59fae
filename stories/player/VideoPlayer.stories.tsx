import { VideoPlayer, type VideoPlayerHandle } from '@reelbase/player';
import { Button } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chapters, loaded, stageOf, subtitles, tinyVideo, videoOf } from './playerFixtures.ts';

const meta = {
  title: 'Player/VideoPlayer',
  component: VideoPlayer,
  args: {
    title: 'Product launch',
    sources: [{ height: 360, url: tinyVideo, type: 'video/webm' }],
    subtitles,
    chapters,
    onTimeUpdate: fn(),
    onEvent: fn(),
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default template: play, scrub bar, time, sound, subtitles, fullscreen and the title. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = videoOf(canvasElement);
    await expect(video).toHaveAccessibleName('Product launch');
    await expect(video).toHaveAttribute('src', tinyVideo);
    await expect(video).toHaveAttribute('preload', 'metadata');
    await expect(video).not.toHaveAttribute('controls');
    // The frame has its 16:9 box from the first render.
    const stage = stageOf(canvasElement);
    await expect(Math.round((stage.clientWidth / stage.clientHeight) * 100) / 100).toBeCloseTo(1.78, 1);
    // Subtitle tracks: both rendered, the default one shown.
    const tracks = Array.from(video.querySelectorAll('track'));
    await expect(tracks.map((track) => track.label)).toEqual(['English', 'Nederlands']);
    await expect(tracks.map((track) => track.srclang)).toEqual(['en', 'nl']);
    await expect(tracks[0]).toHaveAttribute('default');
    await expect(tracks[1]).not.toHaveAttribute('default');
    await loaded(video);
    await waitFor(() => expect(tracks[0].track.mode).toBe('showing'));
    await expect(tracks[1].track.mode).toBe('disabled');
    // The default template's controls.
    const frame = within(stage);
    await expect(frame.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await expect(frame.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'false');
    await expect(frame.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    await expect(frame.getByText('0:00 / 0:04')).toBeInTheDocument();
    await expect(frame.getByText('Product launch')).toBeVisible();
    await expect(frame.queryByRole('button', { name: 'Back 10 seconds' })).toBeNull();
    await expect(frame.queryByRole('button', { name: 'Share' })).toBeNull();
    await expect(frame.queryByRole('button', { name: /Quality/ })).toBeNull();
    const seek = frame.getByRole('slider', { name: 'Seek' });
    await expect(seek).toHaveAttribute('aria-valuetext', '0:00 of 0:04');
    await expect(args.onEvent).toHaveBeenCalledWith('impression', 0);
    // Chapters are listed in playing order; choosing one seeks there.
    const nav = canvas.getByRole('navigation', { name: 'Chapters' });
    const items = within(nav).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual(['0:00Welcome', '0:02The middle', '0:03Wrap-up']);
    await userEvent.click(within(nav).getByRole('button', { name: /The middle/ }));
    await expect(video.currentTime).toBe(2);
    await waitFor(() => expect(args.onTimeUpdate).toHaveBeenCalledWith(2));
    await expect(within(nav).getByRole('button', { name: /The middle/ })).toHaveAttribute('aria-current', 'true');
    await expect(within(nav).getByRole('button', { name: /Welcome/ })).not.toHaveAttribute('aria-current');
    await expect(seek).toHaveAttribute('aria-valuetext', '0:02 of 0:04');
    await expect(frame.getByText('0:02 / 0:04')).toBeInTheDocument();
    // The scrub bar marks each chapter once the duration is known.
    await waitFor(() => expect(canvas.getByTestId('chapter-markers').querySelectorAll('span')).toHaveLength(3));
  },
};

export const Playground: Story = {};

/** With several tracks the subtitles button opens a menu: Off or one language. */
export const SubtitleChoice: Story = {
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    const frame = within(stageOf(canvasElement));
    await loaded(video);
    const tracks = Array.from(video.querySelectorAll('track'));
    const button = frame.getByRole('button', { name: 'Subtitles' });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    const menu = frame.getByRole('menu', { name: 'Subtitles' });
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(frame.queryByRole('menu')).toBeNull();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(tracks[1].track.mode).toBe('showing'));
    await expect(tracks[0].track.mode).toBe('disabled');
    await userEvent.click(button);
    await userEvent.click(frame.getByRole('menuitemradio', { name: 'Off' }));
    await waitFor(() => expect(tracks[1].track.mode).toBe('disabled'));
    await expect(tracks[0].track.mode).toBe('disabled');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const KeyboardChapters: Story = {
  play: async ({ canvasElement }) => {
    const video = videoOf(canvasElement);
    await loaded(video);
    const wrapUp = within(canvasElement).getByRole('button', { name: /Wrap-up/ });
    wrapUp.focus();
    await userEvent.keyboard('{Enter}');
    await expect(video.currentTime).toBe(3);
    await expect(wrapUp).toHaveAttribute('aria-current', 'true');
  },
};

export const Qualities: Story = {
  args: {
    sources: [
      { height: 360, url: `${tinyVideo}?rendition=360` },
      { height: 720, url: `${tinyVideo}?rendition=720` },
      { height: 1080, url: null },
    ],
    subtitles: [],
    chapters: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = videoOf(canvasElement);
    // A rendition still generating (no address) is never offered.
    const trigger = canvas.getByRole('button', { name: /Quality/ });
    await expect(trigger).toHaveTextContent(/Auto \((360|720)p\)/);
    await expect(video.getAttribute('src')).toMatch(/rendition=(360|720)$/);
    await loaded(video);
    // Switching keeps the position.
    video.currentTime = 1.5;
    await waitFor(() => expect(video.seeking).toBe(false));
    await userEvent.click(trigger);
    const options = await canvas.findAllByRole('menuitemradio');
    await expect(options.map((option) => option.textContent)).toEqual([expect.stringMatching(/^Auto/), '720p', '360p']);
    const target = video.getAttribute('src')?.endsWith('360') ? '720' : '360';
    await userEvent.click(canvas.getByRole('menuitemradio', { name: `${target}p` }));
    await waitFor(() => expect(video.getAttribute('src')).toBe(`${tinyVideo}?rendition=${target}`));
    await expect(trigger).toHaveTextContent(`${target}p`);
    await loaded(video);
    await waitFor(() => expect(video.currentTime).toBeCloseTo(1.5, 1));
    await expect(video.paused).toBe(true);
    await expect(canvas.queryByRole('navigation', { name: 'Chapters' })).toBeNull();
  },
};

export const NothingReady: Story = {
  args: { sources: [{ height: 720, url: null }], emptyText: 'No rendition is ready yet.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No rendition is ready yet.');
    await expect(canvasElement.querySelector('video')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Play' })).toBeNull();
  },
};

/** A parent reads the playback position through the player's handle (as the Thumbnail panel does). */
function CaptureDemo(props: ComponentProps<typeof VideoPlayer>) {
  const player = useRef<VideoPlayerHandle>(null);
  const [captured, setCaptured] = useState<number | null>(null);
  return (
    <>
      <VideoPlayer {...props} ref={player} />
      <Button onPress={() => setCaptured(player.current?.getCurrentTime() ?? null)}>Capture frame</Button>
      <output aria-label="Captured time">{captured === null ? '' : captured.toFixed(1)}</output>
    </>
  );
}

export const CurrentTimeHandle: Story = {
  render: (args) => <CaptureDemo {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = videoOf(canvasElement);
    await loaded(video);
    await userEvent.click(canvas.getByRole('button', { name: /Wrap-up/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Capture frame' }));
    await expect(canvas.getByLabelText('Captured time')).toHaveTextContent('3.0');
  },
};
