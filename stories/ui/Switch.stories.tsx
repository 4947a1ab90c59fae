import { Switch } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof Switch> = {
  title: 'UI/Switch',
  component: Switch,
  args: { children: 'Email when uploads complete', onChange: fn() },
};
export default meta;
type Story = StoryObj<typeof Switch>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Email when uploads complete' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
  },
};

export const Playground: Story = { args: { isDisabled: false, description: 'A mail is sent to your address.' } };

export const On: Story = { args: { defaultSelected: true } };

export const WithError: Story = {
  args: { errorMessage: 'No account linked.' },
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toHaveAccessibleDescription('No account linked.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(toggle, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
