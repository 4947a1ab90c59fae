import { StatCard } from '@reelbase/ui/StatCard';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { label: 'Impressions', value: '12,480' },
  decorators: [
    (Story) => (
      <div style={{ width: 220 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Impressions' });
    await expect(card).toHaveTextContent('12,480');
    await expect(within(card).queryByRole('meter')).toBeNull();
  },
};

export const Playground: Story = {
  args: { label: 'Start ratio', value: '37%', percentage: 37, hint: 'Starts / impressions' },
};

export const WithPercentage: Story = {
  args: { label: 'Viewed ratio', value: '64%', percentage: 64.4, hint: 'Average view time / duration' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Viewed ratio percentage' });
    await expect(meter).toHaveAttribute('aria-valuenow', '64');
    await expect(canvas.getByText('Average view time / duration')).toBeInTheDocument();
  },
};

export const ClampedPercentage: Story = {
  args: { label: 'Start ratio', value: '100%', percentage: 140 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('meter')).toHaveAttribute('aria-valuenow', '100');
  },
};
