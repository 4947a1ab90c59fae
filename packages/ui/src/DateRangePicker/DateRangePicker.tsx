import { type DateValue, getLocalTimeZone, parseDate, toCalendarDate } from '@internationalized/date';
import { type ReactNode, useRef } from 'react';
import { I18nProvider, type RangeValue, useDateRangePicker } from 'react-aria';
import { useDateRangePickerState } from 'react-stately';
import { RangeCalendar } from '../Calendar/RangeCalendar.tsx';
import { DateField } from '../DateField/DateField.tsx';
import { FieldsRow, PickerGroup, RangeDash } from '../DatePicker/DatePicker.styles.ts';
import { CalendarButton, PickerDialog } from '../DatePicker/PickerParts.tsx';
import { Field } from '../Field/Field.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { PresetButton, Presets } from './DateRangePicker.styles.ts';
import { EARLIEST_DATE, matchPreset, presetRange, RANGE_PRESETS, todayIn } from './dateRange.ts';

/** A range of ISO dates (YYYY-MM-DD), both ends included. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: ReactNode;
  value?: IsoDateRange | null;
  defaultValue?: IsoDateRange | null;
  onChange?: (range: IsoDateRange | null) => void;
  /** Today's ISO date, the latest selectable day; the local date by default (fixed in tests). */
  today?: string;
  /** Earliest selectable ISO date; 2020-01-01 by default. */
  minValue?: string;
  /** Shows Today / Past week / Past Month / Past Year beside the calendar. */
  showPresets?: boolean;
  description?: ReactNode;
  errorMessage?: string | null;
  isDisabled?: boolean;
  className?: string;
}

const toRange = (range: IsoDateRange | null | undefined) =>
  range ? { start: parseDate(range.start), end: parseDate(range.end) } : range === null ? null : undefined;

/**
 * The statistics date range: shows YYYY-MM-DD - YYYY-MM-DD, no day before 2020-01-01 or after today,
 * and presets Today, Past week (7 days), Past Month (31 days), Past Year (365 days).
 */
export function DateRangePicker(props: DateRangePickerProps) {
  return (
    <I18nProvider locale="en-CA">
      <DateRangePickerField {...props} />
    </I18nProvider>
  );
}

function DateRangePickerField({
  label,
  value,
  defaultValue,
  onChange,
  today: todayIso,
  minValue = EARLIEST_DATE,
  showPresets = true,
  description,
  errorMessage,
  isDisabled,
  className,
}: DateRangePickerProps) {
  const today = todayIso ? parseDate(todayIso) : todayIn(getLocalTimeZone());
  const earliest = parseDate(minValue);
  const ariaProps = {
    label,
    description,
    isDisabled,
    errorMessage: errorMessage ?? undefined,
    isInvalid: errorMessage ? true : undefined,
    validationBehavior: 'aria' as const,
    value: toRange(value),
    defaultValue: toRange(defaultValue),
    minValue: earliest,
    maxValue: today,
    onChange: (range: RangeValue<DateValue> | null) =>
      onChange?.(
        range ? { start: toCalendarDate(range.start).toString(), end: toCalendarDate(range.end).toString() } : null,
      ),
  };
  const state = useDateRangePickerState(ariaProps);
  const ref = useRef<HTMLDivElement>(null);
  const {
    groupProps,
    labelProps,
    startFieldProps,
    endFieldProps,
    buttonProps,
    dialogProps,
    calendarProps,
    descriptionProps,
    errorMessageProps,
    isInvalid,
    validationErrors,
  } = useDateRangePicker(ariaProps, state, ref);
  const shown = errorMessage ?? (isInvalid ? validationErrors.join(' ') : undefined);
  const current =
    state.value?.start && state.value?.end
      ? { start: toCalendarDate(state.value.start), end: toCalendarDate(state.value.end) }
      : null;
  const activePreset = matchPreset(current, today);
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
      <div>
        <PickerGroup {...groupProps} ref={ref} $invalid={Boolean(shown)} data-disabled={isDisabled || undefined}>
          <FieldsRow data-testid="date-range-value">
            <DateField {...startFieldProps} />
            <RangeDash aria-hidden="true"> - </RangeDash>
            <DateField {...endFieldProps} />
          </FieldsRow>
          <CalendarButton {...buttonProps} />
        </PickerGroup>
      </div>
      {state.isOpen && (
        <Popover state={state} triggerRef={ref} placement="bottom start">
          <PickerDialog {...dialogProps}>
            {showPresets && (
              <Presets role="group" aria-label="Presets">
                {RANGE_PRESETS.map((preset) => (
                  <PresetButton
                    key={preset.id}
                    type="button"
                    aria-pressed={activePreset === preset.id}
                    onClick={() => {
                      state.setValue(presetRange(preset.id, today, earliest));
                      state.close();
                    }}
                  >
                    {preset.label}
                  </PresetButton>
                ))}
              </Presets>
            )}
            <RangeCalendar {...calendarProps} />
          </PickerDialog>
        </Popover>
      )}
    </Field>
  );
}
