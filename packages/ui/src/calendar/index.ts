export { MonthCalendar } from './MonthCalendar';
export type { CalendarEvent, MonthCalendarProps } from './MonthCalendar';
export { MONTH_NAMES, WEEKDAYS, isMonth, monthLabel, monthWeeks, shiftMonth } from './monthGrid';
