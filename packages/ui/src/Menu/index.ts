export { Menu, type MenuItemData, type MenuProps } from './Menu.tsx';
export { MenuButton, type MenuButtonProps } from './MenuButton.tsx';
