import { type ReactNode, useRef, useState } from 'react';
import { useComboBox } from 'react-aria';
import { Item, useComboBoxState } from 'react-stately';
import { Field } from '../Field/Field.tsx';
import { ListBox } from '../ListBox/ListBox.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { Spinner } from '../Spinner/Spinner.tsx';
import { Busy, ComboInput, InputWrap } from './Autocomplete.styles.ts';
import { type OptionsLoader, useAsyncOptions } from './useAsyncOptions.ts';

export interface AutocompleteOption {
  id: string;
  label: string;
}

export interface AutocompleteProps {
  label: ReactNode;
  /** Fetches the options for what the user typed (e.g. a company search). */
  loadOptions: OptionsLoader<AutocompleteOption>;
  /** The chosen option (controlled); `null` for none. */
  selected?: AutocompleteOption | null;
  defaultSelected?: AutocompleteOption | null;
  onSelectionChange?: (option: AutocompleteOption | null) => void;
  /** Delay after typing before `loadOptions` runs; 300 ms by default. */
  debounceMs?: number;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shown in the popup when nothing matches. */
  emptyText?: string;
  className?: string;
}

/** A text input with suggestions loaded asynchronously as the user types (react-aria `useComboBox`). */
export function Autocomplete({
  label,
  loadOptions,
  selected: selectedProp,
  defaultSelected = null,
  onSelectionChange,
  debounceMs,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  emptyText = 'No results',
  className,
}: AutocompleteProps) {
  const [selectedState, setSelected] = useState<AutocompleteOption | null>(defaultSelected);
  const selected = selectedProp !== undefined ? selectedProp : selectedState;
  const [inputValue, setInputValue] = useState(selected?.label ?? '');
  const { options, isLoading, error } = useAsyncOptions(inputValue, loadOptions, debounceMs);
  const items = selected && !options.some((o) => o.id === selected.id) ? [...options, selected] : options;
  const shownError = errorMessage ?? error ?? undefined;
  const ariaProps = {
    label,
    description,
    placeholder,
    isRequired,
    isDisabled,
    errorMessage: shownError,
    isInvalid: Boolean(shownError),
    validationBehavior: 'aria' as const,
    items,
    inputValue,
    onInputChange: setInputValue,
    selectedKey: selected?.id ?? null,
    onSelectionChange: (key: string | number | null) => {
      const option = items.find((o) => o.id === key) ?? null;
      setSelected(option);
      if (option) setInputValue(option.label);
      onSelectionChange?.(option);
    },
    allowsEmptyCollection: true,
    menuTrigger: 'input' as const,
    children: (option: AutocompleteOption) => <Item key={option.id}>{option.label}</Item>,
  };
  const state = useComboBoxState<AutocompleteOption>(ariaProps);
  const inputRef = useRef<HTMLInputElement>(null);
  const listBoxRef = useRef<HTMLUListElement>(null);
  const popoverRef = useRef<HTMLDivElement>(null);
  const { inputProps, listBoxProps, labelProps, descriptionProps, errorMessageProps } = useComboBox(
    { ...ariaProps, inputRef, listBoxRef, popoverRef },
    state,
  );
  return (
    <Field
      className={className}
      label={label}
      labelProps={labelProps}
      description={description}
      descriptionProps={descriptionProps}
      errorMessage={shownError}
      errorMessageProps={errorMessageProps}
      isRequired={isRequired}
    >
      <InputWrap>
        <ComboInput {...inputProps} ref={inputRef} $invalid={Boolean(shownError)} />
        {isLoading && (
          <Busy>
            <Spinner size="sm" label="Loading suggestions" />
          </Busy>
        )}
      </InputWrap>
      {state.isOpen && (
        <Popover state={state} triggerRef={inputRef} ref={popoverRef} isNonModal matchTriggerWidth>
          <ListBox {...listBoxProps} ref={listBoxRef} state={state} emptyText={isLoading ? 'Loading…' : emptyText} />
        </Popover>
      )}
    </Field>
  );
}
