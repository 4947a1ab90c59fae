import { IconButton } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const TrashIcon = (
  <svg viewBox="0 0 16 16" fill="currentColor" aria-hidden="true">
    <path d="M6 1h4l1 1h3v2H2V2h3l1-1zM3 5h10l-1 10H4L3 5z" />
  </svg>
);

const meta: Meta<typeof IconButton> = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Delete video', icon: TrashIcon, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
};
export default meta;
type Story = StoryObj<typeof IconButton>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete video' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Playground: Story = { args: { variant: 'secondary', size: 'md', isDisabled: false } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} variant="primary" label="Delete (primary)" />
      <IconButton {...args} variant="secondary" label="Delete (secondary)" />
      <IconButton {...args} variant="danger" label="Delete (danger)" />
      <IconButton {...args} variant="ghost" label="Delete (ghost)" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const buttons = within(canvasElement).getAllByRole('button');
    await expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Delete (primary)',
      'Delete (secondary)',
      'Delete (danger)',
      'Delete (ghost)',
    ]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Delete video' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
