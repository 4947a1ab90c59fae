import { VideoPlayer, type VideoPlayerHandle } from '@reelbase/player';
import { Button } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import dutch from './fixtures/dutch.vtt?url';
import english from './fixtures/english.vtt?url';
import tinyVideo from './fixtures/tiny.webm?url';

const subtitles = [
  { id: 'en', url: english, label: 'English', language: 'en', isDefault: true },
  { id: 'nl', url: dutch, label: 'Nederlands', language: 'nl', isDefault: false },
];
const chapters = [
  { id: 'c3', offset: 3, title: 'Wrap-up' },
  { id: 'c1', offset: 0, title: 'Welcome' },
  { id: 'c2', offset: 2, title: 'The middle' },
];

const meta = {
  title: 'Player/VideoPlayer',
  component: VideoPlayer,
  args: {
    title: 'Product launch',
    sources: [{ height: 360, url: tinyVideo, type: 'video/webm' }],
    subtitles,
    chapters,
    onTimeUpdate: fn(),
  },
} satisfies Meta<typeof VideoPlayer>;
export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (canvasElement: HTMLElement) => {
  const video = canvasElement.querySelector('video');
  if (!video) throw new Error('no video element');
  return video;
};

/** Waits until the fixture's metadata is known, so seeking moves the real playback position. */
const loaded = (video: HTMLVideoElement) =>
  waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(HTMLMediaElement.HAVE_METADATA), { timeout: 5000 });

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const video = videoOf(canvasElement);
    await expect(video).toHaveAccessibleName('Product launch');
    await expect(video).toHaveAttribute('src', tinyVideo);
    // Subtitle tracks: both rendered, the default one shown.
    const tracks = Array.from(video.querySelectorAll('track'));
    await expect(tracks.map((track) => track.label)).toEqual(['English', 'Nederlands']);
    await expect(tracks.map((track) => track.srclang)).toEqual(['en', 'nl']);
    await expect(tracks[0]).toHaveAttribute('default');
    await expect(tracks[1]).not.toHaveAttribute('default');
    await loaded(video);
    await waitFor(() => expect(tracks[0].track.mode).toBe('showing'));
    await expect(tracks[1].track.mode).toBe('disabled');
    // Chapters are listed in playing order; choosing one seeks there.
    const nav = canvas.getByRole('navigation', { name: 'Chapters' });
    const items = within(nav).getAllByRole('button');
    await expect(items.map((item) => item.textContent)).toEqual(['0:00Welcome', '0:02The middle', '0:03Wrap-up']);
    await userEvent.click(within(nav).getByRole('button', { name: /The middle/ }));
    await expect(video.currentTime).toBe(2);
    await waitFor(() => expect(args.onTimeUpdate).toHaveBeenCalledWith(2));
    await expect(within(nav).getByRole('button', { name: /The middle/ })).toHaveAttribute('aria-current', 'true');
    await expect(within(nav).getByRole('button', { name: /Welcome/ })).not.toHaveAttribute('aria-current');
    // The timeline marks each chapter once the duration is known.
    await waitFor(() => expect(canvas.getByTestId('chapter-timeline').querySelectorAll('span')).toHaveLength(3));
  },
};

export const Playground: Story = {};

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
    await userEvent.click(trigger);
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([expect.stringMatching(/^Auto/), '720p', '360p']);
    await userEvent.click(within(document.body).getByRole('option', { name: '360p' }));
    await waitFor(() => expect(video.getAttribute('src')).toBe(`${tinyVideo}?rendition=360`));
    await expect(canvas.queryByRole('navigation', { name: 'Chapters' })).toBeNull();
  },
};

export const NothingReady: Story = {
  args: { sources: [{ height: 720, url: null }], emptyText: 'No rendition is ready yet.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('No rendition is ready yet.');
    await expect(canvasElement.querySelector('video')).toBeNull();
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
