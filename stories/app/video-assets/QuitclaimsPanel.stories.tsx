import { QuitclaimsPanel, VIDEO_ASSET_PANEL_TEXTS } from '@reelbase/app/pieces';
import { VIDEO_ASSET_TEXTS } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { quitclaims } from './fixtures.ts';

const meta = {
  title: 'Console/VideoAssets/QuitclaimsPanel',
  component: QuitclaimsPanel,
  args: {
    quitclaims,
    canManage: true,
    onAdd: fn(async () => undefined),
    onUpdate: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof QuitclaimsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Quitclaims' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('Copyright ends 2030-12-31')).toBeInTheDocument();
    await expect(within(list).getByRole('link', { name: /consent-sanne\.pdf/ })).toHaveAttribute(
      'href',
      quitclaims[0]?.url,
    );
    await expect(canvas.getByRole('button', { name: VIDEO_ASSET_PANEL_TEXTS.addQuitclaim })).toBeEnabled();
  },
};

export const Playground: Story = {};

export const AddsQuitclaim: Story = {
  args: { quitclaims: [] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(VIDEO_ASSET_PANEL_TEXTS.noQuitclaims)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: VIDEO_ASSET_PANEL_TEXTS.addQuitclaim }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add quitclaim' }));
    const submit = dialog.getByRole('button', { name: 'Add quitclaim' });
    await expect(submit).toBeDisabled();

    const file = new File(['%PDF-1.4'], 'consent-anna.pdf', { type: 'application/pdf' });
    await userEvent.upload(dialog.getByLabelText('Quitclaim file'), file);
    await expect(dialog.getByText('consent-anna.pdf')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Person name/ }), 'Anna Jansen');
    await userEvent.click(dialog.getByRole('spinbutton', { name: /year/i }));
    await userEvent.keyboard('2031');
    await userEvent.keyboard('05');
    await userEvent.keyboard('01');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() =>
      expect(args.onAdd).toHaveBeenCalledWith({ file, person_name: 'Anna Jansen', copyright_end_at: '2031-05-01' }),
    );
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const RefusesFileType: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: VIDEO_ASSET_PANEL_TEXTS.addQuitclaim }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Add quitclaim' }));
    const input = dialog.getByLabelText('Quitclaim file');
    await expect(input).toHaveAttribute('accept', '.png,.jpg,.jpeg,.docx,.zip,.doc,.pdf');
    await userEvent.upload(input, new File(['MZ'], 'consent.exe', { type: 'application/x-msdownload' }), {
      applyAccept: false,
    });
    await expect(dialog.getByRole('alert')).toHaveTextContent('File: consent.exe with type of exe not accepted!');
    await expect(dialog.getByText('No file chosen')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /Person name/ }), 'Anna Jansen');
    await expect(dialog.getByRole('button', { name: 'Add quitclaim' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

export const EditsQuitclaim: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit quitclaim of Jeroen Bakker' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit quitclaim' }));
    await expect(dialog.queryByLabelText('Quitclaim file')).not.toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: /Person name/ });
    await expect(name).toHaveValue('Jeroen Bakker');
    await userEvent.clear(name);
    await expect(dialog.getByRole('button', { name: 'Update quitclaim' })).toBeDisabled();
    await waitFor(() => expect(dialog.getByText('The person name is required.')).toBeInTheDocument());
    await userEvent.type(name, 'Jeroen de Bakker');
    await userEvent.click(dialog.getByRole('button', { name: 'Update quitclaim' }));
    await waitFor(() =>
      expect(args.onUpdate).toHaveBeenCalledWith(quitclaims[1], {
        person_name: 'Jeroen de Bakker',
        copyright_end_at: '2027-06-30',
      }),
    );
  },
};

export const ShowsServerErrors: Story = {
  args: { serverErrors: { copyright_end_at: ['The end date must be a valid date (YYYY-MM-DD).'] } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit quitclaim of Sanne de Vries' }));
    const dialog = within(await page(canvasElement).findByRole('dialog', { name: 'Edit quitclaim' }));
    await expect(dialog.getByRole('group', { name: /End date/ })).toHaveAccessibleDescription(
      /The end date must be a valid date/,
    );
  },
};

export const DeletesWithConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete quitclaim of Sanne de Vries' }));
    const confirm = within(await page(canvasElement).findByRole('alertdialog'));
    await expect(confirm.getByText(VIDEO_ASSET_TEXTS.quitclaimDeleteConfirm)).toBeInTheDocument();
    await expect(VIDEO_ASSET_TEXTS.quitclaimDeleteConfirm).toBe(
      'The selected quitclaims file will be deleted. Would you like to confirm?',
    );
    await userEvent.click(confirm.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(quitclaims[0]));
  },
};

export const CancelsDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete quitclaim of Jeroen Bakker' }));
    const confirm = within(await page(canvasElement).findByRole('alertdialog'));
    await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: /quitclaim-jeroen\.docx/ })).toBeInTheDocument();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
    await expect(canvas.queryByLabelText('Quitclaim file')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { quitclaims: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading quitclaims…');
  },
};
