// Month view of dated events (class calendars of the teacher and student areas), shared as its own
// singleton (@inpro/ui/calendar) so that only the screens that show one download it. It takes the
// shared building blocks (Button) from '@inpro/ui', never through relative imports.
export { MonthCalendar } from './MonthCalendar';
export { monthLabel, shiftMonth } from './monthGrid';
