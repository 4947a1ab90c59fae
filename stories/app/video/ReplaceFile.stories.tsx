import { REPLACE_FILE_TEXTS, ReplaceFile } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const video = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'video/mp4' });

const meta = {
  title: 'Console/Video/ReplaceFile',
  component: ReplaceFile,
  args: { replacement: null, onReplace: fn(), onReject: fn(), onRetry: fn(), onCancel: fn() },
} satisfies Meta<typeof ReplaceFile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WarnsBeforeReplacing: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [video('new-cut.mp4', 1048576)]);
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(REPLACE_FILE_TEXTS.warning);
    await expect(args.onReplace).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: REPLACE_FILE_TEXTS.confirm }));
    await waitFor(() => expect(args.onReplace).toHaveBeenCalledTimes(1));
    await expect((args.onReplace as ReturnType<typeof fn>).mock.calls[0][0].name).toBe('new-cut.mp4');
  },
};

export const CancelKeepsTheFile: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [video('new-cut.mp4', 1048576)]);
    const page = within(canvasElement.ownerDocument.body);
    await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('alertdialog')).toBeNull());
    await expect(args.onReplace).not.toHaveBeenCalled();
  },
};

export const RefusesWhatIsNotAVideo: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [video('tiny.mp4', 10)], { applyAccept: false });
    await waitFor(() => expect(args.onReject).toHaveBeenCalledTimes(1));
    await expect(args.onReplace).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { replacement: { name: 'new-cut.mp4', progress: 40, status: 'active' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    await expect(canvasElement.querySelector('input[type="file"]')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: REPLACE_FILE_TEXTS.cancel }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: {
    replacement: { name: 'new-cut.mp4', progress: 60, status: 'error', error: 'Upload failed due to a network error.' },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Upload failed due to a network error.');
    await userEvent.click(canvas.getByRole('button', { name: REPLACE_FILE_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Done: Story = {
  args: { replacement: { name: 'new-cut.mp4', progress: 100, status: 'success' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(REPLACE_FILE_TEXTS.done)).toHaveAttribute('role', 'status');
  },
};
