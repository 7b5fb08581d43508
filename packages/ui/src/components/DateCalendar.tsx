// Loaded on demand by <DateField>: the calendar of the date picker (react-day-picker, Spanish).
import { DayPicker } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import { LIMA_TIME_ZONE, limaDate } from '@inpro/shared-contracts';
import styles from './DateCalendar.module.css';

export interface DateCalendarProps {
  selected: Date | undefined;
  onSelect: (date: Date) => void;
}

/**
 * A month grid (WAI-ARIA grid: arrow keys move, Enter picks), focused when it opens. Its days and
 * "today" are Lima's wherever the browser runs; a picked day comes as Lima's midnight of that day.
 */
export default function DateCalendar({ selected, onSelect }: DateCalendarProps) {
  return (
    <DayPicker
      mode="single"
      locale={es}
      timeZone={LIMA_TIME_ZONE}
      selected={selected}
      defaultMonth={selected}
      onSelect={(d) => {
        if (d) onSelect(d);
      }}
      captionLayout="dropdown"
      startMonth={new Date(2000, 0)}
      endMonth={new Date(Number(limaDate().slice(0, 4)) + 5, 11)}
      autoFocus
      classNames={{
        root: styles.calendar,
        months: styles.months,
        month_caption: styles.caption,
        caption_label: styles.captionLabel,
        dropdowns: styles.dropdowns,
        dropdown_root: styles.dropdownRoot,
        dropdown: styles.dropdown,
        nav: styles.nav,
        button_previous: styles.navButton,
        button_next: styles.navButton,
        chevron: styles.chevron,
        month_grid: styles.grid,
        weekday: styles.weekday,
        day: styles.day,
        day_button: styles.dayButton,
        selected: styles.selected,
        today: styles.today,
        outside: styles.outside,
        disabled: styles.disabledDay,
        hidden: styles.hiddenDay,
        focused: styles.focused,
      }}
    />
  );
}
