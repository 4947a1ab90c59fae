import {
  createColumnHelper,
  type RowData,
  type RowSelectionState,
  rowSelectionFeature,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import { type RefObject, useMemo, useState } from 'react';
import type { DataTableColumn, DataTableView, SelectionMode, SortDescriptor } from './types.ts';
import { useContainerWidth } from './useContainerWidth.ts';

/** Below this container width the table always shows cards. */
export const GRID_BREAKPOINT_PX = 600;

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

export interface UseDataTableOptions<TRow extends RowData> {
  columns: ReadonlyArray<DataTableColumn<TRow>>;
  rows: ReadonlyArray<TRow>;
  getRowId: (row: TRow) => string;
  sort?: SortDescriptor | null;
  defaultSort?: SortDescriptor | null;
  onSortChange?: (sort: SortDescriptor) => void;
  selectionMode?: SelectionMode;
  selectedKeys?: ReadonlySet<string>;
  defaultSelectedKeys?: ReadonlySet<string>;
  onSelectionChange?: (keys: Set<string>) => void;
  view?: DataTableView;
  gridBreakpoint?: number;
}

const resolve = <T>(updater: Updater<T>, old: T): T =>
  typeof updater === 'function' ? (updater as (value: T) => T)(old) : updater;

const toSorting = (sort: SortDescriptor | null | undefined): SortingState =>
  sort ? [{ id: sort.column, desc: sort.direction === 'descending' }] : [];

const toRecord = (keys: ReadonlySet<string>): RowSelectionState =>
  Object.fromEntries([...keys].map((key) => [key, true]));

/**
 * The state of a `DataTable` without markup: a TanStack table with server-side (manual) sorting and
 * row selection, both controllable, and the view actually shown (grid when the container is narrow).
 */
export function useDataTable<TRow extends RowData>(
  options: UseDataTableOptions<TRow>,
  containerRef: RefObject<HTMLElement | null>,
) {
  const { columns, rows, getRowId, selectionMode = 'none', view = 'list' } = options;
  const [ownSort, setOwnSort] = useState(options.defaultSort ?? null);
  const [ownKeys, setOwnKeys] = useState<ReadonlySet<string>>(options.defaultSelectedKeys ?? new Set());
  const sort = options.sort !== undefined ? options.sort : ownSort;
  const selectedKeys = options.selectedKeys ?? ownKeys;

  const tableColumns = useMemo(() => {
    const helper = createColumnHelper<typeof features, TRow>();
    return helper.columns(
      columns.map((column) =>
        helper.accessor((row) => row as unknown as string, {
          id: column.id,
          header: column.header,
          cell: (context) => column.cell(context.row.original),
          enableSorting: column.sortable ?? false,
        }),
      ),
    );
  }, [columns]);

  const sorting = useMemo(() => toSorting(sort), [sort]);
  const rowSelection = useMemo(() => toRecord(selectedKeys), [selectedKeys]);

  const table = useTable({
    features,
    columns: tableColumns,
    data: rows,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    manualSorting: true,
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    enableRowSelection: selectionMode !== 'none',
    enableMultiRowSelection: selectionMode === 'multiple',
    onSortingChange: (updater) => {
      const [first] = resolve(updater, sorting);
      if (!first) return;
      const next: SortDescriptor = { column: first.id, direction: first.desc ? 'descending' : 'ascending' };
      setOwnSort(next);
      options.onSortChange?.(next);
    },
    onRowSelectionChange: (updater) => {
      const record = resolve(updater, rowSelection);
      const keys = new Set(Object.keys(record).filter((key) => record[key]));
      setOwnKeys(keys);
      options.onSelectionChange?.(keys);
    },
  });

  const width = useContainerWidth(containerRef);
  const isNarrow = width !== null && width < (options.gridBreakpoint ?? GRID_BREAKPOINT_PX);
  const effectiveView: DataTableView = isNarrow ? 'grid' : view;

  const ariaSort = (columnId: string): 'ascending' | 'descending' | 'none' =>
    sort?.column === columnId ? sort.direction : 'none';

  return { table, sort, selectedKeys, view: effectiveView, isNarrow, ariaSort };
}
