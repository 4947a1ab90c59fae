import { Checkbox } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof Checkbox> = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { children: 'Can upload to all libraries', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof Checkbox>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Can upload to all libraries' });
    await expect(box).not.toBeChecked();
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Playground: Story = {
  args: { isDisabled: false, isIndeterminate: false, description: 'Applies to every library of the company.' },
};

export const Checked: Story = { args: { defaultSelected: true } };

export const Indeterminate: Story = {
  args: { children: 'Select all', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    await expect(box.indeterminate).toBe(true);
  },
};

export const WithHelpText: Story = {
  args: { children: 'Encode in 720p', description: 'Takes longer for large files.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Encode in 720p' });
    await expect(box).toHaveAccessibleDescription('Takes longer for large files.');
  },
};

export const WithError: Story = {
  args: { children: 'I accept the terms', errorMessage: 'Please accept the terms.' },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Please accept the terms.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
