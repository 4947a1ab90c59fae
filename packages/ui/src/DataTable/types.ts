import type { ReactNode } from 'react';

export type SortDirection = 'ascending' | 'descending';

/** The sort a list is shown in: a column id and a direction (reported to the server). */
export interface SortDescriptor {
  column: string;
  direction: SortDirection;
}

export type SelectionMode = 'none' | 'single' | 'multiple';

export type DataTableView = 'list' | 'grid';

/** One column of a `DataTable`, typed by the row it renders. */
export interface DataTableColumn<TRow> {
  /** Stable id, also the value reported in `SortDescriptor.column`. */
  id: string;
  /** Header text; also the label in grid cards. */
  header: string;
  /** Renders the cell of one row. */
  cell: (row: TRow) => ReactNode;
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** CSS width of the column in list mode, e.g. `'30%'` or `'8rem'`. */
  width?: string;
}

/** An action offered on one row; the caller decides per row which actions apply (e.g. by permission). */
export interface DataTableRowAction {
  id: string;
  label: string;
  onAction: () => void;
  tone?: 'default' | 'danger';
  /**
   * `'inline'` (default): a button in the row. `'menu'`: an item of the row's "More" menu, where
   * destructive and rarely used actions belong (named "More actions for <row>").
   */
  placement?: 'inline' | 'menu';
}
