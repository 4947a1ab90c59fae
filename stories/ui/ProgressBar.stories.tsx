import { ProgressBar } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta: Meta<typeof ProgressBar> = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading intro.mp4', value: 40 },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
};
export default meta;
type Story = StoryObj<typeof ProgressBar>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading intro.mp4' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveTextContent('40%');
    await expect(within(canvasElement).getByTestId('progress-fill')).toHaveStyle({ width: '128px' });
  },
};

export const Playground: Story = {
  args: { value: 60, minValue: 0, maxValue: 100, isIndeterminate: false, showValueLabel: true, tone: 'primary' },
};

export const Indeterminate: Story = {
  args: { label: 'Encoding', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Encoding' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
  },
};

export const CustomValueLabel: Story = {
  args: { label: 'Moving videos', value: 3, maxValue: 12, valueLabel: '3 of 12' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Moving videos' });
    await expect(bar).toHaveAttribute('aria-valuetext', '3 of 12');
  },
};

export const Complete: Story = { args: { label: 'Upload complete', value: 100, tone: 'success' } };

export const Failed: Story = { args: { label: 'Upload failed', value: 70, tone: 'danger' } };
