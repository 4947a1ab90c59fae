import { FileDrop, VIDEO_UPLOAD_RULES } from '@reelbase/ui/FileDrop';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';

const MB = 1024 * 1024;
const makeFile = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

/** Fires a real drag-and-drop sequence carrying `files` on `target`. */
function dropFiles(target: Element, files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  for (const type of ['dragenter', 'dragover', 'drop']) {
    target.dispatchEvent(new DragEvent(type, { dataTransfer, bubbles: true, cancelable: true }));
  }
}

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  args: { ...VIDEO_UPLOAD_RULES, onAccept: fn(), onReject: fn(), onDropOutside: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 520 }}>
        <Story />
        <p data-testid="outside">Somewhere else on the page</p>
      </div>
    ),
  ],
} satisfies Meta<typeof FileDrop>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('group', { name: 'Drag and drop your files or folders here' });
    await expect(within(area).getByRole('button', { name: 'Or choose files' })).toBeInTheDocument();
    await expect(canvas.getByTestId('file-input')).toHaveAttribute('accept', 'video/*');
  },
};

export const Playground: Story = {
  args: {
    title: 'Drop subtitles here',
    accept: ['.srt', '.vtt'],
    minBytes: undefined,
    maxBytes: 5 * MB,
    hint: 'SRT or VTT, at most 5 MB',
  },
};

export const DropAcceptedVideo: Story = {
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('group');
    const video = makeFile('holiday.mp4', 'video/mp4', 2 * MB);
    dropFiles(area, [video]);
    await waitFor(() => expect(args.onAccept).toHaveBeenCalledWith([video]));
    await expect(args.onReject).not.toHaveBeenCalled();
  },
};

export const DropRejectedFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('group');
    const video = makeFile('clip.mov', 'video/quicktime', 2 * MB);
    const notes = makeFile('notes.txt', 'text/plain', 2 * MB);
    const tiny = makeFile('tiny.mp4', 'video/mp4', 1000);
    dropFiles(area, [video, notes, tiny]);
    await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(1));
    await expect(args.onReject).toHaveBeenCalledWith([
      { file: notes, reason: 'type', message: 'File: notes.txt with type of txt not accepted!' },
      { file: tiny, reason: 'too-small', message: 'File: tiny.mp4 is not accepted! The minimum filesize is 1MB' },
    ]);
    await expect(args.onAccept).toHaveBeenCalledWith([video]);
    await expect(within(area).getByRole('status')).toHaveTextContent('File: notes.txt with type of txt not accepted!');
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 3 * MB },
  play: async ({ args, canvasElement }) => {
    const big = makeFile('big.mp4', 'video/mp4', 4 * MB);
    dropFiles(within(canvasElement).getByRole('group'), [big]);
    await waitFor(() =>
      expect(args.onReject).toHaveBeenCalledWith([
        {
          file: big,
          reason: 'too-large',
          message: 'File: big.mp4 is too large. The maximum file size that can be uploaded is 10 GB.',
        },
      ]),
    );
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};

export const DropOutside: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    dropFiles(canvas.getByTestId('outside'), [makeFile('clip.mp4', 'video/mp4', 2 * MB)]);
    await waitFor(() => expect(args.onDropOutside).toHaveBeenCalledWith('Please drop your file into the target box.'));
    await expect(args.onAccept).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Please drop your file into the target box.');
  },
};

export const ChooseFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByTestId('file-input') as HTMLInputElement;
    const click = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(canvas.getByRole('button', { name: 'Or choose files' }));
    await expect(click).toHaveBeenCalled();
    click.mockRestore();
    const video = makeFile('chosen.webm', 'video/webm', 2 * MB);
    await userEvent.upload(input, video, { applyAccept: false });
    await expect(args.onAccept).toHaveBeenCalledWith([video]);
  },
};

export const DragOver: Story = {
  play: async ({ canvasElement }) => {
    const area = within(canvasElement).getByRole('group');
    const dataTransfer = new DataTransfer();
    dataTransfer.items.add(makeFile('clip.mp4', 'video/mp4', 10));
    area.dispatchEvent(new DragEvent('dragenter', { dataTransfer, bubbles: true, cancelable: true }));
    await waitFor(() => expect(area).toHaveAttribute('data-drop-target'));
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Or choose files' })).toBeDisabled();
    dropFiles(canvas.getByRole('group'), [makeFile('clip.mp4', 'video/mp4', 2 * MB)]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
};
