import { roleBySlug, type UserListItem } from '@reelbase/contract';
import {
  Button,
  ConfirmModal,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  Paginator,
  QuickSearch,
  Select,
  type SortDescriptor,
} from '@reelbase/ui';
import { ListSection, Toolbar } from '../admin/AdminLayout.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { useDeleteConfirmation } from '../admin/useDeleteConfirmation.ts';

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
const ALL_COMPANIES = 'all';

export interface UsersListProps {
  users: readonly UserListItem[];
  total: number;
  isLoading?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  onSearch: (text: string) => void;
  /** The Company column and filter: super-admins and system-admins only. */
  showCompany: boolean;
  companies: readonly { id: number; company_name: string }[];
  companyFilter: number | null;
  onCompanyFilterChange: (companyId: number | null) => void;
  onAdd: () => void;
  onEdit: (user: UserListItem) => void;
  onDelete: (user: UserListItem) => Promise<void>;
}

/** The users list: Name, Company and Role; edit and delete only where the row allows them. */
export function UsersList(props: UsersListProps) {
  const confirmation = useDeleteConfirmation(props.onDelete);
  const columns = props.showCompany ? [nameColumn, companyColumn, roleColumn] : [nameColumn, roleColumn];
  const rowActions = (user: UserListItem) => {
    const actions: DataTableRowAction[] = [];
    if (user.canEdit) actions.push({ id: 'edit', label: 'Edit', onAction: () => props.onEdit(user) });
    if (user.canDelete) {
      actions.push({ id: 'delete', label: 'Delete', tone: 'danger', onAction: () => confirmation.ask(user) });
    }
    return actions;
  };
  return (
    <ListSection aria-label="Users">
      <Toolbar>
        <QuickSearch label="Search users" placeholder="Search users" onSearch={props.onSearch} debounceMs={300} />
        {props.showCompany && (
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
        )}
        <Button onPress={props.onAdd}>Add user</Button>
      </Toolbar>
      <DataTable
        aria-label="Users"
        columns={columns}
        rows={props.users}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        sort={props.sort}
        onSortChange={props.onSortChange}
        rowActions={rowActions}
        isLoading={props.isLoading}
      />
      <Paginator
        aria-label="Users pages"
        page={props.page}
        pageSize={props.pageSize}
        totalItems={props.total}
        onPageChange={props.onPageChange}
      />
      <ConfirmModal
        {...confirmation.modal}
        title="Delete user"
        message={ADMIN_TEXTS.confirmUserDelete}
        confirmLabel="Delete"
      />
    </ListSection>
  );
}
