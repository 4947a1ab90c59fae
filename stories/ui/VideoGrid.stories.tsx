import { VideoCard, VideoGrid, type VideoGridProps } from '@reelbase/ui/VideoGrid';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const thumbnail = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${hue} 60% 45%)"/><circle cx="80" cy="45" r="18" fill="hsl(${hue} 60% 80%)"/></svg>`,
  )}`;

const items: VideoGridProps['items'] = [
  {
    id: 'v1',
    title: 'Product launch',
    thumbnailUrl: thumbnail(210),
    durationMs: 83_000,
    pills: [{ label: 'Anybody', tone: 'success' }],
    details: ['2024-03-01', 'Acme / Marketing'],
  },
  {
    id: 'v2',
    title: 'Quarterly update',
    thumbnailUrl: thumbnail(30),
    durationMs: 3_723_000,
    pills: [{ label: 'Nobody' }],
    details: ['2024-02-12', 'Acme / Internal'],
  },
  {
    id: 'v3',
    title: 'Onboarding tour',
    thumbnailUrl: null,
    durationMs: null,
    pills: [{ label: 'Nobody' }, { label: 'Processing', tone: 'info' }],
    details: ['2024-01-20', 'Acme / HR'],
  },
];

const meta = {
  title: 'UI/VideoGrid',
  component: VideoGrid,
  args: { 'aria-label': 'Videos', items, onSelectionChange: fn(), onAction: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 720 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof VideoGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Videos' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    await expect(canvas.getByText('1:23')).toBeInTheDocument();
    await expect(canvas.getByText('1:02:03')).toBeInTheDocument();
    await expect(canvas.getByText('Acme / Marketing')).toBeInTheDocument();
    await expect(canvas.getByText('Processing')).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { 'aria-label': 'Library videos', isLoading: false },
};

export const SelectWithCheckboxes: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Product launch' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1']));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Onboarding tour' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1', 'v3']));
    await expect(canvas.getAllByRole('row')[0]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const OpenWithPress: Story = {
  play: async ({ args, canvasElement }) => {
    // With nothing selected a press opens the video; once something is selected a press selects.
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Quarterly update'));
    await expect(args.onAction).toHaveBeenCalledWith('v2');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Product launch' }));
    await userEvent.click(canvas.getByText('Quarterly update'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1', 'v2']));
  },
};

export const KeyboardOperation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const rows = canvas.getAllByRole('row');
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('v2');
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v2']));
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1', 'v2', 'v3']));
    await userEvent.keyboard('{Escape}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
  },
};

function ControlledGrid(props: VideoGridProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set(['v3']));
  return (
    <>
      <p>{selected.size} selected</p>
      <VideoGrid {...props} selectedKeys={selected} onSelectionChange={setSelected} />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledGrid {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Select Onboarding tour' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Quarterly update' }));
    await expect(canvas.getByText('2 selected')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match your search!')).toBeInTheDocument();
  },
};

export const SingleCard: Story = {
  render: () => (
    <div style={{ width: 240, border: '1px solid', borderRadius: 8, overflow: 'hidden' }}>
      <VideoCard
        title="Product launch"
        thumbnailUrl={thumbnail(120)}
        durationMs={42_000}
        pills={[{ label: 'Unlisted', tone: 'warning' }]}
        details={['2024-03-01']}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('0:42')).toBeInTheDocument();
  },
};
