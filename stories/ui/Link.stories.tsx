import { Link } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta: Meta<typeof Link> = {
  title: 'UI/Link',
  component: Link,
  args: { children: 'Support', href: '#support' },
  argTypes: { variant: { control: 'inline-radio', options: ['default', 'muted'] } },
};
export default meta;
type Story = StoryObj<typeof Link>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Support' });
    await expect(link).toHaveAttribute('href', '#support');
  },
};

export const Playground: Story = { args: { variant: 'default', isExternal: false, isDisabled: false } };

export const External: Story = {
  args: { href: 'https://example.com/manual.pdf', isExternal: true, children: 'Manual' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Manual (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const Muted: Story = { args: { variant: 'muted', children: 'Back to users' } };

export const Action: Story = {
  args: { href: undefined, onPress: fn(), children: 'Copy embed Code' },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Copy embed Code' });
    await userEvent.click(link);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, onPress: fn() },
  play: async ({ canvasElement, args }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Support' });
    await expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
