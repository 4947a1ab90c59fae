import { FtpPanel } from '@reelbase/app/pieces';
import { FTP_MESSAGES } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { libraries, rawFiles, refusedFiles, rootFiles } from './fixtures.ts';

const meta = {
  title: 'Console/Ftp/FtpPanel',
  component: FtpPanel,
  args: {
    path: '/',
    files: rootFiles,
    libraries,
    onOpenFolder: fn(),
    onUpload: fn(async () => []),
    onDelete: fn(async () => []),
  },
} satisfies Meta<typeof FtpPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The file names in the order the table shows them (read from the row checkboxes). */
const shownNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('checkbox', { name: /^Select (?!all$)/ })
    .map((box) => box.getAttribute('aria-label')?.replace(/^Select /, ''));

const startButton = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Start action' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // By name, folders first.
    await expect(shownNames(canvasElement)).toEqual(['raw', 'interview.mov', 'launch.mp4', 'master.mov', 'teaser.mp4']);
    await expect(canvas.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const launch = canvas.getByRole('row', { name: /launch\.mp4/ });
    await expect(launch).toHaveTextContent('50.00 MB');
    await expect(canvas.getByRole('row', { name: /interview\.mov/ })).toHaveTextContent('200.00 MB');
    // Nothing chosen yet: the action cannot start.
    await expect(startButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: 'Upload' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'email when uploads complete' })).not.toBeChecked();
    for (const height of ['360p', '720p', '1080p']) {
      await expect(canvas.getByRole('checkbox', { name: height })).toBeChecked();
    }
  },
};

export const Playground: Story = {};

export const SortsByHeaders: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Size/ }));
    await expect(canvas.getByRole('columnheader', { name: /Size/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(shownNames(canvasElement)).toEqual(['raw', 'teaser.mp4', 'launch.mp4', 'interview.mov', 'master.mov']);
    await userEvent.click(canvas.getByRole('button', { name: /^Size/ }));
    await expect(canvas.getByRole('columnheader', { name: /Size/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(shownNames(canvasElement)).toEqual(['raw', 'master.mov', 'interview.mov', 'launch.mp4', 'teaser.mp4']);
    await userEvent.click(canvas.getByRole('button', { name: /^Created/ }));
    await expect(canvas.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Size/ })).toHaveAttribute('aria-sort', 'none');
    await expect(shownNames(canvasElement)).toEqual(['raw', 'interview.mov', 'master.mov', 'launch.mp4', 'teaser.mp4']);
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Name/ }));
    await expect(shownNames(canvasElement)).toEqual(['raw', 'teaser.mp4', 'master.mov', 'launch.mp4', 'interview.mov']);
  },
};

export const OpensFolder: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'raw' }));
    await expect(args.onOpenFolder).toHaveBeenCalledWith('/raw');
  },
};

export const Subfolder: Story = {
  args: { path: '/raw/day-1', files: rawFiles },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(crumbs).getByText('day-1')).toHaveAttribute('aria-current', 'page');
    await expect(shownNames(canvasElement)).toEqual(['take-1.mp4', 'take-2.mp4']);
    await userEvent.click(within(crumbs).getByRole('link', { name: 'raw' }));
    await expect(args.onOpenFolder).toHaveBeenLastCalledWith('/raw');
    await userEvent.click(within(crumbs).getByRole('link', { name: 'FTP' }));
    await expect(args.onOpenFolder).toHaveBeenLastCalledWith('/');
  },
};

export const EmptyFolder: Story = {
  args: { path: '/raw', files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no files in this folder.')).toBeInTheDocument();
    await expect(startButton(canvasElement)).toBeDisabled();
  },
};

export const StartsUpload: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select teaser.mp4' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select launch.mp4' }));
    // Several libraries and none chosen: the upload cannot start yet.
    await expect(startButton(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: /Library$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Northwind Media / Training' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'email when uploads complete' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '1080p' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'remove files from FTP after encoding' }));
    await expect(startButton(canvasElement)).toBeEnabled();
    await userEvent.click(startButton(canvasElement));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith(['/launch.mp4', '/teaser.mp4'], {
        library: 2,
        emailAfterUpload: true,
        encodings: [360, 720],
        emailDownloadUrls: false,
        deleteFromFtp: true,
      }),
    );
    await expect(await canvas.findByText(FTP_MESSAGES.uploadStarted)).toBeInTheDocument();
    await expect(args.onDelete).not.toHaveBeenCalled();
    // Nothing failed: the selection is cleared.
    await expect(canvas.getByRole('checkbox', { name: 'Select launch.mp4' })).not.toBeChecked();
  },
};

