import { Badge } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta: Meta<typeof Badge> = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'Default' },
  argTypes: { tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] } },
};
export default meta;
type Story = StoryObj<typeof Badge>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Default')).toBeInTheDocument();
  },
};

export const Playground: Story = { args: { tone: 'info', children: '12 videos' } };

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Badge tone="neutral">Draft</Badge>
      <Badge tone="info">360p</Badge>
      <Badge tone="success">Encoded</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="danger">Rejected</Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Rejected')).toBeInTheDocument();
  },
};
