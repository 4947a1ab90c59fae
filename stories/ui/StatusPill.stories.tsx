import { StatusPill } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta: Meta<typeof StatusPill> = {
  title: 'UI/StatusPill',
  component: StatusPill,
  args: { children: 'Public', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] } },
};
export default meta;
type Story = StoryObj<typeof StatusPill>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Public')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { tone: 'warning', children: 'Upload in progress' } };

export const States: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <StatusPill tone="success">Public</StatusPill>
      <StatusPill tone="neutral">Private</StatusPill>
      <StatusPill tone="info">Scheduled</StatusPill>
      <StatusPill tone="warning">Pending</StatusPill>
      <StatusPill tone="danger">Failed</StatusPill>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Failed')).toBeInTheDocument();
  },
};
