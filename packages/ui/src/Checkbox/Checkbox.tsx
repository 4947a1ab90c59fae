import { type ReactNode, type Ref, useId } from 'react';
import {
  type AriaCheckboxProps,
  mergeProps,
  useCheckbox,
  useFocusRing,
  useObjectRef,
  VisuallyHidden,
} from 'react-aria';
import { useToggleState } from 'react-stately';
import { FieldError, FieldHelp } from '../Field/Field.styles.ts';
import { Box, ChoiceHelp, ChoiceLabel, ChoiceRoot } from './Checkbox.styles.ts';

export interface CheckboxProps
  extends Omit<AriaCheckboxProps, 'isInvalid' | 'validate' | 'validationBehavior' | 'children'> {
  /** The visible label. */
  children: ReactNode;
  description?: ReactNode;
  errorMessage?: string | null;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox (also indeterminate) with help text and inline error. */
export function Checkbox({ children, description, errorMessage, className, ref, ...props }: CheckboxProps) {
  const inputRef = useObjectRef(ref);
  const state = useToggleState(props);
  const helpId = useId();
  const isInvalid = Boolean(errorMessage);
  const { inputProps, labelProps, isSelected, isDisabled } = useCheckbox(
    {
      ...props,
      children,
      isInvalid,
      validationBehavior: 'aria',
      'aria-describedby': description || errorMessage ? helpId : undefined,
    },
    state,
    inputRef,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const checked = isSelected || Boolean(props.isIndeterminate);
  return (
    <ChoiceRoot className={className}>
      <ChoiceLabel {...labelProps} $disabled={isDisabled}>
        <VisuallyHidden>
          <input {...mergeProps(inputProps, focusProps)} ref={inputRef} />
        </VisuallyHidden>
        <Box $checked={checked} $invalid={isInvalid} $focus={isFocusVisible} $disabled={isDisabled} aria-hidden="true">
          {props.isIndeterminate ? (
            <svg viewBox="0 0 12 12" aria-hidden="true">
              <rect x="2" y="5" width="8" height="2" fill="currentColor" />
            </svg>
          ) : isSelected ? (
            <svg viewBox="0 0 12 12" aria-hidden="true">
              <path d="M2 6.5l2.5 2.5L10 3.5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          ) : null}
        </Box>
        {children}
      </ChoiceLabel>
      {(errorMessage || description) && (
        <ChoiceHelp id={helpId}>
          {errorMessage ? <FieldError>{errorMessage}</FieldError> : <FieldHelp>{description}</FieldHelp>}
        </ChoiceHelp>
      )}
    </ChoiceRoot>
  );
}
