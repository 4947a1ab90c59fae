import { UploadList } from '@reelbase/ui/UploadList';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const MB = 1024 * 1024;

const meta = {
  title: 'UI/UploadList',
  component: UploadList,
  args: {
    items: [
      { id: 'u1', name: 'holiday.mp4', size: 1.5 * MB, progress: 0, status: 'queued' },
      { id: 'u2', name: 'launch-event.mov', size: 734 * MB, progress: 42, status: 'active' },
      { id: 'u3', name: 'interview.mp4', size: 2.25 * 1024 * MB, progress: 100, status: 'success' },
      {
        id: 'u4',
        name: 'training.webm',
        size: 88 * MB,
        progress: 63,
        status: 'error',
        error: 'Your internet connection seems to be down. Please try again.',
      },
    ],
    onRetry: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onGoToVideo: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UploadList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Uploads' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const bar = canvas.getByRole('progressbar', { name: 'Upload of launch-event.mov' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(canvas.getByText('42%')).toBeInTheDocument();
    await expect(canvas.getByText('734 MB')).toBeInTheDocument();
    await expect(canvas.getByText('2.25 GB')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { 'aria-label': 'Files being uploaded' },
};

export const Queued: Story = {
  args: { items: [{ id: 'q', name: 'queued.mp4', size: 3 * MB, progress: 0, status: 'queued' }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Queued')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel queued.mp4' }));
    await expect(args.onCancel).toHaveBeenCalledWith('q');
  },
};

export const Active: Story = {
  args: { items: [{ id: 'a', name: 'active.mp4', size: 30 * MB, progress: 57.4, status: 'active' }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '57');
    await expect(canvas.getByText('Uploading')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel active.mp4' }));
    await expect(args.onCancel).toHaveBeenCalledWith('a');
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
  },
};

export const Success: Story = {
  args: { items: [{ id: 's', name: 'done.mp4', size: 30 * MB, progress: 100, status: 'success' }] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Uploaded')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to video done.mp4' }));
    await expect(args.onGoToVideo).toHaveBeenCalledWith('s');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete done.mp4' }));
    await expect(args.onDelete).toHaveBeenCalledWith('s');
    await expect(canvas.queryByRole('button', { name: /^Cancel/ })).toBeNull();
  },
};

export const ErrorRow: Story = {
  args: {
    items: [
      {
        id: 'e',
        name: 'broken.mp4',
        size: 30 * MB,
        progress: 12,
        status: 'error',
        error: 'The upload was unsuccessful because your internet connection timed out. Please try again.',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(
        'Failed: The upload was unsuccessful because your internet connection timed out. Please try again.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry broken.mp4' }));
    await expect(args.onRetry).toHaveBeenCalledWith('e');
  },
};

export const WithoutCallbacks: Story = {
  args: { onRetry: undefined, onCancel: undefined, onDelete: undefined, onGoToVideo: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('button')).toHaveLength(0);
  },
};
