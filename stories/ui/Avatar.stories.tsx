import { Avatar } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

const meta: Meta<typeof Avatar> = {
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
};
export default meta;
type Story = StoryObj<typeof Avatar>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await expect(avatar).toHaveTextContent('AL');
  },
};

export const Playground: Story = { args: { size: 'lg', name: 'Grace Hopper' } };

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      <Avatar size="sm" name="Ada Lovelace" />
      <Avatar size="md" name="grace.hopper@example.com" />
      <Avatar size="lg" name="Jan de Vries" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'grace.hopper@example.com' })).toHaveTextContent('GH');
    await expect(canvas.getByRole('img', { name: 'Jan de Vries' })).toHaveTextContent('JV');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: '/missing-avatar.png' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ada Lovelace' });
    await waitFor(() => expect(avatar).toHaveTextContent('AL'));
  },
};
