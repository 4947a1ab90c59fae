import type { Library } from '@reelbase/contract';
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

const columns: DataTableColumn<Library>[] = [
  { id: 'company_name', header: 'Company', cell: (row) => row.company_name, sortable: true },
  { id: 'name', header: 'Library name', cell: (row) => row.name, sortable: true },
];

export interface LibrariesListProps {
  libraries: readonly Library[];
  total: number;
  isLoading?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** Called with the quick search text after typing pauses (200 ms). */
  onSearch: (text: string) => void;
  /** Shows "Add library" (store-library). */
  canAdd: boolean;
  onAdd: () => void;
  /** Edit and delete are offered with manage-library. */
  canManage: boolean;
  onEdit: (library: Library) => void;
  onDelete: (library: Library) => Promise<void>;
}

/** The libraries list: company and library name, quick search, sorting, paging, add, edit and delete. */
export function LibrariesList(props: LibrariesListProps) {
  const confirmation = useDeleteConfirmation(props.onDelete);
  const rowActions = (library: Library): DataTableRowAction[] =>
    props.canManage
      ? [
          { id: 'edit', label: 'Edit', onAction: () => props.onEdit(library) },
          { id: 'delete', label: 'Delete', tone: 'danger', onAction: () => confirmation.ask(library) },
        ]
      : [];
  return (
    <ListSection aria-label="Libraries">
      <Toolbar>
        <QuickSearch
          label="Search libraries"
          placeholder="Search libraries"
          onSearch={props.onSearch}
          debounceMs={200}
        />
        {props.canAdd && <Button onPress={props.onAdd}>Add library</Button>}
      </Toolbar>
      <DataTable
        aria-label="Libraries"
        columns={columns}
        rows={props.libraries}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.name}
        sort={props.sort}
        onSortChange={props.onSortChange}
        rowActions={rowActions}
        isLoading={props.isLoading}
      />
      <Paginator
        aria-label="Libraries pages"
        page={props.page}
        pageSize={props.pageSize}
        totalItems={props.total}
        onPageChange={props.onPageChange}
      />
      <ConfirmModal
        {...confirmation.modal}
        title="Delete library"
        message={ADMIN_TEXTS.confirmLibraryDelete}
        confirmLabel="Delete"
      />
    </ListSection>
  );
}
