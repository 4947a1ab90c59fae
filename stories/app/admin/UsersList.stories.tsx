import { UsersList } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companies, listState, users } from './fixtures.ts';

const userList = { pageSize: 9, sort: { column: 'name', direction: 'ascending' } } as const;

const meta = {
  title: 'Console/Admin/UsersList',
  component: UsersList,
  args: {
    list: listState(users, userList),
    showCompany: true,
    companies,
    companyFilter: null,
    onCompanyFilterChange: fn(),
    onAdd: fn(),
    onEdit: fn(),
    onResendInvitation: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof UsersList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the row menu of a user and answers its items. */
async function openRowMenu(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: `More actions for ${name}` }));
  return within(document.body).findByRole('menu');
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: /Company/ })).toBeInTheDocument();
    const role = canvas.getByRole('columnheader', { name: 'Role' });
    await expect(within(role).queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Edit Ada Lovelace' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Edit Hedy Lamarr' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Delete Hedy Lamarr' })).not.toBeInTheDocument();
    await expect(canvas.getByText('Company admin')).toBeInTheDocument();
  },
};

export const StatusAndRowMenu: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    const rowOf = (name: string) => canvas.getByRole('row', { name: new RegExp(name) });
    await expect(within(rowOf('Grace Hopper')).getByText('Active')).toBeInTheDocument();
    await expect(within(rowOf('Hedy Lamarr')).getByText('Invitation expired')).toBeInTheDocument();
    await expect(within(rowOf('Katherine Johnson')).getByText('Invited')).toBeInTheDocument();
    // No red Delete button in the rows: deleting is in the row menu.
    await expect(canvas.queryAllByRole('button', { name: /^Delete/ })).toEqual([]);
    // A row without any action has no menu either.
    await expect(canvas.queryByRole('button', { name: 'More actions for Ada Lovelace' })).not.toBeInTheDocument();
    const graceMenu = await openRowMenu(canvasElement, 'Grace Hopper');
    await expect(within(graceMenu).getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await expect(within(graceMenu).queryByRole('menuitem', { name: 'Resend invitation' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('menu')).not.toBeInTheDocument());
  },
};

export const ResendInvitation: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openRowMenu(canvasElement, 'Hedy Lamarr');
    // Hedy may be edited but not deleted: the menu offers only the invitation.
    await expect(within(menu).queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Resend invitation' }));
    await waitFor(() => expect(args.onResendInvitation).toHaveBeenCalledWith(users[2]));
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const DeleteAfterConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const menu = await openRowMenu(canvasElement, 'Grace Hopper');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('The selected user will be deleted. Would you like to confirm?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(users[1]));
  },
};

export const FilterByCompany: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Company filter/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Globex' }));
    await expect(args.onCompanyFilterChange).toHaveBeenCalledWith(2);
  },
};

export const CompanyAdminViewer: Story = {
  args: {
    showCompany: false,
    list: listState(
      users.filter((user) => user.company?.id === 1),
      userList,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: /Company/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /Company filter/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Hedy Lamarr')).not.toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { list: listState([], userList) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No items match your search!')).toBeInTheDocument();
  },
};
