import type { ReactNode } from 'react';
import { Button } from '@inpro/ui';
import { WEEKDAYS, monthLabel, monthWeeks, shiftMonth } from './monthGrid';
import styles from './MonthCalendar.module.css';

export interface CalendarEvent {
  id: string | number;
  /** YYYY-MM-DD */
  date: string;
  /** Short text in the day cell, e.g. "19:00 Derecho Penal". */
  label: ReactNode;
  /** A muted look (e.g. a cancelled or finished class). */
  muted?: boolean;
  /** A highlighted look (e.g. a class live now). */
  highlight?: boolean;
  /** Accessible description of the event when the label is not enough. */
  title?: string;
}

export interface MonthCalendarProps {
  /** YYYY-MM */
  month: string;
  onMonthChange: (month: string) => void;
  events: readonly CalendarEvent[];
  /** Today's date (YYYY-MM-DD, in the site's time zone): its cell is marked. */
  today?: string;
  /** Accessible name, e.g. "Calendario de clases". */
  label: string;
  /** Shown over the grid while the month's events load. */
  loading?: boolean;
}

/** A month grid (Monday first) with the events of each day and previous/next month buttons. */
export function MonthCalendar({ month, onMonthChange, events, today, label, loading = false }: MonthCalendarProps) {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const e of events) {
    const list = byDay.get(e.date) ?? [];
    list.push(e);
    byDay.set(e.date, list);
  }
  const title = monthLabel(month);
  return (
    <section className={styles.calendar} aria-label={label} aria-busy={loading || undefined}>
      <div className={styles.toolbar}>
        <Button variant="ghost" size="sm" onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label="Mes anterior">
          ‹
        </Button>
        <h3 className={styles.month} aria-live="polite">
          {title.charAt(0).toUpperCase() + title.slice(1)}
        </h3>
        <Button variant="ghost" size="sm" onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label="Mes siguiente">
          ›
        </Button>
      </div>
      <table className={styles.grid}>
        <caption className={styles.caption}>{`${label}: ${title}`}</caption>
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d.short} scope="col" abbr={d.long}>
                {d.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, i) => (
            <tr key={i}>
              {week.map((date, j) => {
                if (!date) return <td key={j} className={styles.outside} aria-hidden="true" />;
                const dayEvents = byDay.get(date) ?? [];
                const isToday = date === today;
                return (
                  <td
                    key={date}
                    className={[styles.day, isToday ? styles.today : '', dayEvents.length ? styles.busy : ''].filter(Boolean).join(' ')}
                    aria-current={isToday ? 'date' : undefined}
                    data-date={date}
                  >
                    <span className={styles.number}>{Number(date.slice(8))}</span>
                    {dayEvents.length ? (
                      <ul className={styles.events}>
                        {dayEvents.map((e) => (
                          <li
                            key={e.id}
                            title={e.title}
                            className={[styles.event, e.muted ? styles.muted : '', e.highlight ? styles.highlight : '']
                              .filter(Boolean)
                              .join(' ')}
                          >
                            {e.label}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
