export { DataTable, type DataTableProps, DEFAULT_EMPTY_TEXT } from './DataTable.tsx';
export type {
  DataTableColumn,
  DataTableRowAction,
  DataTableView,
  SelectionMode,
  SortDescriptor,
  SortDirection,
} from './types.ts';
export { useContainerWidth } from './useContainerWidth.ts';
export { GRID_BREAKPOINT_PX, type UseDataTableOptions, useDataTable } from './useDataTable.ts';
