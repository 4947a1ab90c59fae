export type { DrawerPlacement } from './Drawer.styles.ts';
export { Drawer, type DrawerProps } from './Drawer.tsx';
