export { Paginator, type PaginatorProps } from './Paginator.tsx';
export { getPageWindow, type UsePaginatorOptions, usePaginator } from './usePaginator.ts';
