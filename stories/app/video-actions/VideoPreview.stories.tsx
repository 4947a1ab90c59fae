import { VIDEO_ACTION_TEXTS, VideoPreview } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import dutch from '../../player/fixtures/dutch.vtt?url';
import english from '../../player/fixtures/english.vtt?url';
import tinyVideo from '../../player/fixtures/tiny.webm?url';

const rendition = (height: number, ready: boolean) => ({
  height,
  label: `${height}p`,
  extension: 'mp4' as const,
  ready,
  progress: ready ? 100 : 40,
  url: ready ? `${tinyVideo}?rendition=${height}` : undefined,
});

const subtitle = (id: string, url: string, language: string, label: string, isDefault: boolean) => ({
  id,
  name: `${language}.vtt`,
  language,
  label,
  is_default: isDefault,
  url,
  created_at: 1795392000,
});

const meta = {
  title: 'Console/VideoActions/VideoPreview',
  component: VideoPreview,
  args: {
    video: { title: 'Product launch', thumbnail: null },
    encodings: [rendition(360, true), rendition(1080, false)],
    subtitles: [
      subtitle('6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f11', dutch, 'nl', 'Nederlands', true),
      subtitle('6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f12', english, 'en', 'English', false),
    ],
    chapters: [
      { _id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f13', offset: 0, value: 'Opening' },
      { _id: '6f1c2a9e-3b1d-4c55-9a77-0e4b2c1d9f14', offset: 2.5, value: 'Demo' },
    ],
  },
} satisfies Meta<typeof VideoPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video');
    if (!video) throw new Error('no video element');
    // Only the ready rendition is played; no quality menu for a single one.
    await expect(video).toHaveAttribute('src', `${tinyVideo}?rendition=360`);
    await expect(canvas.queryByRole('button', { name: /Quality/ })).toBeNull();
    const tracks = Array.from(video.querySelectorAll('track'));
    await expect(tracks.map((track) => track.label)).toEqual(['Nederlands', 'English']);
    await expect(tracks[0]).toHaveAttribute('default');
    await waitFor(() => expect(video.readyState).toBeGreaterThanOrEqual(1), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: /Demo/ }));
    await expect(video.currentTime).toBe(2.5);
  },
};

export const Playground: Story = {};

export const NothingReady: Story = {
  args: { encodings: [rendition(720, false)], subtitles: [], chapters: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(VIDEO_ACTION_TEXTS.previewEmpty);
  },
};
