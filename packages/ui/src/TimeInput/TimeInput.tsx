import { Fragment, type KeyboardEvent, type ReactNode } from 'react';
import { useField } from 'react-aria';
import { Field } from '../Field/Field.tsx';
import { Segment, Separator, TimeGroup } from './TimeInput.styles.ts';
import { FIELD_DIGITS, TIME_FIELDS, type TimeField, type TimeInputStateOptions, useTimeInput } from './useTimeInput.ts';

export interface TimeInputProps extends TimeInputStateOptions {
  label: ReactNode;
  description?: ReactNode;
  /** An error from outside; the range message takes precedence while shown. */
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
}

const fieldNames: Record<TimeField, string> = {
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  tenths: 'Tenths of a second',
};
const separators: Record<TimeField, string> = { hours: ':', minutes: ':', seconds: '.', tenths: '' };

/**
 * A time as hours : minutes : seconds . tenths, bounded by `max` seconds. Out of range shows
 * "Value is out of allowed range (0 - max)" or "(0 - unlimited)". Arrow keys step a field.
 */
export function TimeInput({ label, description, errorMessage, isDisabled, className, ...options }: TimeInputProps) {
  const { texts, error, setField, step, padField } = useTimeInput(options);
  const shown = error ?? errorMessage ?? undefined;
  const { labelProps, fieldProps, descriptionProps, errorMessageProps } = useField({
    label,
    description,
    errorMessage: shown,
    isInvalid: Boolean(shown),
    validationBehavior: 'aria',
  });
  const onKeyDown = (field: TimeField) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(field, event.key === 'ArrowUp' ? 1 : -1);
    }
  };
  return (
    <Field
      className={className}
      label={label}
      labelProps={labelProps}
      labelElement="span"
      description={description}
      descriptionProps={descriptionProps}
      errorMessage={shown}
      errorMessageProps={errorMessageProps}
    >
      <TimeGroup role="group" {...fieldProps} $invalid={Boolean(shown)}>
        {TIME_FIELDS.map((field) => (
          <Fragment key={field}>
            <Segment
              aria-label={fieldNames[field]}
              aria-invalid={shown ? true : undefined}
              inputMode="numeric"
              placeholder={'0'.repeat(FIELD_DIGITS[field])}
              value={texts[field]}
              disabled={isDisabled}
              $digits={FIELD_DIGITS[field]}
              onChange={(event) => setField(field, event.target.value)}
              onBlur={() => padField(field)}
              onFocus={(event) => event.target.select()}
              onKeyDown={onKeyDown(field)}
            />
            {separators[field] && <Separator aria-hidden="true">{separators[field]}</Separator>}
          </Fragment>
        ))}
      </TimeGroup>
    </Field>
  );
}
