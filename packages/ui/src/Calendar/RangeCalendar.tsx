import { createCalendar, type DateValue } from '@internationalized/date';
import { useRef } from 'react';
import { type AriaRangeCalendarProps, useLocale, useRangeCalendar } from 'react-aria';
import { useRangeCalendarState } from 'react-stately';
import { CalendarBox, CalendarHeader, CalendarTitle } from './Calendar.styles.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { NavButton } from './NavButton.tsx';

export type RangeCalendarProps = AriaRangeCalendarProps<DateValue>;

/** A month calendar for picking a start and an end date; used by DateRangePicker. */
export function RangeCalendar(props: RangeCalendarProps) {
  const { locale } = useLocale();
  const state = useRangeCalendarState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useRangeCalendar(props, state, ref);
  return (
    <CalendarBox {...calendarProps} ref={ref}>
      <CalendarHeader>
        <NavButton {...prevButtonProps} direction="previous" />
        <CalendarTitle>{title}</CalendarTitle>
        <NavButton {...nextButtonProps} direction="next" />
      </CalendarHeader>
      <CalendarGrid state={state} />
    </CalendarBox>
  );
}
