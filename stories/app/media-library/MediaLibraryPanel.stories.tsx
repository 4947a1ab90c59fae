import { bulkActions, MediaLibraryPanel, type MediaLibraryPanelProps } from '@reelbase/app/pieces';
import type { LibrarySummary } from '@reelbase/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { libraries, videos } from './fixtures.ts';

type Viewer = Parameters<typeof bulkActions>[0];

/** An editor of both libraries: may delete and move every video. */
const EDITOR: Viewer = {
  permissions: { 'manage-videos-of-libraries': true, 'move-to-library': true },
  uploadEverywhere: false,
};
/** An editor of Marketing who only sees Training. */
const EDITOR_OF_MARKETING: Viewer = {
  permissions: { 'manage-videos-of-libraries': [1], 'move-to-library': [1, 3] },
  uploadEverywhere: false,
};
const READ_ONLY: Viewer = { permissions: { 'list-videos-of-libraries': true }, uploadEverywhere: false };
const targets: LibrarySummary[] = [
  { id: 1, name: 'Marketing', company_id: 1, company_name: 'Northwind' },
  { id: 2, name: 'Training', company_id: 1, company_name: 'Northwind' },
  { id: 3, name: 'Archive', company_id: 1, company_name: 'Northwind' },
];

/** The panel with its selection and view held like the page holds them, and the viewer's reach. */
function StatefulPanel({ viewer = EDITOR, ...props }: MediaLibraryPanelProps & { viewer?: Viewer }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(props.selectedIds);
  const [view, setView] = useState(props.view);
  const bulk = bulkActions(
    viewer,
    videos.filter((video) => selected.has(video.id)),
    targets,
  );
  return (
    <MediaLibraryPanel
      {...props}
      bulk={bulk}
      view={view}
      onViewChange={(next) => {
        setView(next);
        props.onViewChange(next);
      }}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        props.onSelectionChange(ids);
      }}
    />
  );
}

/** The panel under a "Back" that changes the search the way the address does. */
function PanelWithSearchFromOutside(props: MediaLibraryPanelProps) {
  const [search, setSearch] = useState({ text: 'launch', revision: 0 });
  return (
    <>
      <button type="button" onClick={() => setSearch(({ revision }) => ({ text: 'tour', revision: revision + 1 }))}>
        Back
      </button>
      <StatefulPanel {...props} defaultSearch={search.text} searchRevision={search.revision} />
    </>
  );
}

