import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useId } from 'react-aria';
import { Card, CardFields, CardHeader, Grid, Message } from './DataTable.styles.ts';
import { RowActions } from './RowActions.tsx';
import { SelectionCheckbox } from './SelectionCheckbox.tsx';
import type { DataTableColumn, DataTableRowAction } from './types.ts';
import type { useDataTable } from './useDataTable.ts';

interface DataTableGridProps<TRow extends RowData> {
  'aria-label': string;
  table: ReturnType<typeof useDataTable<TRow>>['table'];
  columns: ReadonlyArray<DataTableColumn<TRow>>;
  selectAll: ReactNode;
  rowLabel: (row: TRow, id: string) => string;
  rowActions?: (row: TRow) => ReadonlyArray<DataTableRowAction>;
  renderCard?: (row: TRow) => ReactNode;
  /** The empty text to show, or `null` when there are rows or data is loading. */
  emptyText: string | null;
}

/** The grid mode of `DataTable`: one card per row in a labelled list. */
export function DataTableGrid<TRow extends RowData>(props: DataTableGridProps<TRow>) {
  const { table, columns, rowLabel } = props;
  const canSelect = table.options.enableRowSelection === true;
  const [titleColumn, ...fieldColumns] = columns;
  const labelId = useId();
  return (
    <>
      {props.selectAll && <div>{props.selectAll}</div>}
      <span id={labelId} hidden>
        {props['aria-label']}
      </span>
      {props.emptyText !== null ? (
        <Message>{props.emptyText}</Message>
      ) : (
        <Grid aria-labelledby={labelId}>
          {table.getRowModel().rows.map((row) => {
            const label = rowLabel(row.original, row.id);
            return (
              <Card key={row.id} data-selected={row.getIsSelected() || undefined}>
                <CardHeader>
                  {canSelect && (
                    <SelectionCheckbox
                      label={`Select ${label}`}
                      isSelected={row.getIsSelected()}
                      onChange={(value) => row.toggleSelected(value)}
                    />
                  )}
                  {props.renderCard ? null : titleColumn?.cell(row.original)}
                </CardHeader>
                {props.renderCard ? (
                  props.renderCard(row.original)
                ) : (
                  <CardFields>
                    {fieldColumns.map((column) => (
                      <div key={column.id} style={{ display: 'contents' }}>
                        <dt>{column.header}</dt>
                        <dd>{column.cell(row.original)}</dd>
                      </div>
                    ))}
                  </CardFields>
                )}
                {props.rowActions && <RowActions actions={props.rowActions(row.original)} rowLabel={label} />}
              </Card>
            );
          })}
        </Grid>
      )}
    </>
  );
}
