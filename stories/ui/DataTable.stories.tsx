import { DataTable, type DataTableColumn, type DataTableRowAction } from '@reelbase/ui/DataTable';
import { formatDate } from '@reelbase/ui/format';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

interface Video {
  id: string;
  title: string;
  status: 'Public' | 'Private' | 'Scheduled';
  uploaded: string;
  library: string;
  canEdit: boolean;
  canDelete: boolean;
}

const videos: Video[] = [
  {
    id: 'v1',
    title: 'Product launch',
    status: 'Public',
    uploaded: '2024-03-01T09:00:00Z',
    library: 'Marketing',
    canEdit: true,
    canDelete: true,
  },
  {
    id: 'v2',
    title: 'Quarterly update',
    status: 'Private',
    uploaded: '2024-02-12T14:30:00Z',
    library: 'Internal',
    canEdit: true,
    canDelete: false,
  },
  {
    id: 'v3',
    title: 'Onboarding tour',
    status: 'Scheduled',
    uploaded: '2024-01-20T08:15:00Z',
    library: 'HR',
    canEdit: false,
    canDelete: false,
  },
];

const columns: DataTableColumn<Video>[] = [
  { id: 'title', header: 'Title', cell: (video) => video.title, sortable: true, width: '35%' },
  { id: 'status', header: 'Status', cell: (video) => video.status },
  { id: 'uploaded', header: 'Uploaded', cell: (video) => formatDate(video.uploaded), sortable: true },
  { id: 'library', header: 'Library', cell: (video) => video.library, sortable: true },
];

const onEdit = fn();
const onDelete = fn();

const rowActions = (video: Video): DataTableRowAction[] => [
  ...(video.canEdit ? [{ id: 'edit', label: 'Edit', onAction: () => onEdit(video.id) }] : []),
  ...(video.canDelete
    ? [{ id: 'delete', label: 'Delete', tone: 'danger' as const, onAction: () => onDelete(video.id) }]
    : []),
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable,
  args: {
    'aria-label': 'Videos',
    columns: columns as DataTableColumn<unknown>[],
    rows: videos,
    getRowId: (row) => (row as Video).id,
    getRowLabel: (row) => (row as Video).title,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DataTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Videos' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Title',
      'Status',
      'Uploaded',
      'Library',
    ]);
    await expect(canvas.getByRole('cell', { name: '2024-03-01' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { selectionMode: 'multiple', view: 'list', isLoading: false, emptyText: 'No items match your search!' },
};

export const Sorting: Story = {
  args: { sort: { column: 'uploaded', direction: 'descending' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const uploaded = canvas.getByRole('columnheader', { name: /Uploaded/ });
    await expect(uploaded).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: /Status/ })).not.toHaveAttribute('aria-sort');
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'ascending' });
    await userEvent.click(canvas.getByRole('button', { name: 'Uploaded' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'uploaded', direction: 'ascending' });
    await expect(args.onSortChange).toHaveBeenCalledTimes(2);
  },
};

/** A press anywhere in a sortable header sorts, not only on its label: the button fills the cell. */
export const WholeHeaderSorts: Story = {
  args: { sort: { column: 'uploaded', direction: 'descending' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const header = canvas.getByRole('columnheader', { name: /Title/ });
    const button = within(header).getByRole('button', { name: 'Title' });
    const cell = header.getBoundingClientRect();
    const target = button.getBoundingClientRect();
    await expect(Math.abs(cell.width - target.width)).toBeLessThanOrEqual(2);
    await expect(Math.abs(cell.height - target.height)).toBeLessThanOrEqual(2);
    // The far right end of the header, away from the label.
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: button,
      coords: { clientX: cell.right - 3, clientY: cell.top + cell.height / 2 },
    });
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'ascending' });
  },
};

export const SortingUncontrolled: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('columnheader', { name: /Title/ });
    await expect(title).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: 'Title' }));
    await expect(title).toHaveAttribute('aria-sort', 'ascending');
    canvas.getByRole('button', { name: 'Title' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(title).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'title', direction: 'descending' });
  },
};

export const MultipleSelection: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const selectAll = canvas.getByRole('checkbox', { name: 'Select all' });
    await userEvent.click(selectAll);
    for (const video of videos) {
      await expect(canvas.getByRole('checkbox', { name: `Select ${video.title}` })).toBeChecked();
    }
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1', 'v2', 'v3']));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Quarterly update' }));
    await expect(selectAll).not.toBeChecked();
    await expect(selectAll).toHaveProperty('indeterminate', true);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1', 'v3']));
    await userEvent.click(selectAll);
    await userEvent.click(selectAll);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set());
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: new Set(['v2']) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: 'Select Quarterly update' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Product launch' }));
    await expect(canvas.getByRole('checkbox', { name: 'Select Quarterly update' })).not.toBeChecked();
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1']));
  },
};

export const RowActionsByPermission: Story = {
  args: { rowActions: rowActions as (row: unknown) => DataTableRowAction[] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { name: /^Edit / })).toHaveLength(2);
    await expect(canvas.getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: 'Edit Onboarding tour' })).toBeNull();
    onDelete.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Product launch' }));
    await expect(onDelete).toHaveBeenCalledWith('v1');
  },
};

export const DestructiveActionsInRowMenu: Story = {
  args: {
    rowActions: ((video: Video): DataTableRowAction[] =>
      rowActions(video).map((action) =>
        action.tone === 'danger' ? { ...action, placement: 'menu' as const } : action,
      )) as (row: unknown) => DataTableRowAction[],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /^Delete / })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^More actions for / })).toHaveLength(1);
    onDelete.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Product launch' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    await expect(onDelete).toHaveBeenCalledWith('v1');
  },
};

export const Loading: Story = {
  args: { rows: [], isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('No items match your search!')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match your search!')).toBeInTheDocument();
  },
};

export const Grid: Story = {
  args: { view: 'grid', selectionMode: 'multiple', rowActions: rowActions as (row: unknown) => DataTableRowAction[] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Videos' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set(['v1', 'v2', 'v3']));
  },
};

export const NarrowContainerForcesGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: { view: 'list' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Videos' })).toBeInTheDocument());
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
