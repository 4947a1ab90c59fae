import { UploadPanel } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const libraries = [
  { id: 1, name: 'Campaigns', company_name: 'Northwind Media' },
  { id: 2, name: 'Training', company_name: 'Northwind Media' },
];

const video = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });

const meta = {
  title: 'Console/UploadPanel',
  component: UploadPanel,
  args: {
    libraries,
    selectedLibrary: 1,
    onSelectLibrary: fn(),
    uploads: [],
    onFiles: fn(),
    onReject: fn(),
    onDropOutside: fn(),
    onRetry: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onGoToVideo: fn(),
    onShowDetails: fn(),
  },
} satisfies Meta<typeof UploadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Or choose files')).toBeInTheDocument();
    await expect(canvas.getAllByText('Library').length).toBeGreaterThan(0);
  },
};

export const Playground: Story = {};

export const OneLibrary: Story = {
  args: { libraries: [libraries[0]] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByText('Library')).toHaveLength(0);
  },
};

export const NoLibrary: Story = {
  args: { libraries: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Please make sure that you are assigned to a library.',
    );
  },
};

export const ChoosesFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [video('launch.mp4', 1048576), video('tiny.mp4', 10)]);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    await expect((args.onFiles as ReturnType<typeof fn>).mock.calls[0][0].map((file: File) => file.name)).toEqual([
      'launch.mp4',
    ]);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
  },
};

export const Uploading: Story = {
  args: {
    uploads: [
      { id: 'a', name: 'launch.mp4', size: 52428800, progress: 40, status: 'active' },
      { id: 'b', name: 'teaser.mp4', size: 10485760, progress: 100, status: 'success' },
      {
        id: 'c',
        name: 'interview.mov',
        size: 20971520,
        progress: 12,
        status: 'error',
        error: 'Your internet connection seems to be down. Please try again.',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const errors = canvas.getByRole('list', { name: 'Files with errors' });
    await expect(errors).toHaveTextContent('interview.mov: Your internet connection seems to be down.');
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalledWith('c');
    await userEvent.click(canvas.getByRole('button', { name: /Go to video/ }));
    await expect(args.onGoToVideo).toHaveBeenCalledWith('b');
    await userEvent.click(canvas.getByRole('button', { name: 'Details teaser.mp4' }));
    await expect(args.onShowDetails).toHaveBeenCalledWith('b');
  },
};

/** Rows go on past "Uploaded": processing, ready or failed with the reason, each with a link to its video. */
export const AfterTheUpload: Story = {
  args: {
    uploads: [
      {
        id: 'a',
        name: 'launch.mp4',
        size: 31457280,
        progress: 41,
        status: 'active',
        bytesSent: 12897485,
        bytesPerSecond: 1572864,
        secondsLeft: 12,
      },
      {
        id: 'b',
        name: 'teaser.mp4',
        size: 10485760,
        progress: 100,
        status: 'processing',
        videoHref: '/media-library?videoId=b1',
      },
      {
        id: 'c',
        name: 'intro.mp4',
        size: 20971520,
        progress: 100,
        status: 'ready',
        videoHref: '/media-library?videoId=c1',
      },
      {
        id: 'd',
        name: 'broken.mp4',
        size: 5242880,
        progress: 100,
        status: 'failed',
        error: 'The file could not be read as a video.',
        videoHref: '/media-library?videoId=d1',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Uploads' });
    await expect(within(list).getByText('12.3 MB of 30 MB · 1.5 MB/s · 12 s left')).toBeInTheDocument();
    await expect(within(list).getByText('Processing')).toBeInTheDocument();
    await expect(within(list).getByText('Ready')).toBeInTheDocument();
    await expect(within(list).getByText('Failed: The file could not be read as a video.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to video intro.mp4' })).toHaveAttribute(
      'href',
      '/media-library?videoId=c1',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Go to video intro.mp4' }));
    await expect(args.onGoToVideo).toHaveBeenCalledWith('c');
    // A failed processing is not a failed upload: it is not listed with the files with errors.
    await expect(canvas.queryByRole('list', { name: 'Files with errors' })).toBeNull();
  },
};
