import { eq } from 'drizzle-orm';
import { auditLog, evaluations, notifications, resources, submissions, units } from '../../db/schema';
import { describeOnDb } from '../../test/testApp';
import { NOT_YOUR_COURSE } from '../../modules/classroom/access';
import { addSession, classroomFixture, type ClassroomFixture } from '../../modules/classroom/testData';

const json = { 'content-type': 'application/json' };
const DAY = 24 * 3600 * 1000;

describeOnDb('teacher: evaluations, submissions, announcements, dashboard', (t) => {
  let f: ClassroomFixture;
  let examResourceId: number;
  let otherExamResourceId: number;
  beforeAll(async () => {
    f = await classroomFixture(t);
    const [unit] = await t.db.insert(units).values({ courseId: f.courseId, title: 'Unidad 1' }).returning();
    const [otherUnit] = await t.db.insert(units).values({ courseId: f.otherCourseId, title: 'Unidad X' }).returning();
    examResourceId = (await t.db.insert(resources).values({ unitId: unit.id, title: 'Examen parcial', type: 'exam' }).returning())[0].id;
    otherExamResourceId = (await t.db.insert(resources).values({ unitId: otherUnit.id, title: 'Examen', type: 'exam' }).returning())[0].id;
  });

  const get = (url: string, auth: { authorization: string }) => t.inject({ method: 'GET', url, headers: auth });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: { authorization: string }, body?: unknown) =>
    t.inject({
      method,
      url,
      headers: body === undefined ? auth : { ...auth, ...json },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const due = (days: number) => new Date(Date.now() + days * DAY).toISOString();

  describe('evaluations CRUD', () => {
    it('creates a quiz with questions (answers visible to the teacher), notifies the students', async () => {
      const res = await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
        courseId: f.courseId,
        type: 'Quiz',
        title: 'Quiz 1',
        dueAt: due(3),
        instructions: 'Responde',
        questions: [
          { text: '¿Plazo de apelación?', options: ['3 días', '5 días'], answer: 1 },
          { text: '¿Órgano competente?', options: ['Sala', 'Juzgado', 'Fiscalía'], answer: 0 },
        ],
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        type: 'Quiz',
        title: 'Quiz 1',
        courseTitle: 'Derecho Procesal Penal',
        questions: [
          { id: 'q1', answer: 1 },
          { id: 'q2', answer: 0 },
        ],
        counts: { enrolled: 2, submitted: 0 },
      });
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, f.student.user.id));
      expect(bell.some((n) => n.kind === 'EVALUATION' && n.link === `/aula/evaluaciones/${f.courseId}/${res.json().id}`)).toBe(true);
    });

    it('links an Examen to an exam resource of the same course only; resources answer the evaluation id', async () => {
      let res = await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
        courseId: f.courseId,
        type: 'Examen',
        title: 'Parcial',
        dueAt: due(5),
        resourceId: otherExamResourceId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('El recurso debe ser un Examen de una unidad de este curso.');
      res = await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
        courseId: f.courseId,
        type: 'examen',
        title: 'Parcial',
        dueAt: due(5),
        resourceId: examResourceId,
        weight: '30',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ type: 'Examen', resourceId: examResourceId, weight: 30, questions: [] });
      const [unit] = await t.db.select().from(units).where(eq(units.courseId, f.courseId));
      const list = (await get(`/api/materials/units/${unit.id}/resources`, f.student.auth)).json();
      expect(list.find((r: { id: number }) => r.id === examResourceId).evaluationId).toBe(res.json().id);
    });

    it('validates bodies in Spanish and refuses another teacher', async () => {
      let res = await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
        courseId: f.courseId,
        type: 'Quiz',
        title: '',
        dueAt: 'mañana',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toMatchObject({
        title: 'Escribe un título para la evaluación.',
        dueAt: 'Fecha de entrega inválida (usa AAAA-MM-DD y, si quieres, la hora HH:MM).',
      });
      res = await send('POST', '/api/teacher/evaluations', f.otherTeacher.auth, {
        courseId: f.courseId,
        type: 'Tarea',
        title: 'X',
        dueAt: due(1),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(NOT_YOUR_COURSE);
      res = await get(`/api/teacher/evaluations?courseId=${f.courseId}`, f.otherTeacher.auth);
      expect(res.statusCode).toBe(403);
      expect((await get('/api/teacher/evaluations', f.otherTeacher.auth)).json()).toEqual([]);
      expect((await get('/api/teacher/evaluations', f.student.auth)).statusCode).toBe(403);
    });

    it('edits, and deletes only while nobody submitted', async () => {
      const created = (
        await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
          courseId: f.courseId,
          type: 'Tarea',
          title: 'Borrador',
          dueAt: due(2),
        })
      ).json();
      let res = await send('PUT', `/api/teacher/evaluations/${created.id}`, f.teacher.auth, {
        type: 'Tarea',
        title: 'Ensayo',
        dueAt: '2030-01-15T18:00',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ title: 'Ensayo', dueAt: '2030-01-15T23:00:00.000Z' });
      res = await send('PUT', `/api/teacher/evaluations/${created.id}`, f.otherTeacher.auth, { type: 'Tarea', title: 'X', dueAt: due(1) });
      expect(res.statusCode).toBe(403);
      expect((await get(`/api/teacher/evaluations/${created.id}`, f.teacher.auth)).json().title).toBe('Ensayo');

      await send('POST', `/api/student/evaluations/${created.id}/submission`, f.student.auth, { text: 'Mi ensayo' });
      res = await send('DELETE', `/api/teacher/evaluations/${created.id}`, f.teacher.auth);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe('No se puede eliminar una evaluación que ya tiene entregas.');

      const empty = (
        await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
          courseId: f.courseId,
          type: 'Tarea',
          title: 'Sobra',
          dueAt: due(2),
        })
      ).json();
      expect((await send('DELETE', `/api/teacher/evaluations/${empty.id}`, f.otherTeacher.auth)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/teacher/evaluations/${empty.id}`, f.teacher.auth)).statusCode).toBe(204);
      expect((await get(`/api/teacher/evaluations/${empty.id}`, f.teacher.auth)).statusCode).toBe(404);
      const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'evaluation'));
      expect(entries.map((e) => e.action)).toEqual(expect.arrayContaining(['CREATE', 'UPDATE', 'DELETE']));
    });
  });

  describe('submissions: list, open, review, grade', () => {
    let evaluationId: number;
    let submissionId: number;
    beforeAll(async () => {
      const [e] = await t.db
        .insert(evaluations)
        .values({ courseId: f.courseId, title: 'Tarea 1', type: 'Tarea', dueAt: new Date(Date.now() + 2 * DAY) })
        .returning();
      evaluationId = e.id;
      const res = await t.inject({
        method: 'POST',
        url: `/api/student/evaluations/${evaluationId}/submission`,
        headers: { ...f.student.auth, 'content-type': 'multipart/form-data; boundary=XyZ' },
        payload: [
          '--XyZ',
          'Content-Disposition: form-data; name="text"',
          '',
          'Adjunto mi informe.',
          '--XyZ',
          'Content-Disposition: form-data; name="file"; filename="informe.txt"',
          'Content-Type: text/plain',
          '',
          'Contenido del informe',
          '--XyZ--',
          '',
        ].join('\r\n'),
      });
      expect(res.statusCode).toBe(201);
      submissionId = res.json().submission.id;
    });

    it('lists submissions with status Pendiente and counts pending review on the dashboard', async () => {
      const res = await get(`/api/teacher/submissions?evaluationId=${evaluationId}`, f.teacher.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        totalElements: 1,
        content: [{ id: submissionId, status: 'PENDIENTE', hasFile: true, late: false, student: { fullName: 'Ana Alumna' } }],
      });
      expect((await get('/api/teacher/submissions', f.otherTeacher.auth)).json().totalElements).toBe(0);
      expect((await get(`/api/teacher/submissions?evaluationId=${evaluationId}`, f.otherTeacher.auth)).statusCode).toBe(403);
      expect((await get('/api/teacher/submissions?status=RARO', f.teacher.auth)).statusCode).toBe(400);
      const dash = (await get('/api/teacher/dashboard', f.teacher.auth)).json();
      expect(dash.pendingReview).toBeGreaterThanOrEqual(1);
    });

    it('opens one with the answer and an authorised file link; review moves it to En revisión', async () => {
      let res = await get(`/api/teacher/submissions/${submissionId}`, f.teacher.auth);
      expect(res.statusCode).toBe(200);
      const detail = res.json();
      expect(detail).toMatchObject({
        text: 'Adjunto mi informe.',
        status: 'PENDIENTE',
        file: { name: 'informe.txt', mime: 'text/plain; charset=utf-8' },
      });
      const file = await t.inject({ method: 'GET', url: `/api${detail.file.url}` });
      expect(file.statusCode).toBe(200);
      expect(file.body).toBe('Contenido del informe');
      // The link is the teacher's: a forged or stripped one is refused, and another teacher is refused.
      expect((await t.inject({ method: 'GET', url: `/api/files/submissions/${submissionId}` })).statusCode).toBe(401);
      expect(
        (await t.inject({ method: 'GET', url: `/api/files/submissions/${submissionId}`, headers: f.otherTeacher.auth })).statusCode,
      ).toBe(403);
      expect((await t.inject({ method: 'GET', url: `/api/files/submissions/${submissionId}`, headers: f.classmate.auth })).statusCode).toBe(
        403,
      );
      expect((await t.inject({ method: 'GET', url: `/api/files/submissions/${submissionId}`, headers: f.student.auth })).statusCode).toBe(
        200,
      );

      expect((await get(`/api/teacher/submissions/${submissionId}`, f.otherTeacher.auth)).statusCode).toBe(403);
      res = await send('POST', `/api/teacher/submissions/${submissionId}/review`, f.teacher.auth);
      expect(res.json().status).toBe('EN_REVISION');
      res = await send('POST', `/api/teacher/submissions/${submissionId}/review`, f.teacher.auth);
      expect(res.json().status).toBe('EN_REVISION');
    });

    it('grades 0–20 with feedback: the student sees it and is notified; bad scores are refused', async () => {
      for (const score of [21, -1, 'diez', 14.555]) {
        const bad = await send('POST', `/api/teacher/submissions/${submissionId}/grade`, f.teacher.auth, { score });
        expect(bad.statusCode).toBe(400);
        expect(bad.json().error).toBe('La nota debe estar entre 0 y 20 (hasta dos decimales).');
      }
      expect((await send('POST', `/api/teacher/submissions/${submissionId}/grade`, f.otherTeacher.auth, { score: 12 })).statusCode).toBe(
        403,
      );
      const res = await send('POST', `/api/teacher/submissions/${submissionId}/grade`, f.teacher.auth, {
        score: '15,5',
        feedback: 'Buen análisis.',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'CALIFICADO', score: 15.5, feedback: 'Buen análisis.', gradedBy: 'Dra. Lucía Docente' });
      const grades = (await get('/api/student/grades', f.student.auth)).json();
      expect(grades.items[0]).toMatchObject({ evaluationTitle: 'Tarea 1', score: 15.5, feedback: 'Buen análisis.', passed: true });
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, f.student.user.id));
      expect(bell.some((n) => n.kind === 'GRADE' && n.body === 'Derecho Procesal Penal: 15.50' && n.link === '/aula/notas')).toBe(true);
      const [row] = await t.db.select().from(submissions).where(eq(submissions.id, submissionId));
      expect(row.gradedBy).toBe(f.teacher.user.id);
    });

    it('404 for an unknown submission, 400 for a bad id', async () => {
      expect((await get('/api/teacher/submissions/999999', f.teacher.auth)).statusCode).toBe(404);
      const res = await get('/api/teacher/submissions/x', f.teacher.auth);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('ID de la entrega inválido.');
    });
  });

  describe('announcements', () => {
    it('posts to a course, students see it and are notified; another teacher is refused', async () => {
      let res = await send('POST', '/api/teacher/announcements', f.teacher.auth, {
        courseId: f.courseId,
        title: 'Cambio de aula',
        body: 'La clase del jueves será virtual.',
      });
      expect(res.statusCode).toBe(201);
      const a = res.json();
      expect(a).toMatchObject({ courseTitle: 'Derecho Procesal Penal', author: 'Dra. Lucía Docente', title: 'Cambio de aula' });
      expect((await get('/api/student/announcements', f.student.auth)).json().map((x: { id: number }) => x.id)).toContain(a.id);
      expect((await get('/api/student/announcements', f.outsider.auth)).json().map((x: { id: number }) => x.id)).not.toContain(a.id);
      expect((await get(`/api/student/announcements?courseId=${f.courseId}`, f.outsider.auth)).statusCode).toBe(403);
      expect((await get('/api/teacher/announcements', f.teacher.auth)).json()[0].id).toBe(a.id);
      const bell = await t.db.select().from(notifications).where(eq(notifications.userId, f.classmate.user.id));
      expect(bell.some((n) => n.kind === 'ANNOUNCEMENT')).toBe(true);

      res = await send('POST', '/api/teacher/announcements', f.otherTeacher.auth, { courseId: f.courseId, title: 'Hola' });
      expect(res.statusCode).toBe(403);
      res = await send('POST', '/api/teacher/announcements', f.teacher.auth, { courseId: f.courseId, title: '' });
      expect(res.json().error).toBe('Escribe el anuncio.');
      expect((await send('DELETE', `/api/teacher/announcements/${a.id}`, f.otherTeacher.auth)).statusCode).toBe(403);
      expect((await send('DELETE', `/api/teacher/announcements/${a.id}`, f.teacher.auth)).statusCode).toBe(204);
      expect((await send('DELETE', `/api/teacher/announcements/${a.id}`, f.teacher.auth)).statusCode).toBe(404);
    });
  });

  describe('dashboard', () => {
    it('shows each course with the share of its sessions held so far', async () => {
      await addSession(t, f.courseId, -7 * 24 * 60);
      await addSession(t, f.courseId, 7 * 24 * 60);
      await addSession(t, f.courseId, -3 * 24 * 60, { cancelledAt: new Date() });
      const res = await get('/api/teacher/dashboard', f.teacher.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().courses).toEqual([
        {
          courseId: f.courseId,
          title: 'Derecho Procesal Penal',
          code: expect.any(String),
          students: 2,
          sessionsHeld: 1,
          sessionsTotal: 2,
          percent: 50,
        },
      ]);
      const other = (await get('/api/teacher/dashboard', f.otherTeacher.auth)).json();
      expect(other.courses.map((c: { courseId: number }) => c.courseId)).toEqual([f.otherCourseId]);
      const admin = (await get('/api/teacher/dashboard', f.admin.auth)).json();
      expect(admin.courses.length).toBeGreaterThanOrEqual(2);
    });
  });
});
