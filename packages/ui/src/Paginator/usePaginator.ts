import { PAGINATION_RANGE } from '@reelbase/contract';

export interface UsePaginatorOptions {
  /** The current page, starting at 1. */
  page: number;
  totalItems: number;
  pageSize: number;
  /** Pages shown either side of the current one. */
  range?: number;
}

/** The pages to show: `range` pages either side of `current`, clamped to `1..totalPages`. */
export function getPageWindow(current: number, totalPages: number, range: number): number[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const first = Math.max(1, page - range);
  const last = Math.min(totalPages, page + range);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** Paging arithmetic without markup: total pages, the visible page window and the items shown. */
export function usePaginator({ page, totalItems, pageSize, range = PAGINATION_RANGE }: UsePaginatorOptions) {
  const totalPages = pageSize > 0 ? Math.ceil(Math.max(0, totalItems) / pageSize) : 0;
  const current = totalPages === 0 ? 0 : Math.min(Math.max(1, page), totalPages);
  const pages = getPageWindow(current, totalPages, range);
  const firstItem = totalPages === 0 ? 0 : (current - 1) * pageSize + 1;
  const lastItem = Math.min(totalItems, current * pageSize);
  return {
    totalPages,
    current,
    pages,
    firstItem,
    lastItem,
    canGoBack: current > 1,
    canGoForward: current < totalPages,
  };
}
