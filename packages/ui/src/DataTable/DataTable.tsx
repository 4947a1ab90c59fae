import type { RowData } from '@tanstack/react-table';
import { type ReactNode, useRef } from 'react';
import { VisuallyHidden } from 'react-aria';
import { Spinner } from '../Spinner/index.ts';
import { ActionsCell, Busy, Container, MessageCell, SelectCell, Table } from './DataTable.styles.ts';
import { DataTableGrid } from './DataTableGrid.tsx';
import { RowActions } from './RowActions.tsx';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';
import { SortHeader } from './SortHeader.tsx';
import type { DataTableRowAction } from './types.ts';
import { type UseDataTableOptions, useDataTable } from './useDataTable.ts';

/** Shown when there are no rows (and nothing is loading). */
export const DEFAULT_EMPTY_TEXT = 'No items match your search!';

export interface DataTableProps<TRow extends RowData> extends UseDataTableOptions<TRow> {
  /** Accessible name of the table (and of the card list in grid mode). */
  'aria-label': string;
  /** A short text naming a row, used in checkbox and action labels; defaults to the row id. */
  getRowLabel?: (row: TRow) => string;
  /** The actions of one row; return only those the user may use on that row. */
  rowActions?: (row: TRow) => ReadonlyArray<DataTableRowAction>;
  /** Custom body of a card in grid mode; by default the columns are listed as label and value. */
  renderCard?: (row: TRow) => ReactNode;
  /** Shows a busy indicator and marks the table `aria-busy`. */
  isLoading?: boolean;
  emptyText?: string;
}

/**
 * The console's list of entities: typed columns, server-side sorting (`onSortChange`), single or
 * multiple selection with select-all, per-row actions, list or card grid (grid is forced when the
 * container is narrower than 600 px), loading and empty states.
 */
export function DataTable<TRow extends RowData>(props: DataTableProps<TRow>) {
  const { columns, selectionMode = 'none', isLoading = false, emptyText = DEFAULT_EMPTY_TEXT } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const { table, view, ariaSort } = useDataTable(props, containerRef);
  const rows = table.getRowModel().rows;
  const rowLabel = (row: TRow, id: string) => props.getRowLabel?.(row) ?? id;
  const hasActions = props.rowActions !== undefined;
  const canSelect = selectionMode !== 'none';
  const columnCount = columns.length + (canSelect ? 1 : 0) + (hasActions ? 1 : 0);
  const isEmpty = rows.length === 0 && !isLoading;

  const selectAll =
    selectionMode === 'multiple' ? (
      <SelectionCheckbox
        label="Select all"
        showLabel={view === 'grid'}
        isSelected={rows.length > 0 && table.getIsAllRowsSelected()}
        isIndeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
        onChange={(value) => table.toggleAllRowsSelected(value)}
      />
    ) : null;

  return (
    <Container ref={containerRef} data-view={view} aria-busy={isLoading || undefined}>
      {view === 'grid' ? (
        <DataTableGrid
          aria-label={props['aria-label']}
          table={table}
          columns={columns}
          selectAll={selectAll}
          rowLabel={rowLabel}
          rowActions={props.rowActions}
          renderCard={props.renderCard}
          emptyText={isEmpty ? emptyText : null}
        />
      ) : (
        <Table aria-label={props['aria-label']} aria-busy={isLoading || undefined}>
          <colgroup>
            {canSelect && <col />}
            {columns.map((column) => (
              <col key={column.id} style={column.width ? { width: column.width } : undefined} />
            ))}
            {hasActions && <col />}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {canSelect && <th scope="col">{selectAll ?? <VisuallyHidden>Selected</VisuallyHidden>}</th>}
                {group.headers.map((header) => {
                  const column = header.column;
                  const label = columns.find((c) => c.id === column.id)?.header ?? column.id;
                  return (
                    <th key={header.id} scope="col" aria-sort={column.getCanSort() ? ariaSort(column.id) : undefined}>
                      {column.getCanSort() ? (
                        <SortHeader
                          label={label}
                          direction={ariaSort(column.id)}
                          onSort={() => column.toggleSorting()}
                        />
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
                {hasActions && (
                  <th scope="col">
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.map((row) => {
              const label = rowLabel(row.original, row.id);
              return (
                <tr key={row.id} data-selected={row.getIsSelected() || undefined}>
                  {canSelect && (
                    <SelectCell>
                      <SelectionCheckbox
                        label={`Select ${label}`}
                        isSelected={row.getIsSelected()}
                        onChange={(value) => row.toggleSelected(value)}
                      />
                    </SelectCell>
                  )}
                  {row.getAllCells().map((cell) => (
                    <td key={cell.id}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ))}
                  {hasActions && (
                    <ActionsCell>
                      <RowActions actions={props.rowActions?.(row.original) ?? []} rowLabel={label} />
                    </ActionsCell>
                  )}
                </tr>
              );
            })}
            {isEmpty && (
              <tr>
                <MessageCell colSpan={columnCount}>{emptyText}</MessageCell>
              </tr>
            )}
            {isLoading && rows.length === 0 && (
              <tr>
                <MessageCell colSpan={columnCount}>&nbsp;</MessageCell>
              </tr>
            )}
          </tbody>
        </Table>
      )}
      {isLoading && (
        <Busy>
          <Spinner label="Loading" />
        </Busy>
      )}
    </Container>
  );
}
