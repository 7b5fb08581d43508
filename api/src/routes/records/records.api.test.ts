import { CALENDAR_FEED_NOT_FOUND, LOGIN_REQUIRED } from '@inpro/shared-contracts';
import { certificates, courseSessions, evaluations, submissions } from '../../db/schema';
import { pdfText } from '../../test/pdfText';
import { describeOnDb, type TestUser } from '../../test/testApp';
import { enrol, makeCourse } from '../../domain/materials/testData';
import { finalGradesOf } from '../../domain/records/finalGrade';
import { renderTranscriptPdf } from '../../domain/records/transcriptPdf';
import { transcriptRows } from '../../domain/records/transcriptData';

describeOnDb('records (a student’s own)', (t) => {
  let ana: TestUser;
  let luis: TestUser;
  let penal: number;
  let civil: number;
  let other: number;

  beforeAll(async () => {
    const teacher = await t.user('DOCENTE');
    ana = await t.user('ESTUDIANTE', { fullName: 'Ana Quispe Rojas', dni: '45678912', studentCode: 'A2026-0007' });
    luis = await t.user('ESTUDIANTE', { fullName: 'Luis Torres' });
    penal = (await makeCourse(t, teacher.user.id, { title: 'Derecho Penal', hours: 120 })).id;
    civil = (await makeCourse(t, teacher.user.id, { title: 'Derecho Civil', hours: 40 })).id;
    other = (await makeCourse(t, teacher.user.id, { title: 'Curso ajeno', hours: 10 })).id;
    await enrol(t, ana.user.id, penal);
    await enrol(t, ana.user.id, civil);
    await enrol(t, luis.user.id, other);
    const [exam, task, civilExam, otherTask] = await t.db
      .insert(evaluations)
      .values([
        { courseId: penal, title: 'Examen parcial', type: 'Examen', dueAt: new Date('2026-12-05T04:59:00Z'), weight: 3 },
        { courseId: penal, title: 'Tarea 1', type: 'Tarea', dueAt: new Date('2026-12-10T15:00:00Z'), weight: 1 },
        { courseId: civil, title: 'Examen civil', type: 'Examen', dueAt: new Date('2026-12-12T15:00:00Z') },
        { courseId: other, title: 'Tarea ajena', type: 'Tarea', dueAt: new Date('2026-12-12T15:00:00Z') },
      ])
      .returning();
    await t.db.insert(submissions).values([
      { evaluationId: exam.id, userId: ana.user.id, status: 'CALIFICADO', score: 16, text: 'r' },
      { evaluationId: task.id, userId: ana.user.id, status: 'CALIFICADO', score: 12, text: 'r' },
      // Sent but not graded: no final grade yet.
      { evaluationId: civilExam.id, userId: ana.user.id, status: 'EN_REVISION', text: 'r' },
      { evaluationId: otherTask.id, userId: luis.user.id, status: 'CALIFICADO', score: 8, text: 'r' },
    ]);
    await t.db.insert(courseSessions).values([
      { courseId: penal, sessionDate: '2026-12-01', startTime: '19:00', endTime: '21:00', mode: 'Virtual', topic: 'Teoría del delito' },
      {
        courseId: penal,
        sessionDate: '2026-12-03',
        startTime: '19:00',
        endTime: '21:00',
        topic: 'Clase cancelada',
        cancelledAt: new Date(),
      },
      { courseId: other, sessionDate: '2026-12-01', startTime: '08:00', endTime: '09:00', topic: 'Clase ajena' },
    ]);
    await t.db.insert(certificates).values([
      {
        folio: 'INPRO-2026-900001',
        userId: ana.user.id,
        courseId: penal,
        courseTitle: 'Derecho Penal',
        hours: 120,
        issuedAt: '2026-11-20',
        publicCode: 'ABCD-EFGH-JKLM',
      },
      {
        folio: 'INPRO-2026-900002',
        userId: ana.user.id,
        courseId: civil,
        courseTitle: 'Anulado',
        hours: 4,
        status: 'ANULADO',
        publicCode: 'ANUL-ADOX-XXXX',
      },
      {
        folio: 'INPRO-2026-900003',
        userId: luis.user.id,
        courseId: other,
        courseTitle: 'Curso ajeno',
        hours: 10,
        publicCode: 'LUIS-CODE-XXXX',
      },
    ]);
  });

  describe('final grade', () => {
    it('is the weighted average of the graded evaluations of the course; null with nothing graded', async () => {
      const grades = await finalGradesOf(t.app, ana.user.id, [penal, civil, other]);
      expect(grades.get(penal)).toBe(15); // (16·3 + 12·1) / 4
      expect(grades.get(civil)).toBeNull();
      expect(grades.get(other)).toBeNull(); // Luis's grade is not Ana's
    });
  });

  describe('GET /records/certificates', () => {
    it('lists only the caller’s issued certificates, with PDF links and the verification address', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/records/certificates', headers: ana.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          folio: 'INPRO-2026-900001',
          publicCode: 'ABCD-EFGH-JKLM',
          courseTitle: 'Derecho Penal',
          courseCode: expect.any(String),
          hours: 120,
          issuedAt: '2026-11-20',
          certificateUrl: '/api/certificates/INPRO-2026-900001/certificado.pdf?code=ABCD-EFGH-JKLM',
          constanciaUrl: '/api/certificates/INPRO-2026-900001/constancia.pdf?code=ABCD-EFGH-JKLM',
          verifyPath: '/certificados?codigo=ABCD-EFGH-JKLM',
        },
      ]);
      const pdf = await t.inject({ method: 'GET', url: res.json()[0].certificateUrl });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
    });

    it('needs a session', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/records/certificates' });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: LOGIN_REQUIRED });
    });
  });

  describe('transcript', () => {
    it('rows: every enrolled course with hours, dates, final grade and standing against the pass mark', async () => {
      const { rows, passingMark } = await transcriptRows(t.app, ana.user.id);
      expect(passingMark).toBe(11);
      expect(rows.map((r) => [r.courseTitle, r.hours, r.finalGrade, r.status]).sort()).toEqual([
        ['Derecho Civil', 40, null, 'Sin nota'],
        ['Derecho Penal', 120, 15, 'Aprobado'],
      ]);
    });

    it('the PDF prints the student, DNI, code, each course and the approved hours', async () => {
      const { rows, passingMark } = await transcriptRows(t.app, ana.user.id);
      const pdf = await renderTranscriptPdf(
        { student: 'Ana Quispe Rojas', dni: '45678912', studentCode: 'A2026-0007', issuedOn: '2026-11-29', passingMark, rows },
        { primary: '#12355b' },
        { compress: false },
      );
      const text = pdfText(pdf);
      for (const s of [
        'Ana Quispe Rojas',
        '45678912',
        'A2026-0007',
        '29/11/2026',
        'Derecho Penal',
        'Derecho Civil',
        '15.00',
        'Aprobado',
        'Sin nota',
      ])
        expect(text).toContain(s);
      expect(text).toContain('Horas académicas aprobadas: 120');
    });

    it('GET /records/transcript.pdf answers the caller’s own PDF; no session, no PDF', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/records/transcript.pdf', headers: ana.auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect((await t.inject({ method: 'GET', url: '/api/records/transcript.pdf' })).statusCode).toBe(401);
    });
  });

  describe('calendar feed', () => {
    it('no link at first; a new link serves live classes and deadlines of the student’s courses in Lima time', async () => {
      const none = await t.inject({ method: 'GET', url: '/api/records/calendar-link', headers: ana.auth });
      expect(none.json()).toEqual({ path: null, createdAt: null });
      const made = await t.inject({ method: 'POST', url: '/api/records/calendar-link', headers: ana.auth });
      expect(made.statusCode).toBe(201);
      const { path } = made.json();
      expect(path).toMatch(/^\/api\/records\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      expect((await t.inject({ method: 'GET', url: '/api/records/calendar-link', headers: ana.auth })).json().path).toBe(path);

      const feed = await t.inject({ method: 'GET', url: path });
      expect(feed.statusCode).toBe(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      const ics = feed.body.replace(/\r\n /g, '');
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/Lima');
      expect(ics).toContain('DTSTART;TZID=America/Lima:20261201T190000');
      expect(ics).toContain('DTEND;TZID=America/Lima:20261201T210000');
      expect(ics).toContain('SUMMARY:Clase en vivo: Derecho Penal — Teoría del delito');
      // 04:59 UTC on the 5th is 23:59 on the 4th in Lima.
      expect(ics).toContain('DTSTART;TZID=America/Lima:20261204T235900');
      expect(ics).toContain('SUMMARY:Vence: Examen parcial (Examen) — Derecho Penal');
      expect(ics).toContain('Vence: Examen civil (Examen) — Derecho Civil');
      expect(ics).not.toContain('Clase cancelada');
      expect(ics).not.toContain('ajena');
      expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    });

    it('a new link replaces the old one; a revoked link is not found', async () => {
      const first = (await t.inject({ method: 'POST', url: '/api/records/calendar-link', headers: luis.auth })).json().path;
      const second = (await t.inject({ method: 'POST', url: '/api/records/calendar-link', headers: luis.auth })).json().path;
      expect(second).not.toBe(first);
      const old = await t.inject({ method: 'GET', url: first });
      expect(old.statusCode).toBe(404);
      expect(old.json()).toEqual({ error: CALENDAR_FEED_NOT_FOUND });
      expect((await t.inject({ method: 'GET', url: second })).body).toContain('Clase ajena');

      const revoked = await t.inject({ method: 'DELETE', url: '/api/records/calendar-link', headers: luis.auth });
      expect(revoked.statusCode).toBe(204);
      expect((await t.inject({ method: 'GET', url: second })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: '/api/records/calendar-link', headers: luis.auth })).json().path).toBeNull();
      // Revoking twice changes nothing and is no error.
      expect((await t.inject({ method: 'DELETE', url: '/api/records/calendar-link', headers: luis.auth })).statusCode).toBe(204);
    });

    it('a malformed secret is refused with a Spanish message; managing the link needs a session', async () => {
      const bad = await t.inject({ method: 'GET', url: '/api/records/calendar/no-es-valido.ics' });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain(CALENDAR_FEED_NOT_FOUND);
      expect((await t.inject({ method: 'POST', url: '/api/records/calendar-link' })).statusCode).toBe(401);
      expect((await t.inject({ method: 'DELETE', url: '/api/records/calendar-link' })).statusCode).toBe(401);
    });
  });
});
