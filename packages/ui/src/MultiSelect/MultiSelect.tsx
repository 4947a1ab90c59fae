import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import { mergeProps, useButton, useField, useFocusRing, useId, useOverlayTrigger } from 'react-aria';
import { Item, useListState, useOverlayTriggerState } from 'react-stately';
import { Field } from '../Field/Field.tsx';
import { ListBox } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Chevron, Placeholder, Trigger } from '../Select/Select.styles.ts';
import { Summary } from './MultiSelect.styles.ts';

export interface MultiSelectOption {
  id: string;
  label: string;
}

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly MultiSelectOption[];
  selectedKeys: readonly string[];
  onSelectionChange: (keys: string[]) => void;
  /** Shown on the trigger while nothing is chosen, e.g. "All libraries". */
  placeholder?: string;
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

/** What the trigger says: the one chosen label, or the first and how many more. */
export function multiSelectSummary(options: readonly MultiSelectOption[], keys: readonly string[]): string | null {
  const chosen = options.filter((option) => keys.includes(option.id));
  if (chosen.length === 0) return null;
  if (chosen.length === 1) return chosen[0].label;
  return `${chosen[0].label} and ${chosen.length - 1} more`;
}

/**
 * A dropdown of options of which any number may be chosen (react-aria listbox in multiple
 * selection mode): the list stays open while choosing; Esc or a press outside closes it.
 */
export function MultiSelect({
  label,
  options,
  selectedKeys,
  onSelectionChange,
  placeholder = 'All',
  description,
  isDisabled,
  className,
}: MultiSelectProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const valueId = useId();
  const overlay = useOverlayTriggerState({});
  const { labelProps, fieldProps, descriptionProps } = useField({ label, description });
  const list = useListState<MultiSelectOption>({
    items: options,
    selectionMode: 'multiple',
    selectedKeys: new Set(selectedKeys),
    onSelectionChange: (keys) =>
      onSelectionChange(keys === 'all' ? options.map((option) => option.id) : [...keys].map(String)),
    children: (option: MultiSelectOption) => <Item key={option.id}>{option.label}</Item>,
  });
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'listbox' }, overlay, triggerRef);
  const { buttonProps } = useButton({ ...triggerProps, isDisabled }, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  const summary = multiSelectSummary(options, selectedKeys);
  return (
    <Field
      className={className}
      label={label}
      labelProps={labelProps}
      labelElement="span"
      description={description}
      descriptionProps={descriptionProps}
    >
      <Trigger
        {...mergeProps(buttonProps, focusProps, {
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              overlay.open();
            }
          },
        })}
        aria-labelledby={`${labelProps.id} ${valueId}`}
        aria-describedby={fieldProps['aria-describedby']}
        ref={triggerRef}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={isDisabled || undefined}
      >
        <Summary id={valueId}>{summary ?? <Placeholder>{placeholder}</Placeholder>}</Summary>
        <Chevron aria-hidden="true">▼</Chevron>
      </Trigger>
      {overlay.isOpen && (
        <Popover state={overlay} triggerRef={triggerRef} matchTriggerWidth>
          <ListBox
            {...overlayProps}
            aria-labelledby={labelProps.id}
            state={list}
            autoFocus="first"
            shouldFocusWrap
            // Esc closes the list rather than clearing the choice.
            {...({ escapeKeyBehavior: 'none' } as object)}
          />
        </Popover>
      )}
    </Field>
  );
}
