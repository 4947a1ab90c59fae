import { FtpUploadOptionsForm } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { libraries } from './fixtures.ts';

const options = {
  library: 1,
  emailAfterUpload: false,
  encodings: [360, 720, 1080],
  emailDownloadUrls: false,
  deleteFromFtp: false,
};

const meta = {
  title: 'Console/Ftp/FtpUploadOptionsForm',
  component: FtpUploadOptionsForm,
  args: { libraries, options, onChange: fn() },
} satisfies Meta<typeof FtpUploadOptionsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Library$/ })).toHaveTextContent('Northwind Media / Campaigns');
    await expect(canvas.getByRole('group', { name: 'Encode in' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'email download URLs when encoding completes' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...options, emailDownloadUrls: true });
    await userEvent.click(canvas.getByRole('checkbox', { name: '720p' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...options, encodings: [360, 1080] });
    await userEvent.click(canvas.getByRole('button', { name: /Library$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Northwind Media / Training' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...options, library: 2 });
  },
};

export const Playground: Story = {};

export const NoLibrary: Story = {
  args: { libraries: [], options: { ...options, library: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Please make sure that you are assigned to a library.');
    await expect(canvas.queryByRole('button', { name: /Library$/ })).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'email when uploads complete' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: '360p' })).toBeDisabled();
  },
};
