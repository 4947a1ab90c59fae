import { STATISTICS_TEXTS, StatisticsListView } from '@reelbase/app/pieces';
import type { StatsListItem } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const item = (index: number, over: Partial<StatsListItem> = {}): StatsListItem => ({
  id: `6f1d2f9e-1c1b-4c59-9a43-0e8a3c1c2b${String(index).padStart(2, '0')}`,
  title: `Product launch ${index}`,
  thumbnail: null,
  library: 1,
  publish_date: 1_760_000_000 - index * 86_400,
  starts: 40 - index,
  impressions: 100,
  start_ratio: 40 - index,
  duration: 185,
  avg_view_time: 92,
  viewed_ratio: 50,
  total_watch_time: 3680,
  ...over,
});

const meta = {
  title: 'Console/Statistics/StatisticsListView',
  component: StatisticsListView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    range: { start: '2026-11-19', end: '2026-11-25' },
    today: '2026-11-25',
    onRangeChange: fn(),
    libraryOptions: [
      { id: '1', label: 'Acme / Marketing' },
      { id: '2', label: 'Acme / Training' },
    ],
    selectedLibraries: [],
    onLibrariesChange: fn(),
    onDownload: fn(),
    items: Array.from({ length: 12 }, (_, index) => item(index + 1)),
    total: 30,
    page: 1,
    pageSize: 12,
    onPageChange: fn(),
    sort: { column: 'publish_date', direction: 'descending' },
    onSortChange: fn(),
    libraryName: (id: number) => (id === 1 ? 'Marketing' : 'Training'),
  },
} satisfies Meta<typeof StatisticsListView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Statistics' })).toBeInTheDocument();
    for (const header of [
      'Title',
      'Library',
      'Impressions',
      'Starts',
      'Start ratio',
      'Duration',
      'Avg viewing time',
      'Viewed ratio',
      'Total watch time',
    ]) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    const firstRow = canvas.getByRole('row', { name: /Product launch 1\b/ });
    await expect(within(firstRow).getByText('3:05')).toBeInTheDocument();
    await expect(within(firstRow).getByText('1:01:20')).toBeInTheDocument();
    await expect(within(firstRow).getByRole('link', { name: 'Product launch 1' })).toHaveAttribute(
      'href',
      `/statistics/${item(1).id}`,
    );
    // Sorting by title asks the page for it.
    await userEvent.click(canvas.getByRole('button', { name: /Title/ }));
    await expect(args.onSortChange).toHaveBeenCalledWith(expect.objectContaining({ column: 'title' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const DownloadNeedsALibrary: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download CSV' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Pressing it does nothing; the reason shows on keyboard focus (and on hover).
    await userEvent.click(button);
    await expect(args.onDownload).not.toHaveBeenCalled();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    await expect(button).toHaveFocus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(STATISTICS_TEXTS.downloadHint);
    await userEvent.click(canvas.getByRole('button', { name: /Library/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Acme / Training' }));
    await expect(args.onLibrariesChange).toHaveBeenLastCalledWith(['2']);
  },
};

export const DownloadReady: Story = {
  args: { selectedLibraries: ['1'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Library/ })).toHaveTextContent('Acme / Marketing');
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownload).toHaveBeenCalled();
  },
};

export const PresetRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: /Past Month/ }));
    await waitFor(() =>
      expect(args.onRangeChange).toHaveBeenLastCalledWith({ start: '2026-10-26', end: '2026-11-25' }),
    );
  },
};

export const NoResults: Story = {
  args: { items: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match your search!')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { items: [], total: 0, isLoading: true } };

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 358, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTestId('frame');
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
    await expect(within(canvasElement).getByText('Product launch 1')).toBeInTheDocument();
  },
};

/** Beside the menu at 1440 px (about 1130 px of content): the ten columns fit without scrolling. */
export const Desktop: Story = {
  decorators: [
    (Story) => (
      <div data-testid="frame" style={{ width: 1130, overflow: 'auto' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const scroller = table.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth);
  },
};
