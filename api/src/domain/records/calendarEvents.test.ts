import { buildCalendar } from './calendarEvents';
import { transcriptStatus } from './transcriptData';

const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('buildCalendar', () => {
  const session = {
    id: 1,
    courseTitle: 'Derecho Penal',
    topic: 'Teoría del delito',
    date: '2026-12-01',
    startTime: '19:00',
    endTime: '21:00',
    mode: 'Virtual',
    joinUrl: 'https://meet.example/x',
  };

  it('writes classes and deadlines in Lima wall-clock time with the Lima VTIMEZONE, DTSTAMP in UTC', () => {
    const ics = unfold(
      buildCalendar({
        name: 'Mi calendario',
        sessions: [session],
        deadlines: [{ id: 9, courseTitle: 'Derecho Penal', title: 'Tarea 1', type: 'Tarea', dueAt: new Date('2026-12-05T04:59:00Z') }],
        stamp: new Date('2026-11-29T12:00:00Z'),
      }),
    );
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Lima');
    expect(ics).toContain('UID:session-1@inpro');
    expect(ics).toContain('DTSTART;TZID=America/Lima:20261201T190000');
    expect(ics).toContain('DTEND;TZID=America/Lima:20261201T210000');
    expect(ics).toContain('DESCRIPTION:Modalidad: Virtual\\nEnlace: https://meet.example/x');
    expect(ics).toContain('UID:evaluation-9@inpro');
    expect(ics).toContain('DTSTART;TZID=America/Lima:20261204T235900');
    expect(ics).toContain('DTSTAMP:20261129T120000Z');
  });

  it('a class without a start time is an all-day event; one without an end lasts an hour; a bad date is left out', () => {
    const ics = unfold(
      buildCalendar({
        name: 'x',
        sessions: [
          { ...session, id: 2, startTime: null, endTime: null },
          { ...session, id: 3, endTime: null },
          { ...session, id: 4, date: '2026-02-30' },
        ],
        deadlines: [],
      }),
    );
    expect(ics).toContain('UID:session-2@inpro\r\nSEQUENCE:0\r\nDTSTAMP');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261201');
    expect(ics).toContain('DTEND;TZID=America/Lima:20261201T200000');
    expect(ics).not.toContain('session-4@inpro');
  });
});

describe('transcriptStatus', () => {
  it('is Aprobado from the pass mark up, Desaprobado below it, Sin nota without a grade', () => {
    expect(transcriptStatus(11, 11)).toBe('Aprobado');
    expect(transcriptStatus(10.99, 11)).toBe('Desaprobado');
    expect(transcriptStatus(null, 11)).toBe('Sin nota');
  });
});
