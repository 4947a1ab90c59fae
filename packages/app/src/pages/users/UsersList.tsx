import { INVITATION_TEXTS, roleBySlug, type UserListItem } from '@reelbase/contract';
import { type DataTableColumn, type DataTableRowAction, Select } from '@reelbase/ui';
import type { ListScreenState } from '../../data/useListState.ts';
import { AdminListScreen } from '../admin/AdminListScreen.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { AccountStatusPill } from './AccountStatusPill.tsx';

const nameColumn: DataTableColumn<UserListItem> = {
  id: 'name',
  header: 'Name',
  cell: (row) => row.name,
  sortable: true,
};
const companyColumn: DataTableColumn<UserListItem> = {
  id: 'company',
  header: 'Company',
  cell: (row) => row.company?.company_name ?? '',
  sortable: true,
};
const roleColumn: DataTableColumn<UserListItem> = {
  id: 'role',
  header: 'Role',
  cell: (row) => roleBySlug(row.role).name,
};
const statusColumn: DataTableColumn<UserListItem> = {
  id: 'status',
  header: 'Status',
  cell: (row) => <AccountStatusPill status={row.accountStatus} />,
};
const ALL_COMPANIES = 'all';

export interface UsersListProps {
  /** The page of users with its paging, sort and quick search (called 300 ms after typing). */
  list: ListScreenState<UserListItem>;
  /** The Company column and filter: super-admins and system-admins only. */
  showCompany: boolean;
  companies: readonly { id: number; company_name: string }[];
  companyFilter: number | null;
  onCompanyFilterChange: (companyId: number | null) => void;
  onAdd: () => void;
  onEdit: (user: UserListItem) => void;
  /** Mails a new invitation link to a user who has not set a password yet. */
  onResendInvitation: (user: UserListItem) => Promise<void>;
  onDelete: (user: UserListItem) => Promise<void>;
}

/**
 * The users list: Name, Company, Role and the account status (Active, Invited, Invitation
 * expired); Edit as a button, "Resend invitation" and Delete in the row's menu, each only where
 * the row allows it.
 */
export function UsersList(props: UsersListProps) {
  const columns = [nameColumn, ...(props.showCompany ? [companyColumn] : []), roleColumn, statusColumn];
  const menuActions = (user: UserListItem): DataTableRowAction[] =>
    user.canResendInvitation
      ? [
          {
            id: 'resend',
            label: INVITATION_TEXTS.resend,
            // A failure was shown by the API client.
            onAction: () => void props.onResendInvitation(user).catch(() => undefined),
          },
        ]
      : [];
  const companyFilter = props.showCompany ? (
    <Select
      label="Company filter"
      options={[
        { id: ALL_COMPANIES, label: 'All companies' },
        ...props.companies.map((company) => ({ id: String(company.id), label: company.company_name })),
      ]}
      selectedKey={props.companyFilter === null ? ALL_COMPANIES : String(props.companyFilter)}
      onSelectionChange={(key) =>
        props.onCompanyFilterChange(key === null || key === ALL_COMPANIES ? null : Number(key))
      }
    />
  ) : undefined;
  return (
    <AdminListScreen<UserListItem>
      label="Users"
      columns={columns}
      list={props.list}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.name}
      searchLabel="Search users"
      searchDebounceMs={300}
      filters={companyFilter}
      add={{ label: 'Add user', onAdd: props.onAdd }}
      canEdit={(row) => row.canEdit}
      onEdit={props.onEdit}
      menuActions={menuActions}
      deletion={{
        canDelete: (row) => row.canDelete,
        onDelete: props.onDelete,
        title: 'Delete user',
        message: ADMIN_TEXTS.confirmUserDelete,
      }}
    />
  );
}
