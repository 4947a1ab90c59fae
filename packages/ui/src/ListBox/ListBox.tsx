import { type ReactNode, type Ref, useRef } from 'react';
import { type AriaListBoxOptions, useListBox, useObjectRef, useOption } from 'react-aria';
import type { ListState, Node } from 'react-stately';
import { Check, EmptyOption, List, OptionItem } from './ListBox.styles.ts';

export interface ListBoxProps<T> extends AriaListBoxOptions<T> {
  state: ListState<T>;
  /** Shown as a non-interactive row when the collection is empty. */
  emptyText?: ReactNode;
  ref?: Ref<HTMLUListElement>;
}

/** A list of options (the popup of Select and Autocomplete), driven by a react-stately list state. */
export function ListBox<T>({ state, emptyText, ref, ...props }: ListBoxProps<T>) {
  const listRef = useObjectRef(ref);
  const { listBoxProps } = useListBox(props, state, listRef);
  const items = [...state.collection];
  return (
    <>
      <List {...listBoxProps} ref={listRef}>
        {items.map((item) => (
          <ListOption key={item.key} item={item} state={state} />
        ))}
      </List>
      {items.length === 0 && emptyText && <EmptyOption role="status">{emptyText}</EmptyOption>}
    </>
  );
}

function ListOption<T>({ item, state }: { item: Node<T>; state: ListState<T> }) {
  const ref = useRef<HTMLLIElement>(null);
  const { optionProps, isSelected, isFocused } = useOption({ key: item.key }, state, ref);
  return (
    <OptionItem {...optionProps} ref={ref} data-focused={isFocused || undefined}>
      <span>{item.rendered}</span>
      {isSelected && <Check aria-hidden="true">✓</Check>}
    </OptionItem>
  );
}
