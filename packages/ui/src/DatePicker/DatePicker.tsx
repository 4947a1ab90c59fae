import { type DateValue, parseDate, toCalendarDate } from '@internationalized/date';
import { type ReactNode, useRef } from 'react';
import { I18nProvider, useDatePicker } from 'react-aria';
import { useDatePickerState } from 'react-stately';
import { Calendar } from '../Calendar/Calendar.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { Field } from '../Field/Field.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { PickerGroup } from './DatePicker.styles.ts';
import { CalendarButton, PickerDialog } from './PickerParts.tsx';

export interface DatePickerProps {
  label: ReactNode;
  /** ISO date (YYYY-MM-DD), `null` for none. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (date: string | null) => void;
  /** Earliest selectable ISO date. */
  minValue?: string;
  /** Latest selectable ISO date. */
  maxValue?: string;
  description?: ReactNode;
  errorMessage?: string | null;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
}

const toDate = (iso: string | null | undefined) => (iso ? parseDate(iso) : iso === null ? null : undefined);

/** A date input (YYYY-MM-DD segments) with a calendar popover, built on react-aria `useDatePicker`. */
export function DatePicker(props: DatePickerProps) {
  return (
    <I18nProvider locale="en-CA">
      <DatePickerField {...props} />
    </I18nProvider>
  );
}

function DatePickerField({
  label,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  className,
}: DatePickerProps) {
  const ariaProps = {
    label,
    description,
    isRequired,
    isDisabled,
    errorMessage: errorMessage ?? undefined,
    isInvalid: errorMessage ? true : undefined,
    validationBehavior: 'aria' as const,
    value: toDate(value),
    defaultValue: toDate(defaultValue),
    minValue: toDate(minValue) ?? undefined,
    maxValue: toDate(maxValue) ?? undefined,
    onChange: (date: DateValue | null) => onChange?.(date ? toCalendarDate(date).toString() : null),
  };
  const state = useDatePickerState(ariaProps);
  const ref = useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    fieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDatePicker(ariaProps, state, ref);
  const shown = errorMessage ?? (isInvalid ? validationErrors.join(' ') : undefined);
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
      isRequired={isRequired}
    >
      <div>
        <PickerGroup {...groupProps} ref={ref} $invalid={Boolean(shown)} data-disabled={isDisabled || undefined}>
          <DateField {...fieldProps} />
          <CalendarButton {...buttonProps} />
        </PickerGroup>
      </div>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref} placement="bottom start">
          <PickerDialog {...dialogProps}>
            <Calendar {...calendarProps} />
          </PickerDialog>
        </Popover>
      )}
    </Field>
  );
}
