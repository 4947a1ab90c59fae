import { UserForm } from '@reelbase/app/pieces';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { companies, editorUser, invitedUser, librarySummaries, roles } from './fixtures.ts';

const meta = {
  title: 'Console/Admin/UserForm',
  component: UserForm,
  args: {
    user: editorUser,
    canEdit: true,
    roles,
    showRole: true,
    isPlatformViewer: true,
    viewerCompanyId: null,
    libraries: librarySummaries,
    loadCompanies: fn(async (query: string) =>
      companies.filter((company) => company.company_name.toLowerCase().includes(query.toLowerCase())),
    ),
    onSave: fn(async () => undefined),
    onBack: fn(),
    onResendInvitation: fn(async () => ({
      sent: true as const,
      to: invitedUser.email,
      expiresAt: '2026-11-30T09:00:00.000Z',
    })),
  },
} satisfies Meta<typeof UserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const editorRow = (canvas: ReturnType<typeof within>) => canvas.getByRole('group', { name: 'Editor libraries' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Edit user' })).toBeInTheDocument();
    await expect(canvas.getByLabelText(/^Email/)).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Can upload to all libraries' })).toBeInTheDocument();
    await expect(within(editorRow(canvas)).getByText('Marketing')).toBeInTheDocument();
    const invitation = canvas.getByRole('region', { name: 'Invitation' });
    await expect(within(invitation).getByText('Active')).toBeInTheDocument();
    await expect(within(invitation).queryByRole('button', { name: 'Resend invitation' })).not.toBeInTheDocument();
  },
};

export const InvitedUser: Story = {
  args: { user: invitedUser },
  play: async ({ args, canvasElement }) => {
    const invitation = within(canvasElement).getByRole('region', { name: 'Invitation' });
    await expect(within(invitation).getByText('Invited')).toBeInTheDocument();
    await expect(
      within(invitation).getByText('The invitation link works until 2026-11-29 10:00 Amsterdam time.'),
    ).toBeInTheDocument();
    await expect(within(invitation).queryByText(/Invitation sent to/)).not.toBeInTheDocument();
    await userEvent.click(within(invitation).getByRole('button', { name: 'Resend invitation' }));
    await expect(args.onResendInvitation).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(within(invitation).getByRole('status')).toHaveTextContent('Invitation sent to katherine@acme.test'),
    );
  },
};

export const InvitationExpired: Story = {
  args: {
    user: { ...invitedUser, accountStatus: 'invitation-expired', invitationExpiresAt: '2026-11-20T09:00:00.000Z' },
  },
  play: async ({ canvasElement }) => {
    const invitation = within(canvasElement).getByRole('region', { name: 'Invitation' });
    await expect(within(invitation).getByText('Invitation expired')).toBeInTheDocument();
    await expect(within(invitation).getByRole('button', { name: 'Resend invitation' })).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const MovesLibraryToReadOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const readOnly = canvas.getByRole('group', { name: 'Read-only libraries' });
    await userEvent.click(within(readOnly).getByRole('button', { name: /Read-only libraries/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Marketing (now Editor)' }));
    await expect(within(readOnly).getByText('Marketing')).toBeInTheDocument();
    await expect(within(editorRow(canvas)).queryByText('Marketing')).not.toBeInTheDocument();
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ libraries: [{ id: 11, role: 'read-only' }] })),
    );
  },
};

export const LibrariesOfTheUsersCompanyOnly: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Uploader libraries' })).getByRole('button', { name: /Uploader/ }),
    );
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Training' })).toBeInTheDocument();
    await expect(within(listbox).queryByRole('option', { name: 'Newsroom' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
  },
};

export const CompanyAdminRoleClearsLibraries: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Role$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Company admin' }));
    await expect(canvas.queryByRole('group', { name: 'Editor libraries' })).not.toBeInTheDocument();
    const save = canvas.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(expect.objectContaining({ role: 'company-admin', libraries: [] })),
    );
  },
};

export const NewUser: Story = {
  args: { user: null },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Add user' })).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: 'Invitation' })).not.toBeInTheDocument();
    const add = canvas.getByRole('button', { name: 'Add user' });
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Alan Turing');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'alan@globex.test');
    await userEvent.click(canvas.getByRole('button', { name: /Role$/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Uploader' }));
    await waitFor(() => expect(canvas.getByText('The company is required.')).toBeInTheDocument());
    await expect(add).toBeDisabled();
    await userEvent.type(canvas.getByRole('combobox', { name: /Company/ }), 'glob');
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Globex' }));
    await userEvent.click(
      within(canvas.getByRole('group', { name: 'Uploader libraries' })).getByRole('button', { name: /Uploader/ }),
    );
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Newsroom' }));
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Alan Turing',
        phone_number: null,
        role: 'uploader',
        email: 'alan@globex.test',
        company_id: 2,
        upload_everywhere: false,
        libraries: [{ id: 13, role: 'uploader' }],
      }),
    );
  },
};

export const CompanyAdminViewer: Story = {
  args: {
    user: null,
    isPlatformViewer: false,
    viewerCompanyId: 1,
    roles: roles.filter((role) => role.library_level),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('combobox', { name: /Company/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: 'Can upload to all libraries' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: /Role$/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).queryByRole('option', { name: 'Company admin' })).not.toBeInTheDocument();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Editor' }));
    await expect(canvas.getByRole('group', { name: 'Editor libraries' })).toBeInTheDocument();
  },
};

export const RoleNotEditable: Story = {
  args: { showRole: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Role$/ })).not.toBeInTheDocument();
  },
};

export const ServerError: Story = {
  args: { user: null, serverErrors: { email: ['The email has already been taken.'] } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The email has already been taken.')).toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { user: editorUser, canEdit: false },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'User details' })).toBeInTheDocument();
    await expect(canvas.getByText('You may not edit this user.')).toBeInTheDocument();
    await expect(canvas.getByText(editorUser.email)).toBeInTheDocument();
    await expect(canvas.getByText('Editor')).toBeInTheDocument();
    await expect(canvas.getByText('Marketing')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('form', { name: 'User' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Back to users' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};
