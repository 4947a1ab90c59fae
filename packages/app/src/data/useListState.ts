import type { SortDescriptor } from '@reelbase/ui';
import { useCallback, useMemo, useState } from 'react';
import type { ListQuery } from './list.ts';

/**
 * One page of a list screen with its paging, sort and quick search: what a page hands its list as
 * one value (`list.withRows(answer)` of `useListState`).
 */
export interface ListScreenState<TRow> {
  rows: readonly TRow[];
  total: number;
  isLoading?: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  sort: SortDescriptor;
  onSortChange: (sort: SortDescriptor) => void;
  /** Called with the quick search text after typing pauses. */
  onSearch: (text: string) => void;
}

/** What a list call answers (an SWR answer of a list page fits). */
export interface ListAnswer<TRow> {
  data?: { data: readonly TRow[]; total: number };
  isLoading?: boolean;
}

/**
 * The page, sort, quick search and filters of a list screen. A new search, sort or filter goes
 * back to the first page.
 */
export function useListState(initial: { pageSize: number; sort: string; direction?: SortDescriptor['direction'] }) {
  const [page, setPage] = useState(1);
  const [quickSearch, setSearch] = useState('');
  const [sort, setSortState] = useState<SortDescriptor>({
    column: initial.sort,
    direction: initial.direction ?? 'ascending',
  });
  const [filters, setFilters] = useState<Record<string, number | string | null>>({});

  const setQuickSearch = useCallback((text: string) => {
    setSearch(text);
    setPage(1);
  }, []);
  const setSort = useCallback((next: SortDescriptor) => {
    setSortState(next);
    setPage(1);
  }, []);
  const setFilter = useCallback((name: string, value: number | string | null) => {
    setFilters((current) => ({ ...current, [name]: value }));
    setPage(1);
  }, []);

  const query: ListQuery = useMemo(
    () => ({ page, pageSize: initial.pageSize, quickSearch, sort, filters }),
    [page, initial.pageSize, quickSearch, sort, filters],
  );
  /** The list screen's state with the rows of the current page (none while they load). */
  const withRows = <TRow>(answer: ListAnswer<TRow>): ListScreenState<TRow> => ({
    rows: answer.data?.data ?? [],
    total: answer.data?.total ?? 0,
    isLoading: answer.isLoading,
    page,
    pageSize: initial.pageSize,
    onPageChange: setPage,
    sort,
    onSortChange: setSort,
    onSearch: setQuickSearch,
  });
  return { query, setFilter, withRows };
}
