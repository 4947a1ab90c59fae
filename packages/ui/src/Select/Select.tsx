import { type ReactNode, useRef } from 'react';
import { HiddenSelect, mergeProps, useButton, useFocusRing, useSelect } from 'react-aria';
import { Item, useSelectState } from 'react-stately';
import { Field } from '../Field/Field.tsx';
import { ListBox } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Chevron, Placeholder, Trigger } from './Select.styles.ts';

export interface SelectOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: SelectOption[];
  selectedKey?: string | null;
  defaultSelectedKey?: string | null;
  onSelectionChange?: (key: string | null) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Name of the hidden native select, for form submission. */
  name?: string;
  className?: string;
}

/** A single-choice dropdown with a label, help text and inline error (react-aria `useSelect`). */
export function Select({
  label,
  options,
  placeholder = 'Select an option',
  description,
  errorMessage,
  className,
  onSelectionChange,
  ...props
}: SelectProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isInvalid = Boolean(errorMessage);
  const ariaProps = {
    ...props,
    label,
    description,
    errorMessage: errorMessage ?? undefined,
    isInvalid,
    validationBehavior: 'aria' as const,
    items: options,
    disabledKeys: options.filter((o) => o.isDisabled).map((o) => o.id),
    onSelectionChange: (key: string | number | null) => onSelectionChange?.(key == null ? null : String(key)),
    children: (option: SelectOption) => <Item key={option.id}>{option.label}</Item>,
  };
  const state = useSelectState<SelectOption>(ariaProps);
  const { labelProps, triggerProps, valueProps, menuProps, descriptionProps, errorMessageProps } = useSelect(
    ariaProps,
    state,
    triggerRef,
  );
  const { buttonProps } = useButton(triggerProps, triggerRef);
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <Field
      className={className}
      label={label}
      labelProps={labelProps}
      labelElement="span"
      description={description}
      descriptionProps={descriptionProps}
      errorMessage={errorMessage}
      errorMessageProps={errorMessageProps}
      isRequired={props.isRequired}
    >
      <HiddenSelect
        state={state}
        triggerRef={triggerRef}
        label={label}
        name={props.name}
        isDisabled={props.isDisabled}
      />
      <Trigger
        {...mergeProps(buttonProps, focusProps)}
        ref={triggerRef}
        $invalid={isInvalid}
        data-focus-visible={isFocusVisible || undefined}
        data-disabled={props.isDisabled || undefined}
      >
        <span {...valueProps}>
          {state.selectedItem ? state.selectedItem.rendered : <Placeholder>{placeholder}</Placeholder>}
        </span>
        <Chevron aria-hidden="true">▼</Chevron>
      </Trigger>
      {state.isOpen && (
        <Popover state={state} triggerRef={triggerRef} matchTriggerWidth>
          <ListBox {...menuProps} state={state} />
        </Popover>
      )}
    </Field>
  );
}
