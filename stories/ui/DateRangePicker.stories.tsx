import { DateRangePicker } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof DateRangePicker> = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  args: {
    label: 'Period',
    today: '2026-11-22',
    defaultValue: { start: '2026-11-16', end: '2026-11-22' },
    onChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof DateRangePicker>;

const body = () => within(document.body);

const openPicker = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /Calendar/ }));
  return body().findByRole('dialog');
};

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const value = within(canvasElement).getByTestId('date-range-value');
    await expect(value).toHaveTextContent('2026-11-16 - 2026-11-22');
    const dialog = await openPicker(canvasElement);
    const presets = within(within(dialog).getByRole('group', { name: 'Presets' })).getAllByRole('button');
    await expect(presets.map((b) => b.textContent)).toEqual([
      'Today',
      'Past week (7 days)',
      'Past Month (31 days)',
      'Past Year (365 days)',
    ]);
    await expect(within(dialog).getByRole('button', { name: 'Past week (7 days)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Past Month (31 days)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-10-23', end: '2026-11-22' });
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(value).toHaveTextContent('2026-10-23 - 2026-11-22');
  },
};

export const Playground: Story = { args: { showPresets: true, description: 'Statistics are shown per day.' } };

export const PickInCalendar: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: /November 2, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /November 9, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2026-11-02', end: '2026-11-09' });
  },
};

export const NoFutureDates: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(within(dialog).getByRole('button', { name: /November 23, 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

export const EarliestDate: Story = {
  args: { today: '2020-01-15', defaultValue: { start: '2020-01-01', end: '2020-01-15' } },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Past Year (365 days)' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ start: '2020-01-01', end: '2020-01-15' });
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};
