import { parseDate } from '@internationalized/date';
import { Calendar } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof Calendar> = {
  title: 'UI/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Publish date', defaultValue: parseDate('2026-11-22'), onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof Calendar>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /November 10, 2026/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-10'));
    // Arrow keys move the focused day, Enter selects it.
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(parseDate('2026-11-11'));
  },
};

export const Playground: Story = { args: { isDisabled: false, isReadOnly: false } };

export const Navigation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
  },
};

export const Bounded: Story = {
  args: { minValue: parseDate('2026-11-05'), maxValue: parseDate('2026-11-22') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /November 4, 2026/ })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};
