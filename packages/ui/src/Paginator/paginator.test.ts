import { describe, expect, it } from 'vitest';
import { getPageWindow, usePaginator } from './usePaginator.ts';

describe('getPageWindow', () => {
  it('shows two pages either side of the current page', () => {
    expect(getPageWindow(5, 10, 2)).toEqual([3, 4, 5, 6, 7]);
  });
  it('clamps at the first and last page', () => {
    expect(getPageWindow(1, 10, 2)).toEqual([1, 2, 3]);
    expect(getPageWindow(10, 10, 2)).toEqual([8, 9, 10]);
    expect(getPageWindow(2, 3, 2)).toEqual([1, 2, 3]);
  });
  it('is empty without pages and clamps an out-of-range current page', () => {
    expect(getPageWindow(1, 0, 2)).toEqual([]);
    expect(getPageWindow(99, 4, 1)).toEqual([3, 4]);
  });
});

describe('usePaginator', () => {
  it('computes the pages and the items shown', () => {
    expect(usePaginator({ page: 2, totalItems: 40, pageSize: 12 })).toEqual({
      totalPages: 4,
      current: 2,
      pages: [1, 2, 3, 4],
      firstItem: 13,
      lastItem: 24,
      canGoBack: true,
      canGoForward: true,
    });
  });
  it('has nothing to page through without items', () => {
    const state = usePaginator({ page: 1, totalItems: 0, pageSize: 12 });
    expect(state.totalPages).toBe(0);
    expect(state.canGoBack || state.canGoForward).toBe(false);
  });
});
