import { type CalendarDate, getWeeksInMonth, isSameDay } from '@internationalized/date';
import { useRef } from 'react';
import { mergeProps, useCalendarCell, useCalendarGrid, useFocusRing, useLocale } from 'react-aria';
import type { CalendarState, RangeCalendarState } from 'react-stately';
import { Day, Grid } from './Calendar.styles.ts';

type AnyCalendarState = CalendarState | RangeCalendarState;

/** The month grid shared by Calendar and RangeCalendar. */
export function CalendarGrid({ state }: { state: AnyCalendarState }) {
  const { locale } = useLocale();
  const { gridProps, headerProps, weekDays } = useCalendarGrid({}, state);
  const weeks = getWeeksInMonth(state.visibleRange.start, locale);
  return (
    <Grid {...gridProps}>
      <thead {...headerProps}>
        <tr>
          {weekDays.map((day, index) => (
            // Week day names repeat in some locales, so the position is the key.
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed seven columns
            <th key={index}>{day}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[...new Array(weeks).keys()].map((week) => (
          <tr key={week}>
            {state.getDatesInWeek(week).map((date, index) =>
              date ? (
                <CalendarCell key={date.toString()} state={state} date={date} />
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty padding cells
                <td key={index} />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}

function CalendarCell({ state, date }: { state: AnyCalendarState; date: CalendarDate }) {
  const ref = useRef<HTMLDivElement>(null);
  const { cellProps, buttonProps, isSelected, isOutsideVisibleRange, formattedDate } = useCalendarCell(
    { date },
    state,
    ref,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  const range = 'highlightedRange' in state ? state.highlightedRange : null;
  const isEdge = range ? isSelected && (isSameDay(date, range.start) || isSameDay(date, range.end)) : isSelected;
  return (
    <td {...cellProps}>
      <Day
        {...mergeProps(buttonProps, focusProps)}
        ref={ref}
        hidden={isOutsideVisibleRange}
        $selected={isSelected}
        $edge={isEdge}
        $muted={isOutsideVisibleRange}
        data-focus-visible={isFocusVisible || undefined}
      >
        {formattedDate}
      </Day>
    </td>
  );
}
