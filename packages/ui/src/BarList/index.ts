export { BarList, type BarListProps } from './BarList.tsx';
export { type BarListItem, useBarList } from './useBarList.ts';
