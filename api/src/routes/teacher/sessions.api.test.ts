import { and, eq } from 'drizzle-orm';
import { limaDate } from '@inpro/shared-contracts';
import { attendance, auditLog, notifications } from '../../db/schema';
import { describeOnDb } from '../../test/testApp';
import { NOT_YOUR_COURSE } from '../../modules/classroom/access';
import { addSession, classroomFixture, slot, type ClassroomFixture } from '../../modules/classroom/testData';

const json = { 'content-type': 'application/json' };

describeOnDb('teacher: class sessions and attendance', (t) => {
  let f: ClassroomFixture;
  beforeAll(async () => {
    f = await classroomFixture(t);
  });

  const get = (url: string, auth: { authorization: string }) => t.inject({ method: 'GET', url, headers: auth });
  const send = (method: 'POST' | 'PUT', url: string, auth: { authorization: string }, body?: unknown) =>
    t.inject({
      method,
      url,
      headers: body === undefined ? auth : { ...auth, ...json },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  describe('GET /teacher/sessions', () => {
    let past: number, live: number, later: number;
    beforeAll(async () => {
      past = (await addSession(t, f.courseId, -3 * 24 * 60, { topic: 'Pasada' })).id;
      live = (await addSession(t, f.courseId, -10, { topic: 'En vivo' })).id;
      later = (await addSession(t, f.courseId, 3 * 24 * 60, { topic: 'Próxima' })).id;
      await addSession(t, f.otherCourseId, 60, { topic: 'De otro docente' });
    });

    it('lists the teacher’s sessions with status and counters, earliest first', async () => {
      const res = await get('/api/teacher/sessions', f.teacher.auth);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ id: number; status: string; topic: string; counts: { enrolled: number }; courseTitle: string }>;
      const mine = list.filter((s) => [past, live, later].includes(s.id));
      expect(mine.map((s) => [s.topic, s.status])).toEqual([
        ['Pasada', 'FINALIZADA'],
        ['En vivo', 'EN_VIVO'],
        ['Próxima', 'PROXIMA'],
      ]);
      expect(list.some((s) => s.topic === 'De otro docente')).toBe(false);
      expect(mine[1]).toMatchObject({
        courseTitle: 'Derecho Procesal Penal',
        canJoin: true,
        attendanceOpen: true,
        counts: { enrolled: 2 },
      });
      // A finished session with no window: nobody marked, everybody counts as absent.
      expect((list.find((s) => s.id === past) as unknown as { counts: unknown }).counts).toEqual({
        enrolled: 2,
        present: 0,
        absent: 2,
        pending: 0,
      });
    });

    it('filters by month and course; an administrator sees every course', async () => {
      const month = limaDate().slice(0, 7);
      const res = await get(`/api/teacher/sessions?month=${month}&courseId=${f.courseId}`, f.teacher.auth);
      expect(res.statusCode).toBe(200);
      expect(
        res.json().every((s: { sessionDate: string; courseId: number }) => s.sessionDate.startsWith(month) && s.courseId === f.courseId),
      ).toBe(true);
      const all = await get('/api/teacher/sessions', f.admin.auth);
      expect(all.json().some((s: { topic: string }) => s.topic === 'De otro docente')).toBe(true);
    });

    it('refuses another teacher’s course, bad filters and students', async () => {
      let res = await get(`/api/teacher/sessions?courseId=${f.courseId}`, f.otherTeacher.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(NOT_YOUR_COURSE);
      res = await get('/api/teacher/sessions?month=2026-13', f.teacher.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Mes inválido (usa AAAA-MM).');
      res = await get('/api/teacher/sessions?from=ayer', f.teacher.auth);
      expect(res.statusCode).toBe(400);
      res = await get('/api/teacher/sessions', f.student.auth);
      expect(res.statusCode).toBe(403);
      res = await t.inject({ method: 'GET', url: '/api/teacher/sessions' });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('create, edit and cancel a session', () => {
    const body = () => ({
      courseId: f.courseId,
      joinUrl: 'https://meet.example/nueva',
      ...slot(2 * 24 * 60),
      endTime: '23:59',
      topic: 'Prueba',
      mode: 'Mixto',
    });

    it('creates a session that students see, notifies them and audits it', async () => {
      const b = { ...body(), startTime: '10:00', endTime: '12:00' };
      const res = await send('POST', '/api/teacher/sessions', f.teacher.auth, b);
      expect(res.statusCode).toBe(201);
      const s = res.json();
      expect(s).toMatchObject({
        courseId: f.courseId,
        topic: 'Prueba',
        mode: 'Mixto',
        status: 'PROXIMA',
        joinUrl: 'https://meet.example/nueva',
      });
      const seen = await get('/api/student/classes', f.student.auth);
      expect(seen.json().some((c: { id: number }) => c.id === s.id)).toBe(true);
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, f.student.user.id));
      expect(bell.some((n) => n.kind === 'CLASS' && n.title === 'Nueva clase programada: Derecho Procesal Penal')).toBe(true);
      const entries = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'class_session'), eq(auditLog.entityId, String(s.id))));
      expect(entries.map((e) => e.action)).toEqual(['CREATE']);
    });

    it('answers Spanish messages for a bad body and changes nothing', async () => {
      const res = await send('POST', '/api/teacher/sessions', f.teacher.auth, {
        courseId: f.courseId,
        joinUrl: 'zoom',
        sessionDate: '',
        startTime: '10:00',
        endTime: '09:00',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({
        joinUrl: 'Enlace inválido (usa http:// o https://).',
        sessionDate: 'Indica la fecha de la clase.',
      });
      const end = await send('POST', '/api/teacher/sessions', f.teacher.auth, { ...body(), startTime: '10:00', endTime: '09:00' });
      expect(end.json()).toEqual({
        error: 'La hora de fin debe ser posterior a la de inicio.',
        details: { endTime: 'La hora de fin debe ser posterior a la de inicio.' },
      });
    });

    it('refuses another teacher’s course and an unknown course', async () => {
      let res = await send('POST', '/api/teacher/sessions', f.otherTeacher.auth, { ...body(), startTime: '10:00', endTime: '12:00' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(NOT_YOUR_COURSE);
      res = await send('POST', '/api/teacher/sessions', f.teacher.auth, {
        ...body(),
        courseId: 999999,
        startTime: '10:00',
        endTime: '12:00',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('No se encontró el curso.');
    });

    it('edits and cancels; a cancelled session cannot be edited or cancelled again', async () => {
      const created = (
        await send('POST', '/api/teacher/sessions', f.teacher.auth, { ...body(), startTime: '15:00', endTime: '16:00' })
      ).json();
      const { courseId: _c, ...update } = { ...body(), startTime: '16:00', endTime: '17:30', topic: 'Reprogramada' };
      let res = await send('PUT', `/api/teacher/sessions/${created.id}`, f.otherTeacher.auth, update);
      expect(res.statusCode).toBe(403);
      res = await send('PUT', `/api/teacher/sessions/${created.id}`, f.teacher.auth, update);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ startTime: '16:00', endTime: '17:30', topic: 'Reprogramada' });
      res = await send('POST', `/api/teacher/sessions/${created.id}/cancel`, f.teacher.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('CANCELADA');
      res = await send('POST', `/api/teacher/sessions/${created.id}/cancel`, f.teacher.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('La clase fue cancelada.');
      res = await send('PUT', `/api/teacher/sessions/${created.id}`, f.teacher.auth, update);
      expect(res.statusCode).toBe(409);
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, f.classmate.user.id));
      expect(bell.map((n) => n.title)).toEqual(
        expect.arrayContaining(['Clase reprogramada: Derecho Procesal Penal', 'Clase cancelada: Derecho Procesal Penal']),
      );
    });

    it.each([
      ['PUT', '/api/teacher/sessions/abc', 'ID de la clase inválido.', 400],
      ['POST', '/api/teacher/sessions/999999/cancel', 'No se encontró la clase.', 404],
    ] as const)('%s %s → %s', async (method, url, error, status) => {
      const res = await send(method, url, f.teacher.auth, method === 'PUT' ? {} : undefined);
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(error);
    });
  });

  describe('attendance window, roll and marks', () => {
    let sessionId: number;
    beforeAll(async () => {
      sessionId = (await addSession(t, f.courseId, 24 * 60, { topic: 'Mañana' })).id;
    });

    it('opens the window: a student marks while it is open, then closing makes the rest AUSENTE', async () => {
      let res = await send('POST', `/api/student/sessions/${sessionId}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('La asistencia de esta clase no está abierta.');

      res = await send('POST', `/api/teacher/sessions/${sessionId}/attendance/open`, f.otherTeacher.auth, { minutes: 10 });
      expect(res.statusCode).toBe(403);
      res = await send('POST', `/api/teacher/sessions/${sessionId}/attendance/open`, f.teacher.auth, { minutes: 0 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('La ventana de asistencia debe durar entre 1 y 480 minutos.');
      res = await send('POST', `/api/teacher/sessions/${sessionId}/attendance/open`, f.teacher.auth, { minutes: 10 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        attendanceOpen: true,
        status: 'PROXIMA',
        counts: { enrolled: 2, present: 0, absent: 0, pending: 2 },
      });
      const until = new Date(res.json().attendanceOpenUntil).getTime();
      expect(Math.abs(until - (Date.now() + 10 * 60_000))).toBeLessThan(5000);

      res = await send('POST', `/api/student/sessions/${sessionId}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ attendanceStatus: 'PRESENTE', canMark: false });

      let roll = (await get(`/api/teacher/sessions/${sessionId}/roll`, f.teacher.auth)).json();
      expect(
        roll.students.map((s: { fullName: string; status: string; markedByStaff: boolean }) => [s.fullName, s.status, s.markedByStaff]),
      ).toEqual([
        ['Ana Alumna', 'PRESENTE', false],
        ['Bruno Compañero', 'PENDIENTE', false],
      ]);

      res = await send('POST', `/api/teacher/sessions/${sessionId}/attendance/close`, f.teacher.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ attendanceOpen: false, counts: { present: 1, absent: 1, pending: 0 } });
      const rows = await t.db.select().from(attendance).where(eq(attendance.sessionId, sessionId));
      expect(rows.map((r) => [r.userId, r.status]).sort()).toEqual(
        [
          [f.student.user.id, 'PRESENTE'],
          [f.classmate.user.id, 'AUSENTE'],
        ].sort(),
      );
      roll = (await get(`/api/teacher/sessions/${sessionId}/roll`, f.teacher.auth)).json();
      expect(roll.students[1]).toMatchObject({ status: 'AUSENTE', markedByStaff: true });

      res = await send('POST', `/api/student/sessions/${sessionId}/attendance`, f.classmate.auth);
      expect(res.statusCode).toBe(409);
    });

    it('marks a student by hand; only enrolled students, valid statuses, own courses', async () => {
      let res = await send('PUT', `/api/teacher/sessions/${sessionId}/attendance/${f.classmate.user.id}`, f.teacher.auth, {
        status: 'presente',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ userId: f.classmate.user.id, status: 'PRESENTE', markedByStaff: true });
      res = await send('PUT', `/api/teacher/sessions/${sessionId}/attendance/${f.outsider.user.id}`, f.teacher.auth, {
        status: 'PRESENTE',
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('El estudiante no está inscrito en este curso.');
      res = await send('PUT', `/api/teacher/sessions/${sessionId}/attendance/${f.classmate.user.id}`, f.teacher.auth, { status: 'TARDE' });
      expect(res.statusCode).toBe(400);
      res = await send('PUT', `/api/teacher/sessions/${sessionId}/attendance/${f.classmate.user.id}`, f.otherTeacher.auth, {
        status: 'AUSENTE',
      });
      expect(res.statusCode).toBe(403);
      res = await get(`/api/teacher/sessions/${sessionId}/roll`, f.otherTeacher.auth);
      expect(res.statusCode).toBe(403);
      res = await get(`/api/teacher/sessions/${sessionId}/roll`, f.admin.auth);
      expect(res.statusCode).toBe(200);
    });
  });

  it('tells the student of each attendance decision about them: a hand mark that changes it, an absence at closing', async () => {
    const session = await addSession(t, f.courseId, -30, { topic: 'Bell' });
    const attendanceNotices = async (userId: number) =>
      (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).filter(
        (n) => n.link === `/aula/asistencia/${f.courseId}` && n.body.includes(' · ') && n.kind === 'CLASS',
      );
    const before = (await attendanceNotices(f.student.user.id)).length;
    const beforeMate = (await attendanceNotices(f.classmate.user.id)).length;
    for (let i = 0; i < 2; i++) {
      const res = await send('PUT', `/api/teacher/sessions/${session.id}/attendance/${f.student.user.id}`, f.teacher.auth, {
        status: 'PRESENTE',
      });
      expect(res.statusCode).toBe(200);
    }
    const mine = (await attendanceNotices(f.student.user.id)).slice(before);
    expect(mine).toEqual([expect.objectContaining({ title: 'Asistencia registrada: Presente' })]);
    expect(mine[0].body).toContain('Derecho Procesal Penal');

    expect((await send('POST', `/api/teacher/sessions/${session.id}/attendance/open`, f.teacher.auth, { minutes: 10 })).statusCode).toBe(
      200,
    );
    expect((await send('POST', `/api/teacher/sessions/${session.id}/attendance/close`, f.teacher.auth)).statusCode).toBe(200);
    expect((await attendanceNotices(f.classmate.user.id)).slice(beforeMate)).toEqual([
      expect.objectContaining({ title: 'Asistencia registrada: Ausente', body: expect.stringContaining('puedes pedir una rectificación') }),
    ]);
    // The student marked present is not told anything by the closing.
    expect((await attendanceNotices(f.student.user.id)).slice(before)).toHaveLength(1);
  });

  describe('rectifications', () => {
    let sessionId: number;
    beforeAll(async () => {
      sessionId = (await addSession(t, f.courseId, -2 * 24 * 60, { topic: 'Anteayer' })).id;
    });

    it('a student asks, the teacher lists and accepts → PRESENTE; the student is notified', async () => {
      let res = await send('POST', `/api/student/sessions/${sessionId}/rectification`, f.student.auth, {
        reason: 'Estuve conectada desde el celular.',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ attendanceStatus: 'AUSENTE', canRectify: false, rectification: { status: 'PENDIENTE' } });
      res = await send('POST', `/api/student/sessions/${sessionId}/rectification`, f.student.auth, { reason: 'Otra vez' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Ya tienes una solicitud de rectificación pendiente para esta clase.');

      const teacherBell = await t.db.select().from(notifications).where(eq(notifications.userId, f.teacher.user.id));
      expect(teacherBell.some((n) => n.kind === 'RECTIFICATION')).toBe(true);

      const list = (await get('/api/teacher/rectifications?status=PENDIENTE', f.teacher.auth)).json();
      const mine = list.find((r: { session: { id: number } }) => r.session.id === sessionId);
      expect(mine).toMatchObject({
        reason: 'Estuve conectada desde el celular.',
        attendanceStatus: 'AUSENTE',
        student: { fullName: 'Ana Alumna' },
      });
      expect((await get('/api/teacher/rectifications', f.otherTeacher.auth)).json()).toEqual([]);
      expect((await get(`/api/teacher/rectifications?courseId=${f.courseId}`, f.otherTeacher.auth)).statusCode).toBe(403);

      res = await send('POST', `/api/teacher/rectifications/${mine.id}/resolve`, f.otherTeacher.auth, { decision: 'ACEPTADA' });
      expect(res.statusCode).toBe(403);
      res = await send('POST', `/api/teacher/rectifications/${mine.id}/resolve`, f.teacher.auth, { decision: 'ACEPTADA' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ACEPTADA', attendanceStatus: 'PRESENTE' });
      res = await send('POST', `/api/teacher/rectifications/${mine.id}/resolve`, f.teacher.auth, { decision: 'RECHAZADA', answer: 'No' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('La solicitud ya fue resuelta.');
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, f.student.user.id));
      expect(bell.some((n) => n.title === 'Rectificación de asistencia aceptada')).toBe(true);
    });

    it('rejecting needs a reason and keeps the mark', async () => {
      await send('POST', `/api/student/sessions/${sessionId}/rectification`, f.classmate.auth, { reason: 'Se cayó mi internet' });
      const list = (await get(`/api/teacher/rectifications?sessionId=${sessionId}&status=PENDIENTE`, f.teacher.auth)).json();
      expect(list).toHaveLength(1);
      let res = await send('POST', `/api/teacher/rectifications/${list[0].id}/resolve`, f.teacher.auth, { decision: 'RECHAZADA' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Indica el motivo del rechazo.');
      res = await send('POST', `/api/teacher/rectifications/${list[0].id}/resolve`, f.teacher.auth, {
        decision: 'RECHAZADA',
        answer: 'No hay registro de conexión.',
      });
      expect(res.json()).toMatchObject({ status: 'RECHAZADA', answer: 'No hay registro de conexión.', attendanceStatus: 'AUSENTE' });
      res = await send('POST', '/api/teacher/rectifications/999999/resolve', f.teacher.auth, { decision: 'ACEPTADA' });
      expect(res.statusCode).toBe(404);
    });
  });
});
