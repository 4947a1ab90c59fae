import type { SortDescriptor } from '@reelbase/ui';
import { useCallback, useMemo, useState } from 'react';
import type { ListQuery } from './list.ts';

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
  return { query, tableSort: sort, setPage, setSort, setQuickSearch, setFilter };
}
