import { parseDate } from '@internationalized/date';
import { RangeCalendar } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof RangeCalendar> = {
  title: 'UI/RangeCalendar',
  component: RangeCalendar,
  args: {
    'aria-label': 'Statistics period',
    defaultValue: { start: parseDate('2026-11-16'), end: parseDate('2026-11-22') },
    maxValue: parseDate('2026-11-22'),
    onChange: fn(),
  },
};
export default meta;
type Story = StoryObj<typeof RangeCalendar>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /November 3, 2026/ }));
    await userEvent.click(canvas.getByRole('button', { name: /November 8, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: parseDate('2026-11-03'),
      end: parseDate('2026-11-08'),
    });
  },
};

export const Playground: Story = { args: { isDisabled: false } };

export const NoFutureDates: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /November 23, 2026/ })).toHaveAttribute('aria-disabled', 'true');
  },
};
