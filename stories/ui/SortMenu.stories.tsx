import { SortMenu } from '@reelbase/ui/SortMenu';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const columns = [
  { id: 'title', label: 'Title' },
  { id: 'status', label: 'Status' },
  { id: 'publish_date', label: 'Uploaded' },
  { id: 'library', label: 'Library' },
];

const meta = {
  title: 'UI/SortMenu',
  component: SortMenu,
  args: { columns, value: { column: 'publish_date', direction: 'descending' }, onApply: fn() },
  decorators: [
    (Story) => (
      <div style={{ height: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SortMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort' }));
  return screen.findByRole('dialog', { name: 'Sort by' });
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Sort' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const dialog = await open(canvasElement);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(within(dialog).getByRole('radio', { name: 'Descending' })).toBeChecked();
    await expect(within(dialog).getByRole('radio', { name: 'Uploaded' })).toBeChecked();
  },
};

export const Playground: Story = {
  args: { label: 'Sort videos' },
};

export const ApplyReportsChoice: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ascending' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Title' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledTimes(1);
    await expect(args.onApply).toHaveBeenCalledWith({ column: 'title', direction: 'ascending' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const CancelDropsChoice: Story = {
  play: async ({ args, canvasElement }) => {
    let dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Library' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
    dialog = await open(canvasElement);
    await expect(within(dialog).getByRole('radio', { name: 'Uploaded' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const KeyboardOperable: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Sort' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Sort by' });
    within(dialog).getByRole('radio', { name: 'Descending' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(dialog).getByRole('radio', { name: 'Ascending' })).toBeChecked();
    within(dialog).getByRole('button', { name: 'Apply' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ column: 'publish_date', direction: 'ascending' });
  },
};
