import { LineChart } from '@reelbase/ui/LineChart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

const dropOff = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100].map((x, index) => ({
  x,
  y: [1000, 920, 850, 780, 700, 640, 560, 500, 430, 380, 310][index],
}));

const meta = {
  title: 'UI/LineChart',
  component: LineChart,
  args: {
    title: 'Drop-off rate',
    description: 'Viewers still watching at each point of the video.',
    data: dropOff,
  },
} satisfies Meta<typeof LineChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = canvas.getByRole('group', { name: 'Drop-off rate' });
    await expect(chart).toHaveAccessibleDescription('Viewers still watching at each point of the video.');
    await expect(within(chart).getAllByRole('img')).toHaveLength(11);
    await expect(canvas.getByRole('img', { name: 'Percent of video 50%: 640 viewers' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { xLabel: 'Seconds', yLabel: 'Viewers', width: 480, height: 220, formatX: (x: number) => `${x}s` },
};

export const HoverTooltip: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('img', { name: /30%: 780 viewers/ }));
    await waitFor(() => expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent('30%: 780 viewers'));
    await userEvent.unhover(canvas.getByRole('img', { name: /30%: 780 viewers/ }));
  },
};

export const KeyboardPoints: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('img', { name: /0%: 1,000 viewers/ });
    await expect(first).toHaveFocus();
    await expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent('0%: 1,000 viewers');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('img', { name: /20%: 850 viewers/ })).toHaveFocus();
    await expect(canvas.getByTestId('chart-tooltip')).toHaveTextContent('20%: 850 viewers');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('img', { name: /100%: 310 viewers/ })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(first).toHaveFocus();
  },
};

export const Seconds: Story = {
  args: {
    xLabel: 'Seconds',
    formatX: (x: number) => `${x}s`,
    data: [
      { x: 0, y: 50 },
      { x: 15, y: 42 },
      { x: 30, y: 35 },
      { x: 45, y: 12 },
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Seconds 45s: 12 viewers' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for this period.')).toBeInTheDocument();
  },
};
