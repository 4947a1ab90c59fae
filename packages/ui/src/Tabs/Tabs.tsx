import { type ReactNode, useRef } from 'react';
import { mergeProps, useFocusRing, useTab, useTabList, useTabPanel } from 'react-aria';
import { Item, type Node, type TabListState, useTabListState } from 'react-stately';
import { Panel, TabButton, TabRow, TabsRoot } from './Tabs.styles.ts';

export interface TabItem {
  id: string;
  title: string;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  'aria-label': string;
  items: TabItem[];
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  className?: string;
}

/** Tabs with arrow-key navigation between tabs and one visible panel (react-aria `useTabList`). */
export function Tabs({ items, onSelectionChange, className, ...props }: TabsProps) {
  const ariaProps = {
    ...props,
    items,
    disabledKeys: items.filter((item) => item.isDisabled).map((item) => item.id),
    onSelectionChange: (key: string | number) => onSelectionChange?.(String(key)),
    children: (item: TabItem) => (
      <Item key={item.id} title={item.title}>
        {item.content}
      </Item>
    ),
  };
  const state = useTabListState<TabItem>(ariaProps);
  const ref = useRef<HTMLDivElement>(null);
  const { tabListProps } = useTabList(ariaProps, state, ref);
  return (
    <TabsRoot className={className}>
      <TabRow {...tabListProps} ref={ref}>
        {[...state.collection].map((item) => (
          <Tab key={item.key} item={item} state={state} />
        ))}
      </TabRow>
      <TabPanel key={state.selectedItem?.key} state={state} />
    </TabsRoot>
  );
}

function Tab({ item, state }: { item: Node<TabItem>; state: TabListState<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabProps } = useTab({ key: item.key }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <TabButton {...mergeProps(tabProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined}>
      {item.rendered}
    </TabButton>
  );
}

function TabPanel({ state }: { state: TabListState<TabItem> }) {
  const ref = useRef<HTMLDivElement>(null);
  const { tabPanelProps } = useTabPanel({}, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Panel {...mergeProps(tabPanelProps, focusProps)} ref={ref} data-focus-visible={isFocusVisible || undefined}>
      {state.selectedItem?.props.children}
    </Panel>
  );
}
