import type { Company } from '@reelbase/contract';
import {
  Button,
  ConfirmModal,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  Paginator,
  QuickSearch,
  type SortDescriptor,
} from '@reelbase/ui';
import { ListSection, Toolbar } from '../admin/AdminLayout.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';
import { useDeleteConfirmation } from '../admin/useDeleteConfirmation.ts';

const columns: DataTableColumn<Company>[] = [
  { id: 'company_name', header: 'Company Name', cell: (row) => row.company_name, sortable: true },
  { id: 'contact_person', header: 'Contact Person', cell: (row) => row.contact_person ?? '', sortable: true },
  { id: 'phone_number', header: 'Phone Number', cell: (row) => row.phone_number ?? '', sortable: true },
  { id: 'email_address', header: 'E-mail Address', cell: (row) => row.email_address ?? '', sortable: true },
];

export interface CompaniesListProps {
  companies: readonly Company[];
  total: number;
  isLoading?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** Called with the quick search text after typing pauses (300 ms). */
  onSearch: (text: string) => void;
  /** Shows "Add Company" (store-company). */
  canAdd: boolean;
  onAdd: () => void;
  /** Whether edit and delete are offered on a row (manage-company; never delete your own company). */
  canEdit: (company: Company) => boolean;
  canDelete: (company: Company) => boolean;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => Promise<void>;
}

/** The companies list: quick search, sortable columns, paging, add, edit and delete with confirmation. */
export function CompaniesList(props: CompaniesListProps) {
  const confirmation = useDeleteConfirmation(props.onDelete);
  const rowActions = (company: Company) => {
    const actions: DataTableRowAction[] = [];
    if (props.canEdit(company)) actions.push({ id: 'edit', label: 'Edit', onAction: () => props.onEdit(company) });
    if (props.canDelete(company)) {
      actions.push({ id: 'delete', label: 'Delete', tone: 'danger', onAction: () => confirmation.ask(company) });
    }
    return actions;
  };
  return (
    <ListSection aria-label="Companies">
      <Toolbar>
        <QuickSearch
          label="Search companies"
          placeholder="Search companies"
          onSearch={props.onSearch}
          debounceMs={300}
        />
        {props.canAdd && <Button onPress={props.onAdd}>Add Company</Button>}
      </Toolbar>
      <DataTable
        aria-label="Companies"
        columns={columns}
        rows={props.companies}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.company_name}
        sort={props.sort}
        onSortChange={props.onSortChange}
        rowActions={rowActions}
        isLoading={props.isLoading}
      />
      <Paginator
        aria-label="Companies pages"
        page={props.page}
        pageSize={props.pageSize}
        totalItems={props.total}
        onPageChange={props.onPageChange}
      />
      <ConfirmModal
        {...confirmation.modal}
        title="Delete company"
        message={ADMIN_TEXTS.confirmCompanyDelete}
        confirmLabel="Delete"
      />
    </ListSection>
  );
}
