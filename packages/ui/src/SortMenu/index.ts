export { SortMenu, type SortMenuColumn, type SortMenuProps } from './SortMenu.tsx';
export { type UseSortMenuOptions, useSortMenu } from './useSortMenu.ts';
