import type { ReactNode, Ref } from 'react';
import { type AriaTextFieldProps, useObjectRef, useTextField } from 'react-aria';
import { useControlledState } from 'react-stately/useControlledState';
import { Field } from '../Field/Field.tsx';
import { useFieldValidation } from '../Field/useFieldValidation.ts';
import { TextInput } from './TextField.styles.ts';

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'errorMessage' | 'isInvalid' | 'validate' | 'validationBehavior' | 'label'> {
  label: ReactNode;
  /** An error from outside (e.g. the server's 422 messages); shown at once and before `validate`'s. */
  errorMessage?: string | null;
  /** Inline validation, run `debounceMs` after the last change (see `useFieldValidation`). */
  validate?: (value: string) => string | null | undefined;
  debounceMs?: number;
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled single-line text input with help text and an inline, debounced error. */
export function TextField({ label, errorMessage, validate, debounceMs, className, ref, ...props }: TextFieldProps) {
  const inputRef = useObjectRef(ref);
  const [value, setValue] = useControlledState(props.value, props.defaultValue ?? '', props.onChange);
  const { error } = useFieldValidation(value, validate, { debounceMs });
  const shown = errorMessage || error || undefined;
  const { labelProps, inputProps, descriptionProps, errorMessageProps } = useTextField(
    {
      ...props,
      label,
      value,
      onChange: setValue,
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
    >
      <TextInput {...inputProps} ref={inputRef} $invalid={Boolean(shown)} />
    </Field>
  );
}
