import { DatePicker } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta: Meta<typeof DatePicker> = {
  title: 'UI/DatePicker',
  component: DatePicker,
  args: { label: 'End date', defaultValue: '2026-11-22', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof DatePicker>;

const body = () => within(document.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'End date' });
    await expect(group).toHaveTextContent('2026-11-22');
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /November 25, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(group).toHaveTextContent('2026-11-25');
  },
};

export const Playground: Story = { args: { description: 'The quitclaim ends on this day.', isRequired: false } };

export const KeyboardEntry: Story = {
  args: { defaultValue: null },
  play: async ({ canvasElement, args }) => {
    const year = within(canvasElement).getByRole('spinbutton', { name: /year/i });
    await userEvent.click(year);
    await userEvent.keyboard('2025');
    await userEvent.keyboard('03');
    await userEvent.keyboard('14');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-03-14');
  },
};

export const OutOfRange: Story = {
  args: { defaultValue: '2019-06-01', minValue: '2020-01-01' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'End date' });
    await expect(group).toHaveAccessibleDescription(/Value must be .+ or later/);
  },
};

export const WithError: Story = { args: { errorMessage: 'The selected date cannot be in the past.' } };

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Calendar/ })).toBeDisabled();
  },
};
