import { and, eq } from 'drizzle-orm';
import { attendance, enrolments, evaluations, resourceViews, resources, settings, submissions, units } from '../../db/schema';
import { describeOnDb } from '../../test/testApp';
import { NOT_ENROLLED } from '../../modules/classroom/access';
import { addSession, classroomFixture, type ClassroomFixture } from '../../modules/classroom/testData';
import { enrol, makeCourse } from '../../domain/materials/testData';
import { invalidateSettings } from '../../domain/settings/store';

const json = { 'content-type': 'application/json' };
const DAY = 24 * 3600 * 1000;
const MIN = 24 * 60;

describeOnDb('student classroom', (t) => {
  let f: ClassroomFixture;
  beforeAll(async () => {
    f = await classroomFixture(t);
  });

  const get = (url: string, auth: { authorization: string }) => t.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth: { authorization: string }, body?: unknown) =>
    t.inject({
      method: 'POST',
      url,
      headers: body === undefined ? auth : { ...auth, ...json },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  describe('classes and attendance', () => {
    let past: number, live: number, soon: number, later: number, cancelled: number, foreign: number;
    beforeAll(async () => {
      past = (await addSession(t, f.courseId, -2 * MIN, { topic: 'Pasada' })).id;
      live = (await addSession(t, f.courseId, -20, { topic: 'En vivo' })).id;
      soon = (await addSession(t, f.courseId, 10, { topic: 'En diez minutos' })).id;
      later = (await addSession(t, f.courseId, 3 * MIN, { topic: 'Más adelante', joinUrl: null })).id;
      cancelled = (await addSession(t, f.courseId, 4 * MIN, { topic: 'Cancelada', cancelledAt: new Date() })).id;
      foreign = (await addSession(t, f.otherCourseId, -20, { topic: 'Ajena' })).id;
    });

    it('lists the student’s sessions by start with status, Unirse window and own mark', async () => {
      const res = await get('/api/student/classes', f.student.auth);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ id: number; status: string; canJoin: boolean; attendanceStatus: string; teacherVisible: string }>;
      expect(list.map((c) => c.id)).toEqual([past, live, soon, later, cancelled]);
      expect(list.map((c) => [c.status, c.canJoin, c.attendanceStatus])).toEqual([
        ['FINALIZADA', false, 'AUSENTE'],
        ['EN_VIVO', true, 'PENDIENTE'],
        ['PROXIMA', true, 'PENDIENTE'],
        ['PROXIMA', false, 'PENDIENTE'],
        ['CANCELADA', false, 'PENDIENTE'],
      ]);
      expect(list[0].teacherVisible).toBe('Dra. Prueba');
      expect((await get('/api/student/classes', f.outsider.auth)).json().map((c: { id: number }) => c.id)).toEqual([foreign]);
    });

    it('answers the attendance of a course: current session, counters and enrolment status', async () => {
      const res = await get(`/api/student/courses/${f.courseId}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(200);
      const a = res.json();
      expect(a.course.title).toBe('Derecho Procesal Penal');
      expect(a.enrolmentStatus).toBe('ACTIVO');
      expect(a.current).toMatchObject({ id: live, canMark: true, attendanceOpen: true });
      expect(a.counters).toEqual({ present: 0, absent: 1, pending: 1, total: 4, held: 2 });
      expect(a.sessions).toHaveLength(5);
    });

    it('refuses a course the student is not enrolled in, an unknown course and a bad id', async () => {
      let res = await get(`/api/student/courses/${f.otherCourseId}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(NOT_ENROLLED);
      res = await get('/api/student/courses/999999/attendance', f.student.auth);
      expect(res.statusCode).toBe(404);
      res = await get('/api/student/courses/abc/attendance', f.student.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('ID del curso inválido.');
    });

    it('marks the live session once, only for oneself', async () => {
      let res = await post(`/api/student/sessions/${live}/attendance`, f.student.auth, { userId: f.classmate.user.id });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Solo puedes marcar tu propia asistencia.');
      expect(await t.db.select().from(attendance).where(eq(attendance.sessionId, live))).toEqual([]);

      res = await post(`/api/student/sessions/${live}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: live, attendanceStatus: 'PRESENTE', canMark: false });
      res = await post(`/api/student/sessions/${live}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Ya registraste tu asistencia en esta clase.');
      const rows = await t.db.select().from(attendance).where(eq(attendance.sessionId, live));
      expect(rows.map((r) => [r.userId, r.status])).toEqual([[f.student.user.id, 'PRESENTE']]);

      const counters = (await get(`/api/student/courses/${f.courseId}/attendance`, f.student.auth)).json().counters;
      expect(counters).toMatchObject({ present: 1, absent: 1 });
      // The classmate still has nothing marked.
      expect((await get(`/api/student/courses/${f.courseId}/attendance`, f.classmate.auth)).json().current.attendanceStatus).toBe(
        'PENDIENTE',
      );
    });

    it('refuses sessions that are not open, cancelled, of another course, or with an inactive enrolment', async () => {
      let res = await post(`/api/student/sessions/${past}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('La asistencia de esta clase no está abierta.');
      res = await post(`/api/student/sessions/${cancelled}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('La clase fue cancelada.');
      res = await post(`/api/student/sessions/${foreign}/attendance`, f.student.auth);
      expect(res.statusCode).toBe(403);
      res = await post('/api/student/sessions/999999/attendance', f.student.auth);
      expect(res.statusCode).toBe(404);
      await t.db
        .update(enrolments)
        .set({ status: 'INACTIVO' })
        .where(and(eq(enrolments.userId, f.classmate.user.id), eq(enrolments.courseId, f.courseId)));
      res = await post(`/api/student/sessions/${live}/attendance`, f.classmate.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('Tu matrícula en este curso está inactiva.');
      expect((await get(`/api/student/courses/${f.courseId}/attendance`, f.classmate.auth)).json().enrolmentStatus).toBe('INACTIVO');
      await t.db
        .update(enrolments)
        .set({ status: 'ACTIVO' })
        .where(and(eq(enrolments.userId, f.classmate.user.id), eq(enrolments.courseId, f.courseId)));
    });

    it('asks for a rectification only once the class began, with a reason', async () => {
      let res = await post(`/api/student/sessions/${later}/rectification`, f.student.auth, { reason: 'x' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Solo puedes pedir una rectificación de una clase que ya empezó.');
      res = await post(`/api/student/sessions/${past}/rectification`, f.student.auth, { reason: '  ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Indica el motivo de la rectificación.');
      res = await post(`/api/student/sessions/${past}/rectification`, f.outsider.auth, { reason: 'Estuve' });
      expect(res.statusCode).toBe(403);
      res = await post(`/api/student/sessions/${past}/rectification`, f.student.auth, { reason: 'Estuve presente.' });
      expect(res.statusCode).toBe(201);
      expect(res.json().rectification).toMatchObject({ status: 'PENDIENTE', reason: 'Estuve presente.' });
    });
  });

  describe('evaluations, submissions and quizzes', () => {
    let task: number, late: number, quiz: number, lateQuiz: number, foreignTask: number;
    beforeAll(async () => {
      const now = Date.now();
      const insert = async (v: Partial<typeof evaluations.$inferInsert> & { title: string }) =>
        (
          await t.db
            .insert(evaluations)
            .values({ courseId: f.courseId, type: 'Tarea', dueAt: new Date(now + 2 * DAY), ...v })
            .returning()
        )[0].id;
      task = await insert({ title: 'Informe' });
      late = await insert({ title: 'Vencida', dueAt: new Date(now - DAY) });
      const questions = [
        { id: 'q1', text: '¿A?', options: ['sí', 'no'], answer: 0 },
        { id: 'q2', text: '¿B?', options: ['uno', 'dos', 'tres'], answer: 2 },
        { id: 'q3', text: '¿C?', options: ['x', 'y'], answer: 1 },
      ];
      quiz = await insert({ title: 'Quiz', type: 'Quiz', questions });
      lateQuiz = await insert({ title: 'Quiz vencido', type: 'Quiz', questions, dueAt: new Date(now - DAY) });
      foreignTask = await insert({ title: 'Ajena', courseId: f.otherCourseId });
    });

    it('lists the evaluations of a course with their state and without the right answers', async () => {
      const res = await get(`/api/student/courses/${f.courseId}/evaluations`, f.student.auth);
      expect(res.statusCode).toBe(200);
      const list = res.json() as Array<{ id: number; state: string; canSubmit: boolean; questions: Array<Record<string, unknown>> }>;
      const byId = new Map(list.map((e) => [e.id, e]));
      expect(byId.get(task)).toMatchObject({ state: 'POR_ENTREGAR', canSubmit: true, submission: null });
      expect(byId.get(late)).toMatchObject({ state: 'VENCIDA', canSubmit: false });
      expect(byId.get(quiz)?.questions).toEqual([
        { id: 'q1', text: '¿A?', options: ['sí', 'no'] },
        { id: 'q2', text: '¿B?', options: ['uno', 'dos', 'tres'] },
        { id: 'q3', text: '¿C?', options: ['x', 'y'] },
      ]);
      expect(list.some((e) => e.id === foreignTask)).toBe(false);
      expect((await get('/api/student/evaluations', f.student.auth)).json().length).toBe(list.length);
      expect((await get(`/api/student/courses/${f.otherCourseId}/evaluations`, f.student.auth)).statusCode).toBe(403);
      expect((await get(`/api/student/evaluations/${foreignTask}`, f.student.auth)).statusCode).toBe(403);
      expect((await get('/api/student/evaluations/999999', f.student.auth)).statusCode).toBe(404);
    });

    it('submits a task before the due date and again until graded (the last one counts); empty and late ones are refused', async () => {
      let res = await post(`/api/student/evaluations/${task}/submission`, f.student.auth, { text: '   ' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Escribe tu respuesta o adjunta un archivo.');
      res = await post(`/api/student/evaluations/${task}/submission`, f.student.auth, { text: 'Mi informe' });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        state: 'ENTREGADA',
        canSubmit: true,
        submission: { status: 'PENDIENTE', text: 'Mi informe', file: null },
      });
      res = await post(`/api/student/evaluations/${task}/submission`, f.student.auth, { text: 'Mi informe corregido' });
      expect(res.statusCode).toBe(201);
      expect(res.json().submission).toMatchObject({ status: 'PENDIENTE', text: 'Mi informe corregido' });
      const [sent] = await t.db.select().from(submissions).where(eq(submissions.evaluationId, task));
      await t.db.update(submissions).set({ status: 'CALIFICADO', score: 15 }).where(eq(submissions.id, sent.id));
      res = await post(`/api/student/evaluations/${task}/submission`, f.student.auth, { text: 'Otra vez' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Tu entrega ya fue calificada; no se puede reenviar.');
      expect((await get(`/api/student/evaluations/${task}`, f.student.auth)).json()).toMatchObject({
        canSubmit: false,
        submission: { text: 'Mi informe corregido' },
      });
      res = await post(`/api/student/evaluations/${late}/submission`, f.student.auth, { text: 'Tarde' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('El plazo de entrega venció; ya no se aceptan entregas.');
      res = await post(`/api/student/evaluations/${quiz}/submission`, f.student.auth, { text: 'x' });
      expect(res.statusCode).toBe(400);
      res = await post(`/api/student/evaluations/${foreignTask}/submission`, f.student.auth, { text: 'x' });
      expect(res.statusCode).toBe(403);
      // The classmate's view of the same task: nothing submitted.
      expect((await get(`/api/student/evaluations/${task}`, f.classmate.auth)).json()).toMatchObject({
        state: 'POR_ENTREGAR',
        submission: null,
      });
      const rows = await t.db.select().from(submissions).where(eq(submissions.evaluationId, task));
      expect(rows).toHaveLength(1);
    });

    it('checks uploaded files like materials (type by content)', async () => {
      const res = await t.inject({
        method: 'POST',
        url: `/api/student/evaluations/${task}/submission`,
        headers: { ...f.classmate.auth, 'content-type': 'multipart/form-data; boundary=B' },
        payload: [
          '--B',
          'Content-Disposition: form-data; name="file"; filename="virus.exe"',
          'Content-Type: application/octet-stream',
          '',
          'MZ\u0000\u0001',
          '--B--',
          '',
        ].join('\r\n'),
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error).toMatch(/^Tipo de archivo no permitido/);
      expect(await t.db.select().from(submissions).where(eq(submissions.userId, f.classmate.user.id))).toEqual([]);
    });

    it('takes a quiz once: graded at once on 0–20; incomplete, late and repeated answers are refused', async () => {
      let res = await post(`/api/student/evaluations/${quiz}/quiz`, f.student.auth, { answers: { q1: 0 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Responde todas las preguntas.');
      res = await post(`/api/student/evaluations/${quiz}/quiz`, f.student.auth, { answers: { q1: 0, q2: 9, q3: 1 } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Respuesta inválida.');
      res = await post(`/api/student/evaluations/${quiz}/quiz`, f.student.auth, { answers: { q1: 0, q2: 2, q3: 0 } });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        state: 'CALIFICADA',
        submission: { status: 'CALIFICADO', score: 13.33, quizResult: { correct: 2, total: 3 } },
      });
      res = await post(`/api/student/evaluations/${quiz}/quiz`, f.student.auth, { answers: { q1: 0, q2: 2, q3: 1 } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('Ya enviaste esta evaluación; no se permiten entregas repetidas.');
      res = await post(`/api/student/evaluations/${lateQuiz}/quiz`, f.student.auth, { answers: { q1: 0, q2: 2, q3: 1 } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('El plazo de entrega venció; ya no se aceptan entregas.');
      res = await post(`/api/student/evaluations/${task}/quiz`, f.classmate.auth, { answers: {} });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Esta evaluación no es un quiz.');
    });

    it('answers grades with the average (two decimals) and the passing mark from the settings', async () => {
      const [sub] = await t.db
        .select()
        .from(submissions)
        .where(and(eq(submissions.evaluationId, task), eq(submissions.userId, f.student.user.id)));
      await t.db
        .update(submissions)
        .set({ status: 'CALIFICADO', score: 10, gradedAt: new Date(Date.now() + 1000), feedback: 'Mejorable' })
        .where(eq(submissions.id, sub.id));
      let res = await get('/api/student/grades', f.student.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ average: 11.67, passingMark: 11, passed: true });
      expect(
        res.json().items.map((g: { evaluationTitle: string; score: number; passed: boolean }) => [g.evaluationTitle, g.score, g.passed]),
      ).toEqual([
        ['Informe', 10, false],
        ['Quiz', 13.33, true],
      ]);
      await t.db.insert(settings).values({ key: 'academic', value: { passingMark: 13 } });
      invalidateSettings(t.app, 'academic');
      res = await get(`/api/student/grades?courseId=${f.courseId}`, f.student.auth);
      expect(res.json()).toMatchObject({ passingMark: 13, passed: false });
      expect((await get('/api/student/grades', f.classmate.auth)).json()).toMatchObject({ items: [], average: null, passed: null });
      expect((await get(`/api/student/grades?courseId=${f.otherCourseId}`, f.student.auth)).statusCode).toBe(403);
      const perf = (await get('/api/student/performance', f.student.auth)).json();
      expect(perf.points.map((p: { title: string }) => p.title)).toEqual(['Quiz', 'Informe']);
      expect(perf).toMatchObject({ average: 11.67, passingMark: 13 });
    });
  });

  describe('progress and resource views', () => {
    let courseId: number;
    let resourceIds: number[];
    let student: typeof f.student;
    beforeAll(async () => {
      // A fresh course so the numbers are this block's own.
      const course = await makeCourse(t, f.teacher.user.id, { title: 'Curso de avance' });
      courseId = course.id;
      student = await t.user('ESTUDIANTE');
      await enrol(t, student.user.id, courseId);
      const [unit] = await t.db.insert(units).values({ courseId, title: 'U1' }).returning();
      resourceIds = (
        await t.db
          .insert(resources)
          .values([
            { unitId: unit.id, title: 'Lectura', type: 'link', url: 'https://example.org/a' },
            { unitId: unit.id, title: 'Video', type: 'iframe', url: 'https://www.youtube.com/embed/abcdefg' },
            { unitId: unit.id, title: 'Otra', type: 'link', url: 'https://example.org/b' },
          ])
          .returning()
      ).map((r) => r.id);
      const held = await addSession(t, courseId, -3 * MIN);
      await addSession(t, courseId, -2 * MIN);
      await addSession(t, courseId, 5 * MIN);
      await t.db.insert(attendance).values({ sessionId: held.id, userId: student.user.id, status: 'PRESENTE' });
    });

    it('is (attended + opened) / (held + resources) and counts each opened resource once', async () => {
      let res = await get(`/api/student/courses/${courseId}/progress`, student.auth);
      expect(res.json()).toMatchObject({ attended: 1, opened: 0, held: 2, sessionsTotal: 3, resources: 3, percent: 20 });
      for (const id of [resourceIds[0], resourceIds[0], resourceIds[1]]) {
        res = await post(`/api/student/resources/${id}/view`, student.auth);
        expect(res.statusCode).toBe(204);
      }
      res = await get('/api/student/progress', student.auth);
      expect(res.json()).toEqual([expect.objectContaining({ courseId, attended: 1, opened: 2, percent: 60 })]);
      expect(await t.db.select().from(resourceViews).where(eq(resourceViews.userId, student.user.id))).toHaveLength(2);
    });

    it('counts a file the student downloads through the files path', async () => {
      const [unit] = await t.db.select().from(units).where(eq(units.courseId, courseId));
      const stored = await t.app.storage.putNew(`units/${unit.id}`, '.txt', Buffer.from('Apuntes'));
      const fileName = stored.key.split('/').pop() as string;
      const [file] = await t.db
        .insert(resources)
        .values({
          unitId: unit.id,
          title: 'Apuntes',
          type: 'txt',
          mime: 'text/plain; charset=utf-8',
          fileName,
          storageKey: stored.key,
          size: stored.size,
        })
        .returning();
      const list = (await get(`/api/materials/units/${unit.id}/resources`, student.auth)).json();
      const url = list.find((r: { id: number }) => r.id === file.id).url as string;
      const res = await t.inject({ method: 'GET', url: `/api${url}&download=1` });
      expect(res.statusCode).toBe(200);
      expect(
        await t.db
          .select()
          .from(resourceViews)
          .where(and(eq(resourceViews.userId, student.user.id), eq(resourceViews.resourceId, file.id))),
      ).toHaveLength(1);
      expect((await get(`/api/student/courses/${courseId}/progress`, student.auth)).json()).toMatchObject({ opened: 3, resources: 4 });
    });

    it('refuses views of courses the student is not in; staff previews do not count', async () => {
      let res = await post(`/api/student/resources/${resourceIds[2]}/view`, f.outsider.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(NOT_ENROLLED);
      res = await post(`/api/student/resources/${resourceIds[2]}/view`, f.teacher.auth);
      expect(res.statusCode).toBe(204);
      res = await post('/api/student/resources/999999/view', student.auth);
      expect(res.statusCode).toBe(404);
      expect(await t.db.select().from(resourceViews).where(eq(resourceViews.resourceId, resourceIds[2]))).toEqual([]);
      expect((await get(`/api/student/courses/${courseId}/progress`, f.outsider.auth)).statusCode).toBe(403);
    });
  });
});
