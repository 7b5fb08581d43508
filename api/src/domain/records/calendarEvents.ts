import { TZDate } from '@date-fns/tz';
import ical from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { LIMA_TIME_ZONE, limaInstant } from '@inpro/shared-contracts';

export interface FeedSession {
  id: number;
  courseTitle: string;
  topic: string;
  /** Lima calendar date, YYYY-MM-DD. */
  date: string;
  /** Lima wall-clock times, HH:MM; no start time makes an all-day event. */
  startTime: string | null;
  endTime: string | null;
  mode: string;
  joinUrl: string | null;
}

export interface FeedDeadline {
  id: number;
  courseTitle: string;
  title: string;
  type: string;
  dueAt: Date;
}

/** A session without an end time lasts this long in the calendar. */
const DEFAULT_SESSION_MINUTES = 60;

/**
 * An instant as ical-generator writes it under TZID=America/Lima: a TZDate in Lima, so the Lima
 * wall-clock time is written whatever the server's own time zone.
 */
function inLima(at: Date): TZDate {
  return new TZDate(at.getTime(), LIMA_TIME_ZONE);
}

/** The iCal text of a student's feed: live classes and evaluation deadlines, in Lima time. */
export function buildCalendar(input: { name: string; sessions: FeedSession[]; deadlines: FeedDeadline[]; stamp?: Date }): string {
  const cal = ical({
    name: input.name,
    prodId: { company: 'INPRO', product: 'Aula', language: 'ES' },
    // No calendar-wide zone name: DTSTAMP stays UTC as RFC 5545 asks; each timed event carries
    // TZID=America/Lima and the generator writes that zone's VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: 60 * 60,
    x: [{ key: 'X-WR-TIMEZONE', value: LIMA_TIME_ZONE }],
  });
  const stamp = input.stamp ?? new Date();
  for (const s of input.sessions) {
    const summary = `Clase en vivo: ${s.courseTitle}${s.topic ? ` — ${s.topic}` : ''}`;
    const description = [`Modalidad: ${s.mode}`, s.joinUrl ? `Enlace: ${s.joinUrl}` : ''].filter(Boolean).join('\n');
    const base = { id: `session-${s.id}@inpro`, summary, description, stamp, location: s.joinUrl ?? s.mode };
    if (!s.startTime) {
      // An all-day event is a calendar date: written from its UTC fields, with no zone.
      cal.createEvent({ ...base, start: new Date(`${s.date}T00:00:00Z`), allDay: true });
      continue;
    }
    const start = limaInstant(s.date, s.startTime);
    if (Number.isNaN(start.getTime())) continue;
    const end =
      s.endTime && s.endTime > s.startTime ? limaInstant(s.date, s.endTime) : new Date(start.getTime() + DEFAULT_SESSION_MINUTES * 60_000);
    cal.createEvent({ ...base, start: inLima(start), end: inLima(end), timezone: LIMA_TIME_ZONE });
  }
  for (const d of input.deadlines) {
    const due = inLima(d.dueAt);
    cal.createEvent({
      id: `evaluation-${d.id}@inpro`,
      summary: `Vence: ${d.title} (${d.type}) — ${d.courseTitle}`,
      description: `Fecha límite de entrega de «${d.title}» del curso ${d.courseTitle}.`,
      stamp,
      start: due,
      end: due,
      timezone: LIMA_TIME_ZONE,
    });
  }
  return cal.toString();
}
