import { EmbedSharePanel, VIDEO_ACTION_TEXTS } from '@reelbase/app/pieces';
import { ToastRegion, toasts } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { launch } from './fixtures.ts';

const meta = {
  title: 'Console/VideoActions/EmbedSharePanel',
  component: EmbedSharePanel,
  render: (args) => (
    <>
      <EmbedSharePanel {...args} />
      <ToastRegion />
    </>
  ),
  args: { video: { id: launch.id, title: 'Product "launch"' }, origin: 'https://media.example' },
  beforeEach: () => {
    toasts.clear();
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof EmbedSharePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const code =
  `<iframe src="https://media.example/embed/${launch.id}" title="Product &quot;launch&quot;" width="640" ` +
  'height="360" style="border:0" loading="lazy" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>';

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const embed = canvas.getByRole('textbox', { name: VIDEO_ACTION_TEXTS.embedCode });
    await expect(embed).toHaveValue(code);
    await expect(embed).toHaveAttribute('readonly');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy embed Code' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(code);
    const notifications = await within(document.body).findByRole('region', { name: 'Notifications' });
    await expect(notifications).toHaveTextContent('Copied to clipboard!');
  },
};

export const Playground: Story = {};

export const CopyLink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = `https://media.example/view/${launch.id}`;
    await expect(canvas.getByRole('textbox', { name: VIDEO_ACTION_TEXTS.shareLink })).toHaveValue(link);
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_ACTION_TEXTS.copyLink }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link));
  },
};

export const CopyCommentsLink: Story = {
  args: { commentsPath: `/comments/${launch.id}/AbCdEfGhIjKlMnOpQrStUv` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = `https://media.example/comments/${launch.id}/AbCdEfGhIjKlMnOpQrStUv`;
    await expect(canvas.getByRole('textbox', { name: VIDEO_ACTION_TEXTS.commentsLink })).toHaveValue(link);
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_ACTION_TEXTS.copyCommentsLink }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(link));
  },
};

export const WithoutCommentsLink: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('textbox', { name: VIDEO_ACTION_TEXTS.commentsLink }),
    ).not.toBeInTheDocument();
  },
};