export const OneLibraryIsChosen: Story = {
  args: { libraries: [libraries[0]] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Library$/ })).toHaveTextContent('Northwind Media / Campaigns');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select interview.mov' }));
    await userEvent.click(startButton(canvasElement));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith(['/interview.mov'], expect.objectContaining({ library: 1 })),
    );
    await expect(await canvas.findByText(FTP_MESSAGES.uploadStarted)).toBeInTheDocument();
  },
};

export const ListsFailedFiles: Story = {
  args: {
    libraries: [libraries[0]],
    onUpload: fn(async () => [
      { path: '/interview.mov', message: 'File: interview.mov with type of mov not accepted!' },
    ]),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select interview.mov' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select launch.mp4' }));
    await userEvent.click(startButton(canvasElement));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith(['/interview.mov', '/launch.mp4'], expect.anything()),
    );
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(FTP_MESSAGES.tryAgain);
    await expect(alert).toHaveTextContent(/please try again\./);
    const failed = within(alert).getByRole('list', { name: 'Failed files' });
    await expect(within(failed).getAllByRole('listitem')).toHaveLength(1);
    await expect(failed).toHaveTextContent('/interview.mov: File: interview.mov with type of mov not accepted!');
    // Success only if none failed.
    await expect(canvas.queryByText(FTP_MESSAGES.uploadStarted)).not.toBeInTheDocument();
    // The failed file stays selected to try again; the others are done.
    await expect(canvas.getByRole('checkbox', { name: 'Select interview.mov' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Select launch.mp4' })).not.toBeChecked();
  },
};

export const TooLargeFileCanOnlyBeDeleted: Story = {
  args: { libraries: [libraries[0]] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /master\.mov/ });
    await expect(within(row).getByText('Too large')).toBeInTheDocument();
    await expect(canvas.getByRole('row', { name: /launch\.mp4/ })).not.toHaveTextContent('Too large');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select master.mov' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FTP_MESSAGES.tooLarge);
    await expect(FTP_MESSAGES.tooLarge).toBe('Files larger than 43970.23 MB cannot be uploaded through FTP.');
    await expect(startButton(canvasElement)).toBeDisabled();
    // Together with a file that fits, still no upload.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select launch.mp4' }));
    await expect(startButton(canvasElement)).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select launch.mp4' }));

    await userEvent.click(canvas.getByRole('radio', { name: 'Delete' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(startButton(canvasElement)).toBeEnabled();
    await userEvent.click(startButton(canvasElement));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(FTP_MESSAGES.confirmDelete);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(['/master.mov']));
    await expect(await canvas.findByText(FTP_MESSAGES.deleted)).toBeInTheDocument();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const DeletesAfterConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select teaser.mp4' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select raw' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Delete' }));
    // The upload options belong to the upload action only.
    await expect(canvas.queryByRole('checkbox', { name: 'email when uploads complete' })).not.toBeInTheDocument();

    // Cancelling the confirmation deletes nothing.
    await userEvent.click(startButton(canvasElement));
    let dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(startButton(canvasElement));
    dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected files will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(['/raw', '/teaser.mp4']));
    await expect(await canvas.findByText(FTP_MESSAGES.deleted)).toBeInTheDocument();
  },
};

export const DeleteFails: Story = {
  args: {
    onDelete: fn(async () => [{ path: '/teaser.mp4', message: 'The file was not found in the FTP folder.' }]),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select teaser.mp4' }));
    await userEvent.click(canvas.getByRole('radio', { name: 'Delete' }));
    await userEvent.click(startButton(canvasElement));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(['/teaser.mp4']));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(FTP_MESSAGES.deleteFailed);
    await expect(alert).toHaveTextContent('/teaser.mp4: The file was not found in the FTP folder.');
    await expect(canvas.queryByText(FTP_MESSAGES.deleted)).not.toBeInTheDocument();
  },
};

export const RefusesFilesByTheUploadRules: Story = {
  args: { files: refusedFiles, libraries: [libraries[0]] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('row', { name: /notes\.txt/ })).toHaveTextContent('Not a video');
    await expect(canvas.getByRole('row', { name: /sting\.mp4/ })).toHaveTextContent('Too small');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select notes.txt' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select sting.mp4' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('File: notes.txt with type of txt not accepted!');
    await expect(alert).toHaveTextContent('File: sting.mp4 is not accepted! The minimum filesize is 1MB');
    await expect(startButton(canvasElement)).toBeDisabled();
    // Deleting them stays possible.
    await userEvent.click(canvas.getByRole('radio', { name: 'Delete' }));
    await expect(startButton(canvasElement)).toBeEnabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Upload' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select notes.txt' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select sting.mp4' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select launch.mp4' }));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await userEvent.click(startButton(canvasElement));
    await waitFor(() => expect(args.onUpload).toHaveBeenCalledTimes(1));
    await expect((args.onUpload as ReturnType<typeof fn>).mock.calls[0][0]).toEqual(['/launch.mp4']);
  },
};