const meta = {
  title: 'Console/MediaLibrary/MediaLibraryPanel',
  component: MediaLibraryPanel,
  render: (args) => <StatefulPanel {...args} />,
  args: {
    videos,
    total: 30,
    page: 1,
    pageSize: 12,
    onPageChange: fn(),
    isFiltered: false,
    defaultSearch: '',
    onSearch: fn(),
    status: null,
    onStatusChange: fn(),
    libraries,
    library: null,
    onLibraryChange: fn(),
    sort: { column: 'publish_date', direction: 'descending' },
    onSortChange: fn(),
    view: 'list',
    onViewChange: fn(),
    selectedIds: new Set<string>(),
    onSelectionChange: fn(),
    openId: null,
    onOpen: fn(),
    bulk: { delete: { allowed: [], refused: [] }, move: { allowed: [], refused: [] } },
    onDelete: fn(async () => undefined),
    onDownload: fn(),
    onMove: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ width: 740 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof MediaLibraryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Videos' });
    for (const header of ['Title', 'Status', 'Uploaded', 'Library']) {
      await expect(within(table).getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    await expect(within(table).getByRole('columnheader', { name: /Uploaded/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(within(table).getByText('Unlisted')).toBeInTheDocument();
    await expect(within(table).getByText('Processing')).toBeInTheDocument();
    await expect(within(table).getAllByText('Northwind / Marketing')).toHaveLength(2);
    await expect(canvas.getByRole('navigation', { name: 'Video pages' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

export const Playground: Story = {};

export const SearchAfterPause: Story = {
  play: async ({ args, canvasElement }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search videos' });
    await userEvent.type(search, 'launch');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('launch'), { timeout: 1000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const PrefilledSearch: Story = {
  args: { defaultSearch: 'launch', isFiltered: true, videos: videos.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search videos' })).toHaveValue('launch');
  },
};

/** Back or Forward changed the search: a new revision shows the address's text in the field. */
export const SearchChangedFromOutside: Story = {
  render: (args) => <PanelWithSearchFromOutside {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = () => canvas.getByRole('searchbox', { name: 'Search videos' });
    await expect(field()).toHaveValue('launch');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(field()).toHaveValue('tour'));
  },
};

export const FilterByStatusAndLibrary: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /All statuses/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Unlisted' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('unlisted');
    await userEvent.click(canvas.getByRole('button', { name: /All libraries/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Northwind / Training' }));
    await expect(args.onLibraryChange).toHaveBeenCalledWith(2);
  },
};

export const SortMenuApply: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sort' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sort by' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Ascending' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Title' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'title', direction: 'ascending' });
  },
};

export const ListCheckboxSelectsTitleOpens: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // The checkbox only selects: no panel opens, and the bulk actions can be used at once.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Quarterly update' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([videos[1]?.id]));
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(canvas.getByText('1 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith([videos[1]?.id]);
    // Single select: choosing another video replaces the selection.
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Product launch' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(new Set([videos[0]?.id]));
    await expect(canvas.queryByRole('checkbox', { name: 'Select all' })).not.toBeInTheDocument();
    await expect(args.onOpen).not.toHaveBeenCalled();
    // The title opens the video; the selection stays as it was.
    await userEvent.click(canvas.getByRole('link', { name: 'Onboarding tour' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(1);
    await expect(args.onOpen).toHaveBeenLastCalledWith(videos[2]);
    await expect(canvas.getByRole('checkbox', { name: 'Select Product launch' })).toBeChecked();
  },
};

export const ListDeleteFromTheSelection: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Onboarding tour' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected video will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith([videos[2]?.id]));
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const GridSelectAllAndDelete: Story = {
  args: { view: 'grid' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Videos' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await expect(canvas.getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The 3 selected videos will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(videos.map((video) => video.id)));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const GridMultiSelectAndDownload: Story = {
  args: { view: 'grid' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Product launch' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Onboarding tour' }));
    await expect(canvas.getByText('2 selected')).toBeInTheDocument();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBePartiallyChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledWith([videos[0]?.id, videos[2]?.id]);
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const GridMultiSelectAndMove: Story = {
  args: { view: 'grid' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const move = canvas.getByRole('button', { name: 'Move' });
    await expect(move).toBeDisabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Product launch' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Onboarding tour' }));
    await userEvent.click(move);
    await expect(args.onMove).toHaveBeenCalledWith([videos[0]?.id, videos[2]?.id]);
  },
};

/** A read-only viewer is told why Delete and Move do nothing for the selection. */
export const ReadOnlyGetsTheReason: Story = {
  args: { view: 'grid' },
  render: (args) => <StatefulPanel {...args} viewer={READ_ONLY} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Product launch' }));
    const remove = canvas.getByRole('button', { name: 'Delete' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
    remove.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'You may not delete the selected videos.',
    );
    await expect(canvas.getByRole('button', { name: 'Move' })).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A selection over two libraries, one of them out of the viewer's reach: only the rest is acted on. */
export const MixedSelectionActsOnWhatIsAllowed: Story = {
  args: { view: 'grid' },
  render: (args) => <StatefulPanel {...args} viewer={EDITOR_OF_MARKETING} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select all' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Move' }));
    await expect(args.onMove).toHaveBeenCalledWith([videos[0]?.id, videos[1]?.id]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(
      'Delete 2 of 3 selected videos; you may not delete the other one. The 2 selected videos will be deleted.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith([videos[0]?.id, videos[1]?.id]));
  },
};

export const DeleteCancelled: Story = {
  args: { selectedIds: new Set([videos[1]?.id ?? '']) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected video will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const SwitchToGrid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Grid' }));
    await expect(args.onViewChange).toHaveBeenCalledWith('grid');
    await expect(canvas.getByRole('grid', { name: 'Videos' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Grid' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const NarrowForcesGrid: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 420 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('grid', { name: 'Videos' })).toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'List' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
  },
};

export const Paging: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const NoResults: Story = {
  args: { videos: [], total: 0, isFiltered: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match your search!')).toBeInTheDocument();
  },
};

export const NoVideosYet: Story = {
  args: { videos: [], total: 0, view: 'grid' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('There are no videos yet.')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { videos: [], total: 0, isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  },
};
