import {
  Button,
  ConfirmModal,
  DataTable,
  type DataTableColumn,
  type DataTableRowAction,
  Inline,
  Paginator,
  QuickSearch,
  Stack,
} from '@reelbase/ui';
import { type ReactNode, useId } from 'react';
import styled from 'styled-components';
import type { ListScreenState } from '../../data/useListState.ts';
import { PageTitle } from './AdminLayout.tsx';
import { useDeleteConfirmation } from './useDeleteConfirmation.ts';

/** The page's heading, level with the add button beside it. */
const Heading = styled(PageTitle)`
  margin: 0;
`;
/** The quick search: the whole width on a phone, at most 24rem on a wide screen. */
const SearchSlot = styled.div`
  flex: 1 1 14rem;
  max-width: 24rem;
  & > * {
    width: 100%;
  }
`;

/** Deleting a row: offered in the row's "More" menu where allowed, always after a confirmation. */
export interface AdminListDeletion<TRow extends object> {
  canDelete: (row: TRow) => boolean;
  /** Runs after the confirmation; a failure has been shown by the API client. */
  onDelete: (row: TRow) => Promise<void>;
  /** Title and question of the confirmation, e.g. "Delete company" and the specification's text. */
  title: string;
  message: string;
}

export interface AdminListScreenProps<TRow extends object> {
  /** Plural name of the entities ("Companies"): the page's heading; names the table and the paginator. */
  label: string;
  columns: DataTableColumn<TRow>[];
  /** The rows of the page shown with the paging, sort and quick search (`useListState`). */
  list: ListScreenState<TRow>;
  getRowId: (row: TRow) => string;
  /** Names a row in its actions ("Edit Acme Media", "More actions for Acme Media"). */
  getRowLabel: (row: TRow) => string;
  /** The quick search: its label (also its placeholder) and the pause after typing. */
  searchLabel: string;
  searchDebounceMs?: number;
  /** Filters after the quick search (e.g. a company select), aligned on the fields' bottom edge. */
  filters?: ReactNode;
  /** The add button ("Add Company") beside the heading; not shown when absent. */
  add?: { label: string; onAdd: () => void };
  /** "Edit" as a button on the rows where `canEdit` allows it. */
  canEdit?: (row: TRow) => boolean;
  onEdit?: (row: TRow) => void;
  /** Further actions of a row's "More" menu, listed before Delete (e.g. "Resend invitation"). */
  menuActions?: (row: TRow) => DataTableRowAction[];
  deletion?: AdminListDeletion<TRow>;
  emptyText?: string;
  /** The body of a row's card where the list shows as cards (narrow screens); columns by default. */
  renderCard?: (row: TRow) => ReactNode;
}

/**
 * An administration list screen: the heading with the add button; quick search and filters; a sortable
 * table whose rows offer Edit as a button and destructive actions in a "More" menu; the paginator;
 * and the delete confirmation. Presentational: data and callbacks come in as props.
 */
export function AdminListScreen<TRow extends object>(props: AdminListScreenProps<TRow>) {
  const { list, deletion, canEdit, onEdit, menuActions } = props;
  const confirmation = useDeleteConfirmation<TRow>(async (row) => deletion?.onDelete(row));
  const headingId = useId();
  const hasActions = Boolean(onEdit || menuActions || deletion);
  const rowActions = (row: TRow): DataTableRowAction[] => {
    const actions: DataTableRowAction[] = [];
    if (onEdit && (canEdit?.(row) ?? true)) actions.push({ id: 'edit', label: 'Edit', onAction: () => onEdit(row) });
    for (const action of menuActions?.(row) ?? []) actions.push({ ...action, placement: 'menu' });
    if (deletion?.canDelete(row)) {
      actions.push({
        id: 'delete',
        label: 'Delete',
        tone: 'danger',
        placement: 'menu',
        onAction: () => confirmation.ask(row),
      });
    }
    return actions;
  };
  return (
    <Stack as="section" $gap={4} aria-labelledby={headingId}>
      <Inline $gap={3} $justify="space-between">
        <Heading id={headingId}>{props.label}</Heading>
        {props.add && <Button onPress={props.add.onAdd}>{props.add.label}</Button>}
      </Inline>
      <Inline $gap={3} $align="end" role="search" aria-label={`Find ${props.label.toLowerCase()}`}>
        <SearchSlot>
          <QuickSearch
            label={props.searchLabel}
            placeholder={props.searchLabel}
            onSearch={list.onSearch}
            debounceMs={props.searchDebounceMs ?? 300}
          />
        </SearchSlot>
        {props.filters}
      </Inline>
      <DataTable
        aria-label={props.label}
        columns={props.columns}
        rows={list.rows}
        getRowId={props.getRowId}
        getRowLabel={props.getRowLabel}
        sort={list.sort}
        onSortChange={list.onSortChange}
        rowActions={hasActions ? rowActions : undefined}
        isLoading={list.isLoading}
        emptyText={props.emptyText}
        renderCard={props.renderCard}
      />
      <Paginator
        aria-label={`${props.label} pages`}
        page={list.page}
        pageSize={list.pageSize}
        totalItems={list.total}
        onPageChange={list.onPageChange}
      />
      {deletion && (
        <ConfirmModal {...confirmation.modal} title={deletion.title} message={deletion.message} confirmLabel="Delete" />
      )}
    </Stack>
  );
}
