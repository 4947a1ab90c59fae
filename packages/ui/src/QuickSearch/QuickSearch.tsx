import { useRef } from 'react';
import { mergeProps, useButton, useFocusRing, useHover, useSearchField, VisuallyHidden } from 'react-aria';
import { useSearchFieldState } from 'react-stately';
import { ClearButton, Field, Input, Wrapper } from './QuickSearch.styles.ts';
import { type UseQuickSearchOptions, useQuickSearch } from './useQuickSearch.ts';

export interface QuickSearchProps extends UseQuickSearchOptions {
  /** Label of the field; hidden visually unless `showLabel`. */
  label?: string;
  showLabel?: boolean;
  placeholder?: string;
  className?: string;
}

function Clear({ buttonProps }: { buttonProps: Parameters<typeof useButton>[0] }) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps: props } = useButton({ ...buttonProps, 'aria-label': 'Clear search' }, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({});
  return (
    <ClearButton
      {...mergeProps(props, focusProps, hoverProps)}
      ref={ref}
      data-focus-visible={isFocusVisible || undefined}
      data-hovered={isHovered || undefined}
    >
      <svg viewBox="0 0 12 12" aria-hidden="true">
        <path d="M2 2l8 8M10 2l-8 8" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
    </ClearButton>
  );
}

/**
 * The quick search of list pages: a search field that reports its text after a pause in typing
 * (300 ms by default), at once on Enter, and with `''` when cleared (button or Escape).
 */
export function QuickSearch({
  label = 'Search',
  showLabel = false,
  placeholder = 'Search',
  className,
  ...options
}: QuickSearchProps) {
  const { text, setText, submit, clear } = useQuickSearch(options);
  const state = useSearchFieldState({ value: text, onChange: setText });
  const ref = useRef<HTMLInputElement>(null);
  const { labelProps, inputProps, clearButtonProps } = useSearchField(
    { label, placeholder, value: text, onChange: setText, onSubmit: submit, onClear: clear },
    state,
    ref,
  );
  const labelElement = (
    <label {...labelProps} htmlFor={inputProps.id}>
      {label}
    </label>
  );
  return (
    <Wrapper className={className}>
      {showLabel ? labelElement : <VisuallyHidden>{labelElement}</VisuallyHidden>}
      <Field>
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <circle cx="7" cy="7" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="M10.5 10.5L14 14" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <Input {...inputProps} ref={ref} />
        {text !== '' && <Clear buttonProps={clearButtonProps} />}
      </Field>
    </Wrapper>
  );
}
