import { ExternalUploadDetails, ExternalUploadPanel, InvalidTokenPanel } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { info, readyVideo } from './fixtures.ts';

const video = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });

const meta = {
  title: 'Console/ExternalUpload/ExternalUploadPanel',
  component: ExternalUploadPanel,
  parameters: { layout: 'fullscreen' },
  args: {
    info,
    uploads: [],
    onFiles: fn(),
    onReject: fn(),
    onDropOutside: fn(),
    onRetry: fn(),
    onCancel: fn(),
    onDelete: fn(),
    onShowDetails: fn(),
    details: null,
  },
} satisfies Meta<typeof ExternalUploadPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Upload your video' })).toBeInTheDocument();
    await expect(canvas.getByText(/library Requests of Northwind Media/)).toBeInTheDocument();
    await expect(canvas.getByText('Or choose files')).toBeInTheDocument();
    await expect(canvas.getByRole('complementary', { name: 'Upload details' })).toBeInTheDocument();
    // No console menu on this page.
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const ChoosesFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [video('kitchen.mp4', 1048576), video('tiny.mp4', 10)]);
    await waitFor(() => expect(args.onFiles).toHaveBeenCalledTimes(1));
    await expect((args.onFiles as ReturnType<typeof fn>).mock.calls[0][0].map((file: File) => file.name)).toEqual([
      'kitchen.mp4',
    ]);
    await expect(args.onReject).toHaveBeenCalledTimes(1);
  },
};

export const Uploads: Story = {
  args: {
    uploads: [
      { id: 'a', name: 'kitchen.mp4', size: 52428800, progress: 40, status: 'active' },
      { id: 'b', name: 'garden.mp4', size: 10485760, progress: 100, status: 'success' },
      {
        id: 'c',
        name: 'hallway.mov',
        size: 20971520,
        progress: 12,
        status: 'error',
        error: 'Your internet connection seems to be down. Please try again.',
      },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('40%')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel kitchen.mp4' }));
    await expect(args.onCancel).toHaveBeenCalledWith('a');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry hallway.mov' }));
    await expect(args.onRetry).toHaveBeenCalledWith('c');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete garden.mp4' }));
    await expect(args.onDelete).toHaveBeenCalledWith('b');
    await userEvent.click(canvas.getByRole('button', { name: 'Details garden.mp4' }));
    await expect(args.onShowDetails).toHaveBeenCalledWith('b');
  },
};

export const WithDetails: Story = {
  args: {
    uploads: [{ id: 'b', name: 'garden.mp4', size: 10485760, progress: 100, status: 'success' }],
    detailsName: 'garden.mp4',
    details: (
      <ExternalUploadDetails
        file={{ name: 'garden.mp4', size: 10485760, status: 'success', progress: 100 }}
        video={readyVideo}
        libraryName="Northwind Media / Requests"
        linkExpiresAt={info.expires_at}
        basic={{ title: readyVideo.title, request_number: '' }}
        onBasicChange={fn()}
        isBasicDirty={false}
        onSaveBasic={fn(async () => undefined)}
        email=""
        onEmailChange={fn()}
        onSendBackup={fn(async () => undefined)}
        onCopyLink={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const aside = within(canvasElement).getByRole('complementary', { name: 'Details of garden.mp4' });
    await expect(within(aside).getByRole('heading', { name: 'Basic' })).toBeInTheDocument();
    await expect(within(aside).getByRole('heading', { name: 'Backup e-mail' })).toBeInTheDocument();
  },
};

export const InvalidToken: Story = {
  render: () => <InvalidTokenPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invalid token.' })).toBeInTheDocument();
    await expect(canvas.queryByText('Or choose files')).not.toBeInTheDocument();
  },
};
