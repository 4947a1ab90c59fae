import { AdminListScreen } from '@reelbase/app/pieces';
import type { Company } from '@reelbase/contract';
import { Select } from '@reelbase/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companies, listState } from './fixtures.ts';

const onResend = fn();

const companyList = { pageSize: 9, sort: { column: 'company_name', direction: 'ascending' } } as const;

const meta = {
  title: 'Console/Admin/AdminListScreen',
  component: AdminListScreen<Company>,
  args: {
    label: 'Companies',
    columns: [
      { id: 'company_name', header: 'Company Name', cell: (row: Company) => row.company_name, sortable: true },
      { id: 'email_address', header: 'E-mail Address', cell: (row: Company) => row.email_address ?? '' },
    ],
    list: listState(companies, companyList),
    getRowId: (row: Company) => String(row.id),
    getRowLabel: (row: Company) => row.company_name,
    searchLabel: 'Search companies',
    add: { label: 'Add Company', onAdd: fn() },
    canEdit: (row: Company) => row.id !== 3,
    onEdit: fn(),
    deletion: {
      canDelete: (row: Company) => row.id !== 1,
      onDelete: fn(async () => undefined),
      title: 'Delete company',
      message: 'The selected company will be deleted. Would you like to confirm?',
    },
  },
} satisfies Meta<typeof AdminListScreen<Company>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Companies' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    await expect(canvas.getByRole('search', { name: 'Find companies' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Companies' })).toBeInTheDocument();
    await expect(canvas.getByRole('navigation', { name: 'Companies pages' })).toBeInTheDocument();
    // Edit where allowed; Delete only in the row menu, where allowed.
    await expect(canvas.getByRole('button', { name: 'Edit Acme Media' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Initech' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'More actions for Acme Media' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Company' }));
    await expect(args.add?.onAdd).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const DeleteThroughRowMenu: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Globex' }));
    const item = await within(document.body).findByRole('menuitem', { name: 'Delete' });
    await userEvent.click(item);
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected company will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.deletion?.onDelete).toHaveBeenCalledWith(companies[1]));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const CancelKeepsTheRow: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions for Initech' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.deletion?.onDelete).not.toHaveBeenCalled();
  },
};

/** How the users list adopts it: a filter beside the search and "Resend invitation" before Delete. */
export const WithFilterAndMenuActions: Story = {
  args: {
    filters: (
      <Select
        label="Company filter"
        options={[
          { id: 'all', label: 'All companies' },
          { id: '2', label: 'Globex' },
        ]}
        selectedKey="all"
        onSelectionChange={fn()}
      />
    ),
    menuActions: (row: Company) =>
      row.id === 2 ? [{ id: 'resend', label: 'Resend invitation', onAction: () => onResend(row.id) }] : [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'Search companies' });
    const filter = canvas.getByRole('button', { name: /Company filter/ });
    // The filter and the search field line up on their bottom edge.
    await expect(Math.abs(search.getBoundingClientRect().bottom - filter.getBoundingClientRect().bottom)).toBeLessThan(
      3,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Globex' }));
    const menu = await within(document.body).findByRole('menu');
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Resend invitation', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Resend invitation' }));
    await expect(onResend).toHaveBeenCalledWith(2);
  },
};

export const WithoutActions: Story = {
  args: { add: undefined, onEdit: undefined, deletion: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add Company' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  },
};

export const SearchesAndPages: Story = {
  args: { list: listState(companies, { ...companyList, total: 30 }) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'acme');
    await waitFor(() => expect(args.list.onSearch).toHaveBeenCalledWith('acme'));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.list.onPageChange).toHaveBeenCalledWith(2);
  },
};
