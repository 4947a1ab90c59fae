import { createElement, type RefObject, useMemo } from 'react';
import { ListKeyboardDelegate, useCollator, useGridList, useLocale } from 'react-aria';
import { Item, type Selection, useListState } from 'react-stately';
import type { VideoCardData } from './VideoCard.tsx';

export interface UseVideoGridOptions {
  /** Accessible name of the grid. */
  'aria-label': string;
  items: ReadonlyArray<VideoCardData>;
  /** The selected video ids (controlled). */
  selectedKeys?: ReadonlySet<string>;
  defaultSelectedKeys?: ReadonlySet<string>;
  /** Called with every selected id after a change (select all gives every id of the grid). */
  onSelectionChange?: (keys: Set<string>) => void;
  /** Opens a video: Enter, or a press while nothing is selected. */
  onAction?: (id: string) => void;
}

const toIds = (selection: Selection, items: ReadonlyArray<VideoCardData>): Set<string> =>
  selection === 'all' ? new Set(items.map((item) => item.id)) : new Set([...selection].map(String));

/**
 * The state and behaviour of a `VideoGrid` without markup: a react-aria grid list with multiple
 * selection (checkbox toggle behaviour), arrow keys moving in two dimensions, Space selecting,
 * Enter (or a press while nothing is selected) running `onAction`, Ctrl/Cmd+A selecting all.
 */
export function useVideoGrid(options: UseVideoGridOptions, ref: RefObject<HTMLElement | null>) {
  const { items, onSelectionChange, onAction } = options;
  const listProps = {
    items,
    children: (item: VideoCardData) =>
      // biome-ignore lint/correctness/noChildrenProp: a collection item built without JSX
      createElement(Item<VideoCardData>, { key: item.id, textValue: item.title, children: item.title }),
    selectionMode: 'multiple' as const,
    selectionBehavior: 'toggle' as const,
    selectedKeys: options.selectedKeys,
    defaultSelectedKeys: options.defaultSelectedKeys,
    onSelectionChange: (selection: Selection) => onSelectionChange?.(toIds(selection, items)),
  };
  const state = useListState<VideoCardData>(listProps);
  const { direction } = useLocale();
  const collator = useCollator({ usage: 'search', sensitivity: 'base' });
  const keyboardDelegate = useMemo(
    () =>
      new ListKeyboardDelegate({
        collection: state.collection,
        disabledKeys: state.disabledKeys,
        ref,
        collator,
        layout: 'grid',
        direction,
      }),
    [state.collection, state.disabledKeys, ref, collator, direction],
  );
  const { gridProps } = useGridList(
    {
      ...listProps,
      'aria-label': options['aria-label'],
      keyboardDelegate,
      // Arrow keys move between cards in both directions; nothing inside a card needs them.
      keyboardNavigationBehavior: 'tab',
      onAction: onAction ? (key) => onAction(String(key)) : undefined,
    },
    state,
    ref,
  );
  return { state, gridProps };
}
