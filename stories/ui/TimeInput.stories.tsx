import { TimeInput } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof TimeInput> = {
  title: 'UI/TimeInput',
  component: TimeInput,
  args: { label: 'Start', defaultValue: 65.5, max: 90, onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof TimeInput>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Start' });
    const [hours, minutes, seconds, tenths] = within(group).getAllByRole('textbox');
    await expect([hours, minutes, seconds, tenths].map((input) => (input as HTMLInputElement).value)).toEqual([
      '00',
      '01',
      '05',
      '5',
    ]);
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '20');
    await expect(args.onChange).toHaveBeenLastCalledWith(80.5);
    await userEvent.type(tenths, '{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(80.6);
  },
};

export const Playground: Story = { args: { max: 3600, description: 'Hours, minutes, seconds and tenths.' } };

export const OutOfRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const seconds = canvas.getByRole('textbox', { name: 'Seconds' });
    await userEvent.clear(seconds);
    await userEvent.type(seconds, '31');
    await expect(canvas.getByText('Value is out of allowed range (0 - 90)')).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: 'Start' })).toHaveAccessibleDescription(
      'Value is out of allowed range (0 - 90)',
    );
    await expect(args.onChange).not.toHaveBeenCalledWith(91.5);
  },
};

export const Unlimited: Story = {
  args: { max: null, defaultValue: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const minutes = canvas.getByRole('textbox', { name: 'Minutes' });
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '75');
    await expect(canvas.getByText('Value is out of allowed range (0 - unlimited)')).toBeInTheDocument();
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '59');
    await expect(canvas.queryByText(/out of allowed range/)).toBeNull();
    await expect(args.onChange).toHaveBeenLastCalledWith(3540);
  },
};

export const DigitsOnly: Story = {
  play: async ({ canvasElement }) => {
    const hours = within(canvasElement).getByRole('textbox', { name: 'Hours' });
    await userEvent.clear(hours);
    await userEvent.type(hours, 'a1b23');
    await expect(hours).toHaveValue('12');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    for (const input of within(canvasElement).getAllByRole('textbox')) await expect(input).toBeDisabled();
  },
};
