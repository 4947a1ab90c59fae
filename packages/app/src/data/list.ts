import type { SortDescriptor } from '@reelbase/ui';
import { mutate } from 'swr';

/** The query of one list page as the API reads it (page, pageSize, quickSearch, sort, direction, filters). */
export interface ListQuery {
  page: number;
  pageSize: number;
  quickSearch: string;
  sort: SortDescriptor;
  filters?: Record<string, number | string | null | undefined>;
}

/** The address of a list page: `/api/users?page=1&pageSize=9&sort=name&direction=asc`. */
export function listUrl(base: string, query: ListQuery): string {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort.column,
    direction: query.sort.direction === 'descending' ? 'desc' : 'asc',
  });
  if (query.quickSearch.trim()) params.set('quickSearch', query.quickSearch.trim());
  for (const [name, value] of Object.entries(query.filters ?? {})) {
    if (value !== null && value !== undefined && value !== '') params.set(name, String(value));
  }
  return `${base}?${params.toString()}`;
}

/** Revalidates every cached page of a list (after a save elsewhere changed it). */
export function invalidateList(base: string): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && (key === base || key.startsWith(`${base}?`)));
}

/** The SWR options of a record page: on a load failure the page goes where the spec says. */
export function redirectOnError(onError: (() => void) | undefined) {
  return { onError: () => onError?.() };
}
