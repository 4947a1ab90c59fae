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
      {
        id: 'u2',
        name: 'launch-event.mov',
        size: 734 * MB,
        progress: 42,
        status: 'active',
        bytesSent: 308.3 * MB,
        bytesPerSecond: 1.5 * MB,
        secondsLeft: 284,
      },
      { id: 'u3', name: 'interview.mp4', size: 2.25 * 1024 * MB, progress: 100, status: 'success' },
      {
        id: 'u5',
        name: 'keynote.mp4',
        size: 120 * MB,
        progress: 100,
        status: 'processing',
        videoHref: '/media-library?videoId=v5',
      },
      {
        id: 'u6',
        name: 'teaser.mp4',
        size: 12 * MB,
        progress: 100,
        status: 'ready',
        videoHref: '/media-library?videoId=v6',
      },
      {
        id: 'u7',
        name: 'corrupt.mp4',
        size: 40 * MB,
        progress: 100,
        status: 'failed',
        error: 'The file could not be read as a video.',
        videoHref: '/media-library?videoId=v7',
      },
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
    await expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    const bar = canvas.getByRole('progressbar', { name: 'Upload of launch-event.mov' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeInTheDocument();
    await expect(canvas.getByText('308.3 MB of 734 MB · 1.5 MB/s · 4 min 44 s left')).toBeInTheDocument();
    await expect(canvas.getByText('Processing')).toBeInTheDocument();
    await expect(canvas.getByText('Ready')).toBeInTheDocument();
    await expect(canvas.getByText('Failed: The file could not be read as a video.')).toBeInTheDocument();
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
  args: {
    items: [
      {
        id: 'a',
        name: 'active.mp4',
        size: 30 * MB,
        progress: 57.4,
        status: 'active',
        bytesSent: 17.2 * MB,
        bytesPerSecond: 1.5 * MB,
        secondsLeft: 9,
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '57');
    await expect(canvas.getByText('Uploading')).toBeInTheDocument();
    await expect(canvas.getByText('17.2 MB of 30 MB · 1.5 MB/s · 9 s left')).toBeInTheDocument();
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

/** The speed is not known yet in the first second: bytes only. */
export const ActiveBeforeTheSpeedIsKnown: Story = {
  args: {
    items: [{ id: 'a', name: 'start.mp4', size: 30 * MB, progress: 8, status: 'active', bytesSent: 2.5 * MB }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('2.5 MB of 30 MB')).toBeInTheDocument();
    await expect(canvas.queryByText(/MB\/s/)).toBeNull();
  },
};

export const Processing: Story = {
  args: {
    items: [
      {
        id: 'p',
        name: 'keynote.mp4',
        size: 120 * MB,
        progress: 100,
        status: 'processing',
        videoHref: '/media-library?videoId=v5',
      },
    ],
    onShowDetails: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Processing')).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.queryByText(/ of /)).toBeNull();
    const link = canvas.getByRole('link', { name: 'Go to video keynote.mp4' });
    await expect(link).toHaveAttribute('href', '/media-library?videoId=v5');
    // A plain click stays in the app: the callback routes.
    await userEvent.click(link);
    await expect(args.onGoToVideo).toHaveBeenCalledWith('p');
    await userEvent.click(canvas.getByRole('button', { name: 'Details keynote.mp4' }));
    await expect(args.onShowDetails).toHaveBeenCalledWith('p');
  },
};

/** Selecting a finished upload opens its details: a press on the row, or the file name by keyboard. */
export const SelectFinishedRow: Story = {
  args: {
    items: [
      { id: 'f', name: 'finale.mp4', size: 80 * MB, progress: 100, status: 'ready' },
      { id: 'u', name: 'rushes.mp4', size: 80 * MB, progress: 40, status: 'active' },
    ],
    onShowDetails: fn(),
    onCancel: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The row's progress bar is no control: a press there opens the details.
    const [finishedBar] = canvas.getAllByRole('progressbar');
    if (finishedBar) await userEvent.click(finishedBar);
    await expect(args.onShowDetails).toHaveBeenLastCalledWith('f');
    const name = canvas.getByRole('link', { name: 'finale.mp4' });
    name.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onShowDetails).toHaveBeenCalledTimes(2);
    // A row still uploading has no details: its name is plain text and a press does nothing.
    await expect(canvas.queryByRole('link', { name: 'rushes.mp4' })).toBeNull();
    await userEvent.click(canvas.getByText('rushes.mp4'));
    await expect(args.onShowDetails).toHaveBeenCalledTimes(2);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Ready: Story = {
  args: {
    items: [
      {
        id: 'r',
        name: 'teaser.mp4',
        size: 12 * MB,
        progress: 100,
        status: 'ready',
        videoHref: '/media-library?videoId=v6',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ready')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to video teaser.mp4' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete teaser.mp4' }));
    await expect(args.onDelete).toHaveBeenCalledWith('r');
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

export const ProcessingFailed: Story = {
  args: {
    items: [
      {
        id: 'f',
        name: 'corrupt.mp4',
        size: 40 * MB,
        progress: 100,
        status: 'failed',
        error: 'The file could not be read as a video.',
        videoHref: '/media-library?videoId=v7',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed: The file could not be read as a video.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to video corrupt.mp4' })).toBeVisible();
    // The file is up: trying the upload again would not help.
    await expect(canvas.queryByRole('button', { name: /^Retry/ })).toBeNull();
  },
};

/** Without a callback "Go to video" is still a link that loads the page. */
export const LinkWithoutCallback: Story = {
  args: {
    onGoToVideo: undefined,
    items: [
      {
        id: 'r',
        name: 'teaser.mp4',
        size: 12 * MB,
        progress: 100,
        status: 'ready',
        videoHref: '/media-library?videoId=v6',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to video teaser.mp4' })).toHaveAttribute(
      'href',
      '/media-library?videoId=v6',
    );
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
    // The links stay: they need no callback.
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(3);
  },
};

/** On a phone the actions go under the file: the name keeps the width of the row. */
export const NarrowScreen: Story = {
  decorators: [
    (Story) => (
      <div data-testid="phone" style={{ width: 342 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    items: [
      {
        id: 'r',
        name: 'launch-event-recording.mp4',
        size: 12 * MB,
        progress: 100,
        status: 'ready',
        videoHref: '/media-library?videoId=v6',
      },
    ],
    onShowDetails: fn(),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByTestId('phone');
    await expect(phone.scrollWidth).toBeLessThanOrEqual(phone.clientWidth);
    const name = canvas.getByText('launch-event-recording.mp4');
    await expect(name.getBoundingClientRect().width).toBeGreaterThan(150);
    const link = canvas.getByRole('link', { name: 'Go to video launch-event-recording.mp4' });
    // The actions sit under the name, not beside it.
    await expect(link.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
  },
};
