export { QuickSearch, type QuickSearchProps } from './QuickSearch.tsx';
export { type UseQuickSearchOptions, useQuickSearch } from './useQuickSearch.ts';
