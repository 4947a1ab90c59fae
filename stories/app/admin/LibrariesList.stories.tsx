import { LibrariesList } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { libraries, listState } from './fixtures.ts';

const libraryList = { pageSize: 12, sort: { column: 'company_name', direction: 'ascending' } } as const;

const meta = {
  title: 'Console/Admin/LibrariesList',
  component: LibrariesList,
  args: {
    list: listState(libraries, libraryList),
    canAdd: true,
    onAdd: fn(),
    canManage: true,
    onEdit: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof LibrariesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Company/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Library name/ })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Libraries' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add library' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Delete is not a red button on the row: it sits in the row's menu.
    await expect(canvas.queryByRole('button', { name: 'Delete Training' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Training' }));
    const item = await within(document.body).findByRole('menuitem', { name: 'Delete' });
    await userEvent.click(item);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected library will be deleted. Would you like to confirm?');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(libraries[1]));
  },
};

export const EditOpensLibrary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Edit Newsroom' }));
    await expect(args.onEdit).toHaveBeenCalledWith(libraries[2]);
  },
};

export const SearchesAfterPause: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: 'Search libraries' }), 'news');
    await waitFor(() => expect(args.list.onSearch).toHaveBeenCalledWith('news'));
    await expect(args.list.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const ReadOnlyViewer: Story = {
  args: { canAdd: false, canManage: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add library' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { list: listState([], libraryList) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match your search!')).toBeInTheDocument();
  },
};

/** On a phone the list shows as cards, each named by its library with the company below. */
export const Phone: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <LibrariesList {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const card = canvas.getByText('Training').closest('li') as HTMLElement;
    await expect(within(card).getByText(libraries[1].company_name)).toBeInTheDocument();
    await expect(within(card).getByRole('button', { name: 'Edit Training' })).toBeInTheDocument();
    await expect(within(card).getByRole('button', { name: 'More actions for Training' })).toBeInTheDocument();
  },
};
