import { CompaniesList } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companies, listState } from './fixtures.ts';

const allowed = (): boolean => true;
const refused = (): boolean => false;

const companyList = { pageSize: 9, sort: { column: 'company_name', direction: 'ascending' } } as const;

const meta = {
  title: 'Console/Admin/CompaniesList',
  component: CompaniesList,
  args: {
    list: listState(companies, companyList),
    canAdd: true,
    onAdd: fn(),
    canEdit: allowed,
    // The viewer belongs to Acme Media: no delete on that row.
    canDelete: (company) => company.id !== 1,
    onEdit: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof CompaniesList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const header of ['Company Name', 'Contact Person', 'Phone Number', 'E-mail Address']) {
      await expect(canvas.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: 'Add Company' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Acme Media' })).toBeInTheDocument();
    // No red Delete buttons on the rows: delete is in each row's menu, and not offered for your own company.
    await expect(canvas.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'More actions for Acme Media' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'More actions for Globex' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More actions for Globex' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected company will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(companies[1]));
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const EscapeCancelsDelete: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions for Initech' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    await within(document.body).findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const SearchAndSort: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search companies' }), 'glob');
    await waitFor(() => expect(args.list.onSearch).toHaveBeenCalledWith('glob'));
    await userEvent.click(canvas.getByRole('button', { name: /Contact Person/ }));
    await expect(args.list.onSortChange).toHaveBeenCalledWith(expect.objectContaining({ column: 'contact_person' }));
  },
};

export const WithoutManagePermission: Story = {
  args: { canAdd: false, canEdit: refused, canDelete: refused },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Add Company' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^More actions for / })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { list: listState([], companyList) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match your search!')).toBeInTheDocument();
  },
};

export const Loading: Story = { args: { list: listState([], { ...companyList, isLoading: true }) } };

export const ManyPages: Story = {
  args: { list: listState(companies, { ...companyList, total: 40, page: 2 }) },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Page 3' }));
    await expect(args.list.onPageChange).toHaveBeenCalledWith(3);
  },
};
