import type { Company } from '@reelbase/contract';
import type { DataTableColumn } from '@reelbase/ui';
import type { ListScreenState } from '../../data/useListState.ts';
import { AdminListScreen } from '../admin/AdminListScreen.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';

const columns: DataTableColumn<Company>[] = [
  { id: 'company_name', header: 'Company Name', cell: (row) => row.company_name, sortable: true },
  { id: 'contact_person', header: 'Contact Person', cell: (row) => row.contact_person ?? '', sortable: true },
  { id: 'phone_number', header: 'Phone Number', cell: (row) => row.phone_number ?? '', sortable: true },
  { id: 'email_address', header: 'E-mail Address', cell: (row) => row.email_address ?? '', sortable: true },
];

export interface CompaniesListProps {
  /** The page of companies with its paging, sort and quick search (called 300 ms after typing). */
  list: ListScreenState<Company>;
  /** Shows "Add Company" (store-company). */
  canAdd: boolean;
  onAdd: () => void;
  /** Whether edit and delete are offered on a row (manage-company; never delete your own company). */
  canEdit: (company: Company) => boolean;
  canDelete: (company: Company) => boolean;
  onEdit: (company: Company) => void;
  onDelete: (company: Company) => Promise<void>;
}

/** The companies list: quick search, sortable columns, paging, add, edit, and delete (row menu) with confirmation. */
export function CompaniesList(props: CompaniesListProps) {
  return (
    <AdminListScreen<Company>
      label="Companies"
      columns={columns}
      list={props.list}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.company_name}
      searchLabel="Search companies"
      searchDebounceMs={300}
      add={props.canAdd ? { label: 'Add Company', onAdd: props.onAdd } : undefined}
      canEdit={props.canEdit}
      onEdit={props.onEdit}
      deletion={{
        canDelete: props.canDelete,
        onDelete: props.onDelete,
        title: 'Delete company',
        message: ADMIN_TEXTS.confirmCompanyDelete,
      }}
    />
  );
}
