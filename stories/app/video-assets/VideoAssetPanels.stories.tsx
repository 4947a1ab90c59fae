import { VIDEO_ASSET_PANEL_TEXTS, VideoAssetPanels } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SWRConfig } from 'swr';
import { chapters, DURATION_MS, quitclaims, subtitles, thumbnailUrl, transcripts } from './fixtures.ts';

const videoId = '5f0c8a3e-6d1b-4c9a-9e27-1b2c3d4e5f60';
const base = `/api/videos/${videoId}`;
const answers: Record<string, unknown> = {
  [base]: { id: videoId, thumbnail: thumbnailUrl, status: 'ready' },
  [`${base}/quitclaims`]: { quitclaims },
  [`${base}/subtitles`]: { subtitles },
  [`${base}/transcripts`]: { transcripts },
  [`${base}/chapters`]: { chapters },
};
/** Answers the panels' GET calls from the fixtures. */
const fetcher = fn(async (url: string) => answers[url]);

const meta = {
  title: 'Console/VideoAssets/VideoAssetPanels',
  component: VideoAssetPanels,
  args: { videoId, durationMs: DURATION_MS, canManage: false },
  decorators: [
    (Story) => (
      <SWRConfig value={{ fetcher, provider: () => new Map(), revalidateOnFocus: false }}>
        <Story />
      </SWRConfig>
    ),
  ],
  beforeEach: () => {
    fetcher.mockClear();
  },
} satisfies Meta<typeof VideoAssetPanels>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = [
  VIDEO_ASSET_PANEL_TEXTS.gdpr,
  VIDEO_ASSET_PANEL_TEXTS.thumbnail,
  VIDEO_ASSET_PANEL_TEXTS.subtitlesAndTranscripts,
  VIDEO_ASSET_PANEL_TEXTS.chapters,
];

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const title of titles) {
      await expect(canvas.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    // A panel loads its data only once it is opened.
    await expect(fetcher).not.toHaveBeenCalled();
  },
};

export const ReadOnlyPanels: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'GDPR' }));
    await expect(fetcher).not.toHaveBeenCalledWith(`${base}/quitclaims`);
    const list = await canvas.findByRole('list', { name: 'Quitclaims' }, { timeout: 2000 });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.click(canvas.getByRole('button', { name: 'Thumbnail' }));
    await expect(await canvas.findByRole('img', { name: 'Current thumbnail' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Subtitles & Transcripts' }));
    await expect(await canvas.findByRole('list', { name: 'Subtitles' })).toBeInTheDocument();
    await expect(await canvas.findByRole('list', { name: 'Transcripts' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Chapters' }));
    const chapterList = await canvas.findByRole('list', { name: 'Chapters' });
    await expect(within(chapterList).getAllByRole('listitem')[0]).toHaveTextContent('00:00:00.0Intro');

    // Without the manage permission the only buttons are the panel headers.
    await waitFor(() =>
      expect(canvas.getAllByRole('button').map((button) => button.textContent?.replace('▾', ''))).toEqual(titles),
    );
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
  },
};

export const ManagePanels: Story = {
  args: { canManage: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Chapters' }));
    await expect(await canvas.findByRole('button', { name: 'Add chapter' })).toBeEnabled();
    await expect(
      canvas.getAllByRole('textbox', { name: 'Title' }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['Intro', 'The kitchen', 'Results']);
    await userEvent.click(canvas.getByRole('button', { name: 'GDPR' }));
    await expect(await canvas.findByRole('button', { name: 'Add quitclaim' }, { timeout: 2000 })).toBeEnabled();
  },
};
