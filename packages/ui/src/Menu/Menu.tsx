import { type ReactNode, useRef } from 'react';
import { type AriaMenuProps, useMenu, useMenuItem } from 'react-aria';
import { Item, type Node, type TreeState, useTreeState } from 'react-stately';
import { MenuItemBox, MenuList } from './Menu.styles.ts';

/** One action of a menu. */
export interface MenuItemData {
  id: string;
  label: string;
  icon?: ReactNode;
  isDisabled?: boolean;
  /** Shows the item in the danger colour (delete, sign out ...). */
  isDanger?: boolean;
}

export interface MenuProps extends Omit<AriaMenuProps<MenuItemData>, 'children' | 'items' | 'onAction'> {
  items: MenuItemData[];
  onAction?: (id: string) => void;
}

/** A list of actions (role menu) with arrow-key navigation and type-ahead; usually opened by `MenuButton`. */
export function Menu({ items, onAction, ...props }: MenuProps) {
  const ariaProps = {
    ...props,
    items,
    disabledKeys: items.filter((item) => item.isDisabled).map((item) => item.id),
    onAction: (key: string | number) => onAction?.(String(key)),
    children: (item: MenuItemData) => (
      <Item key={item.id} textValue={item.label}>
        {item.label}
      </Item>
    ),
  };
  const state = useTreeState<MenuItemData>(ariaProps);
  const ref = useRef<HTMLUListElement>(null);
  const { menuProps } = useMenu(ariaProps, state, ref);
  return (
    <MenuList {...menuProps} ref={ref}>
      {[...state.collection].map((node) => (
        <MenuEntry key={node.key} node={node} state={state} />
      ))}
    </MenuList>
  );
}

function MenuEntry({ node, state }: { node: Node<MenuItemData>; state: TreeState<MenuItemData> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { menuItemProps, isFocused } = useMenuItem({ key: node.key }, state, ref);
  return (
    <MenuItemBox
      {...menuItemProps}
      ref={ref}
      $danger={Boolean(node.value?.isDanger)}
      data-focused={isFocused || undefined}
    >
      {node.value?.icon && <span aria-hidden="true">{node.value.icon}</span>}
      {node.rendered}
    </MenuItemBox>
  );
}
