import { LONG_TEXT_MAX } from '@reelbase/contract';
import { type ReactNode, type Ref, useCallback } from 'react';
import { type AriaTextFieldProps, useObjectRef, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { Counter } from '../Field/Field.styles.ts';
import { Field } from '../Field/Field.tsx';
import { useFieldValidation } from '../Field/useFieldValidation.ts';
import { longText } from '../Field/validators.ts';
import { TextAreaInput } from './TextArea.styles.ts';

export interface TextAreaProps
  extends Omit<
    AriaTextFieldProps<HTMLTextAreaElement>,
    'errorMessage' | 'isInvalid' | 'validate' | 'validationBehavior' | 'label' | 'type'
  > {
  label: ReactNode;
  /** The field's counter: the maximum length shown under the field; 100000 when not given. */
  counter?: number;
  /** An error from outside; shown at once and before the length and `validate` messages. */
  errorMessage?: string | null;
  /** Extra inline validation, run after the long-text limit check. */
  validate?: (value: string) => string | null | undefined;
  debounceMs?: number;
  rows?: number;
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A long-text field: multi-line input with a character counter. Text over the counter (or 100000)
 * gives "The text entered is too long. It should have at most N characters." after the debounce.
 */
export function TextArea({
  label,
  counter,
  errorMessage,
  validate,
  debounceMs,
  rows = 4,
  className,
  ref,
  ...props
}: TextAreaProps) {
  const inputRef = useObjectRef(ref);
  const max = counter ?? LONG_TEXT_MAX;
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const check = useCallback((text: string) => longText(max)(text) ?? validate?.(text) ?? null, [max, validate]);
  const { error } = useFieldValidation(value, check, { debounceMs });
  const shown = errorMessage || error || undefined;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField<'textarea'>(
    {
      ...props,
      label,
      value,
      onChange: setValue,
      inputElementType: 'textarea',
      isInvalid: Boolean(shown),
      errorMessage: shown,
      validationBehavior: 'aria',
    },
    inputRef,
  );
  return (
    <Field
      className={className}
      label={label}
      labelProps={labelProps}
      description={props.description}
      descriptionProps={descriptionProps}
      errorMessage={shown}
      errorMessageProps={errorMessageProps}
      isRequired={props.isRequired}
      footerEnd={
        <Counter $over={value.length > max} data-testid="text-counter">
          {`${value.length} / ${max}`}
        </Counter>
      }
    >
      <TextAreaInput {...inputProps} ref={inputRef} rows={rows} $invalid={Boolean(shown)} />
    </Field>
  );
}
