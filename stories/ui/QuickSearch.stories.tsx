import { QuickSearch } from '@reelbase/ui/QuickSearch';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'UI/QuickSearch',
  component: QuickSearch,
  args: { onSearch: fn() },
} satisfies Meta<typeof QuickSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, 'launch');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('launch'));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const Playground: Story = {
  args: { label: 'Search videos', showLabel: true, placeholder: 'Title or id', debounceMs: 300 },
};

export const LibrarySearch: Story = {
  name: 'Library search (200 ms)',
  args: { label: 'Search libraries', debounceMs: 200 },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox', { name: 'Search libraries' });
    await userEvent.type(field, 'hr');
    const started = performance.now();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('hr'), { interval: 10 });
    await expect(performance.now() - started).toBeLessThan(300);
  },
};

export const Clear: Story = {
  args: { defaultValue: 'holiday' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox');
    await expect(field).toHaveValue('holiday');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(field).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).toBeNull();
  },
};

export const EnterSearchesAtOnce: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox');
    await userEvent.type(field, 'promo{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('promo');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const EscapeClears: Story = {
  args: { defaultValue: 'draft' },
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('searchbox');
    field.focus();
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
