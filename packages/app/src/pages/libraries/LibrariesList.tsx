import type { Library } from '@reelbase/contract';
import { type DataTableColumn, Stack, Text } from '@reelbase/ui';
import type { ListScreenState } from '../../data/useListState.ts';
import { AdminListScreen } from '../admin/AdminListScreen.tsx';
import { ADMIN_TEXTS } from '../admin/adminTexts.ts';

const columns: DataTableColumn<Library>[] = [
  { id: 'company_name', header: 'Company', cell: (row) => row.company_name, sortable: true },
  { id: 'name', header: 'Library name', cell: (row) => row.name, sortable: true },
];

export interface LibrariesListProps {
  /** The page of libraries with its paging, sort and quick search (called 200 ms after typing). */
  list: ListScreenState<Library>;
  /** Shows "Add library" (store-library). */
  canAdd: boolean;
  onAdd: () => void;
  /** Edit and delete are offered with manage-library. */
  canManage: boolean;
  onEdit: (library: Library) => void;
  onDelete: (library: Library) => Promise<void>;
}

/** The libraries list: company and library name, quick search, sorting, paging, add, edit, and delete (row menu). */
export function LibrariesList(props: LibrariesListProps) {
  const canManage = () => props.canManage;
  return (
    <AdminListScreen<Library>
      label="Libraries"
      columns={columns}
      list={props.list}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.name}
      searchLabel="Search libraries"
      searchDebounceMs={200}
      add={props.canAdd ? { label: 'Add library', onAdd: props.onAdd } : undefined}
      canEdit={canManage}
      onEdit={props.onEdit}
      renderCard={(row) => (
        <Stack $gap={1}>
          <Text>
            <strong>{row.name}</strong>
          </Text>
          <Text tone="muted" size="sm">
            {row.company_name}
          </Text>
        </Stack>
      )}
      deletion={{
        canDelete: canManage,
        onDelete: props.onDelete,
        title: 'Delete library',
        message: ADMIN_TEXTS.confirmLibraryDelete,
      }}
    />
  );
}
