export { Calendar, type CalendarProps } from './Calendar.tsx';
export { RangeCalendar, type RangeCalendarProps } from './RangeCalendar.tsx';
