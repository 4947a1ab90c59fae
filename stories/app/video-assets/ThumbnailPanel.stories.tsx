import { ThumbnailPanel, VIDEO_ASSET_PANEL_TEXTS } from '@reelbase/app/pieces';
import { VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DURATION_MS, thumbnailUrl } from './fixtures.ts';

const meta = {
  title: 'Console/VideoAssets/ThumbnailPanel',
  component: ThumbnailPanel,
  args: {
    thumbnailUrl,
    durationMs: DURATION_MS,
    canManage: true,
    onUpload: fn(async () => undefined),
    onCaptureFrame: fn(async () => undefined),
  },
} satisfies Meta<typeof ThumbnailPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Types into one field of the frame time. */
async function typeField(group: HTMLElement, field: string, digits: string) {
  const input = within(group).getByRole('textbox', { name: field });
  await userEvent.click(input);
  await userEvent.keyboard(digits);
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Current thumbnail' })).toHaveAttribute('src', thumbnailUrl);
    await expect(canvas.getByRole('group', { name: 'Frame time' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Upload thumbnail' })).toBeEnabled();
  },
};

export const Playground: Story = {};

export const CapturesFrame: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByRole('group', { name: 'Frame time' });
    await typeField(time, 'Minutes', '01');
    await typeField(time, 'Seconds', '15');
    await typeField(time, 'Tenths of a second', '5');
    await userEvent.click(canvas.getByRole('button', { name: 'Use this frame' }));
    await waitFor(() => expect(args.onCaptureFrame).toHaveBeenCalledWith(75.5));
  },
};

export const FrameTimeOverDuration: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByRole('group', { name: 'Frame time' });
    await typeField(time, 'Minutes', '03');
    await expect(canvas.getByText(VIDEO_ASSET_TEXTS.outOfRange(150))).toBeInTheDocument();
    await expect(canvas.getByText('Value is out of allowed range (0 - 150)')).toBeInTheDocument();
    const use = canvas.getByRole('button', { name: 'Use this frame' });
    await waitFor(() => expect(use).toBeDisabled());
    await userEvent.click(use);
    await expect(args.onCaptureFrame).not.toHaveBeenCalled();
    await typeField(time, 'Minutes', '02');
    await waitFor(() => expect(use).toBeEnabled());
    await userEvent.click(use);
    await waitFor(() => expect(args.onCaptureFrame).toHaveBeenCalledWith(120));
  },
};

export const NotProcessed: Story = {
  args: { durationMs: null, thumbnailUrl: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VIDEO_ASSET_PANEL_TEXTS.noThumbnail)).toBeInTheDocument();
    await expect(canvas.getByText(VIDEO_ASSET_TEXTS.notProcessed)).toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Frame time' })).not.toBeInTheDocument();
  },
};

export const UploadsImage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Thumbnail file');
    await userEvent.upload(input, new File(['GIF89a'], 'frame.gif', { type: 'image/gif' }), { applyAccept: false });
    await expect(canvas.getByRole('alert')).toHaveTextContent('File: frame.gif with type of gif not accepted!');
    await expect(args.onUpload).not.toHaveBeenCalled();
    const png = new File(['png'], 'frame.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledWith(png));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Current thumbnail' })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryAllByRole('textbox')).toHaveLength(0);
    await expect(canvas.queryByLabelText('Thumbnail file')).not.toBeInTheDocument();
  },
};
