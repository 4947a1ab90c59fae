import { createCalendar, type DateValue } from '@internationalized/date';
import { type AriaCalendarProps, useCalendar, useLocale } from 'react-aria';
import { useCalendarState } from 'react-stately';
import { CalendarBox, CalendarHeader, CalendarTitle } from './Calendar.styles.ts';
import { CalendarGrid } from './CalendarGrid.tsx';
import { NavButton } from './NavButton.tsx';

export type CalendarProps = AriaCalendarProps<DateValue>;

/** A month calendar for picking one date (arrow keys move, Enter selects); used by DatePicker. */
export function Calendar(props: CalendarProps) {
  const { locale } = useLocale();
  const state = useCalendarState({ ...props, locale, createCalendar });
  const { calendarProps, prevButtonProps, nextButtonProps, title } = useCalendar(props, state);
  return (
    <CalendarBox {...calendarProps}>
      <CalendarHeader>
        <NavButton {...prevButtonProps} direction="previous" />
        <CalendarTitle>{title}</CalendarTitle>
        <NavButton {...nextButtonProps} direction="next" />
      </CalendarHeader>
      <CalendarGrid state={state} />
    </CalendarBox>
  );
}
