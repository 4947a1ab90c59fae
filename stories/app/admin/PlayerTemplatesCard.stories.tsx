import { PlayerTemplatesCard } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { templates } from './fixtures.ts';

const meta = {
  title: 'Console/Admin/PlayerTemplatesCard',
  component: PlayerTemplatesCard,
  args: { templates, onAdd: fn(), onEdit: fn(), onDelete: fn(async () => undefined) },
} satisfies Meta<typeof PlayerTemplatesCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Edit Default' })).toBeInTheDocument();
    // The default template cannot be deleted: its row has no menu; others have Delete in theirs.
    await expect(canvas.queryByRole('button', { name: 'More actions for Default' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'More actions for Social' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Delete Social' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Social' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected template will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(templates[1]));
  },
};

export const AddTemplate: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add player template' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { templates: [], isLoading: true } };
