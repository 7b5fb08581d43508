import { and, eq } from 'drizzle-orm';
import { auditLog, evaluations, notifications, quizAttempts, submissions } from '../../db/schema';
import { describeOnDb } from '../../test/testApp';
import { countedGrade, countedGrades, finalizeExpiredAttempts, syncCountedGrade } from '../../modules/classroom/attempts';
import { classroomFixture, type ClassroomFixture } from '../../modules/classroom/testData';

const json = { 'content-type': 'application/json' };
const DAY = 24 * 3600 * 1000;
const due = (days: number) => new Date(Date.now() + days * DAY).toISOString();
type Auth = { authorization: string };

describeOnDb('assessments: bank, attempts, time limit, extensions, locking', (t) => {
  let f: ClassroomFixture;
  beforeAll(async () => {
    f = await classroomFixture(t);
  });
  const get = (url: string, auth: Auth) => t.inject({ method: 'GET', url, headers: auth });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, auth: Auth, body?: unknown) =>
    t.inject({
      method,
      url,
      headers: body === undefined ? auth : { ...auth, ...json },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const createQuiz = async (body: Record<string, unknown>) => {
    const res = await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
      courseId: f.courseId,
      type: 'Quiz',
      title: 'Quiz',
      dueAt: due(3),
      ...body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number };
  };

  it('keeps a question bank per course, for its teacher only', async () => {
    const bank = `/api/teacher/courses/${f.courseId}/question-bank`;
    const questions = [
      { kind: 'truefalse', text: 'La casación es un recurso ordinario.', answer: 1 },
      { kind: 'short', text: '¿Norma suprema del Perú?', accepted: ['Constitución Política', 'Constitución'] },
      { kind: 'multiple', text: 'Medios impugnatorios', options: ['Apelación', 'Demanda', 'Queja'], answers: [0, 2] },
    ];
    for (const q of questions) expect((await send('POST', bank, f.teacher.auth, q)).statusCode).toBe(201);
    const bad = await send('POST', bank, f.teacher.auth, { kind: 'short', text: 'Sin respuestas' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Escribe al menos una respuesta aceptada.');
    expect((await send('POST', bank, f.otherTeacher.auth, questions[0])).statusCode).toBe(403);
    expect((await get(bank, f.student.auth)).statusCode).toBe(403);
    const list = (await get(bank, f.teacher.auth)).json();
    expect(list.map((q: { question: { kind: string } }) => q.question.kind)).toEqual(['truefalse', 'short', 'multiple']);
    expect((await send('DELETE', `/api/teacher/question-bank/${list[0].id}`, f.otherTeacher.auth)).statusCode).toBe(403);
  });

  it('refuses a quiz that draws more bank questions per attempt than the bank holds, when it is saved', async () => {
    // The bank holds 3 questions (the test above).
    const message =
      'El banco del curso tiene 3 preguntas: no alcanza para sortear 4 en cada intento. Añade preguntas al banco o pide menos.';
    const fields = { courseId: f.courseId, type: 'Quiz', title: 'Quiz que pide demasiado', dueAt: due(3) };
    const tooMany = await send('POST', '/api/teacher/evaluations', f.teacher.auth, { ...fields, bankCount: 4 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ error: message, details: { bankCount: message } });
    const own = await createQuiz({ title: 'Quiz propio', questions: [{ kind: 'truefalse', text: 'El dolo es voluntad.', answer: 0 }] });
    const { courseId: _course, ...update } = fields;
    const raised = await send('PUT', `/api/teacher/evaluations/${own.id}`, f.teacher.auth, {
      ...update,
      questions: [{ kind: 'truefalse', text: 'El dolo es voluntad.', answer: 0 }],
      bankCount: 4,
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.json().error).toBe(message);
    const enough = await send('PUT', `/api/teacher/evaluations/${own.id}`, f.teacher.auth, {
      ...update,
      questions: [{ kind: 'truefalse', text: 'El dolo es voluntad.', answer: 0 }],
      bankCount: 3,
    });
    expect(enough.statusCode).toBe(200);
    expect(enough.json()).toMatchObject({ bankCount: 3 });
    expect((await send('DELETE', `/api/teacher/evaluations/${own.id}`, f.teacher.auth)).statusCode).toBeLessThan(300);
  });

  it('draws and shuffles bank questions per attempt, grades every kind, counts by the rule and allows N attempts', async () => {
    const quiz = await createQuiz({ title: 'Quiz del banco', bankCount: 3, shuffle: true, maxAttempts: 2, attemptRule: 'HIGHEST' });
    let res = await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth);
    expect(res.statusCode).toBe(201);
    const first = res.json();
    expect(first.questions).toHaveLength(3);
    expect(JSON.stringify(first.questions)).not.toMatch(/accepted|answers|"answer"/);
    // Starting again answers the same attempt in progress.
    expect((await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth)).json().id).toBe(first.id);
    const byKind = (a: { questions: Array<{ id: string; kind?: string }> }, kind: string) => a.questions.find((q) => q.kind === kind)!.id;
    // Attempt 1: only the short answer right (without accents or capitals).
    res = await send('PUT', `/api/student/attempts/${first.id}/responses`, f.student.auth, {
      responses: { [byKind(first, 'short')]: '  constitucion politica ' },
    });
    expect(res.statusCode).toBe(200);
    expect((await send('PUT', `/api/student/attempts/${first.id}/responses`, f.classmate.auth, { responses: {} })).statusCode).toBe(404);
    res = await send('POST', `/api/student/attempts/${first.id}/submit`, f.student.auth, {
      responses: { [byKind(first, 'truefalse')]: 0 },
    });
    expect(res.json()).toMatchObject({ score: 6.67, correct: 1, total: 3, autoSubmitted: false });
    expect((await send('POST', `/api/student/attempts/${first.id}/submit`, f.student.auth, { responses: {} })).statusCode).toBe(409);
    // Attempt 2: all right.
    const second = (await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth)).json();
    expect(second.number).toBe(2);
    res = await send('POST', `/api/student/attempts/${second.id}/submit`, f.student.auth, {
      responses: { [byKind(second, 'short')]: 'CONSTITUCIÓN', [byKind(second, 'truefalse')]: 1, [byKind(second, 'multiple')]: [2, 0] },
    });
    expect(res.json().score).toBe(20);
    res = await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Ya usaste todos tus intentos de este quiz.');
    expect(await countedGrade(t.db, quiz.id, f.student.user.id)).toBe(20);
    const view = (await get(`/api/student/evaluations/${quiz.id}`, f.student.auth)).json();
    expect(view).toMatchObject({ state: 'CALIFICADA', canSubmit: false, attemptsUsed: 2, submission: { score: 20 } });
    // Another rule over the same attempts.
    await t.db.update(submissions).set({ score: null }).where(eq(submissions.evaluationId, quiz.id));
    await t.db.update(evaluations).set({ attemptRule: 'AVERAGE' }).where(eq(evaluations.id, quiz.id));
    await syncCountedGrade(t.db, quiz.id, f.student.user.id);
    expect((await countedGrades(t.db, [quiz.id])).get(quiz.id)?.get(f.student.user.id)).toBe(13.34);
  });

  it('submits what was saved when the time is up, by the server', async () => {
    const quiz = await createQuiz({
      title: 'Quiz cronometrado',
      timeLimitMinutes: 10,
      questions: [
        { text: '¿1?', options: ['a', 'b'], answer: 0 },
        { text: '¿2?', options: ['a', 'b'], answer: 1 },
      ],
    });
    const attempt = (await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth)).json();
    const minutes = (Date.parse(attempt.deadlineAt) - Date.parse(attempt.startedAt)) / 60_000;
    expect(minutes).toBe(10);
    await send('PUT', `/api/student/attempts/${attempt.id}/responses`, f.student.auth, { responses: { q1: 0 } });
    // The student closes the browser; the time runs out.
    await t.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(quizAttempts.id, attempt.id));
    expect(await finalizeExpiredAttempts(t.db, { evaluationId: quiz.id })).toBe(1);
    const res = await send('PUT', `/api/student/attempts/${attempt.id}/responses`, f.student.auth, { responses: { q1: 0, q2: 1 } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('El intento ya terminó; lo respondido se envió.');
    const [row] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, attempt.id));
    expect(row).toMatchObject({ autoSubmitted: true, score: 10, correct: 1 });
    expect(await countedGrade(t.db, quiz.id, f.student.user.id)).toBe(10);
  });

  it('finalizes an expired attempt when the student reads it, too', async () => {
    const quiz = await createQuiz({
      title: 'Quiz abandonado',
      timeLimitMinutes: 5,
      questions: [{ text: '¿1?', options: ['a', 'b'], answer: 0 }],
    });
    const attempt = (await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.classmate.auth)).json();
    await send('PUT', `/api/student/attempts/${attempt.id}/responses`, f.classmate.auth, { responses: { q1: 0 } });
    await t.db
      .update(quizAttempts)
      .set({ deadlineAt: new Date(Date.now() - 1000) })
      .where(eq(quizAttempts.id, attempt.id));
    const list = (await get(`/api/student/evaluations/${quiz.id}/attempts`, f.classmate.auth)).json();
    expect(list[0]).toMatchObject({ autoSubmitted: true, score: 20 });
  });

  it('grades essays by hand with feedback; the counted grade waits for them', async () => {
    const quiz = await createQuiz({
      title: 'Quiz con desarrollo',
      questions: [
        { text: '¿1?', options: ['a', 'b'], answer: 0 },
        { kind: 'essay', text: 'Explica el principio de legalidad.' },
      ],
    });
    const attempt = (await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth)).json();
    let res = await send('POST', `/api/student/attempts/${attempt.id}/submit`, f.student.auth, {
      responses: { q1: 0, q2: 'Nullum crimen sine lege…' },
    });
    expect(res.json()).toMatchObject({ score: null, pendingEssays: true });
    const [pending] = await t.db
      .select()
      .from(submissions)
      .where(and(eq(submissions.evaluationId, quiz.id), eq(submissions.userId, f.student.user.id)));
    expect(pending).toMatchObject({ status: 'PENDIENTE', score: null });
    expect((await send('POST', `/api/teacher/attempts/${attempt.id}/grade`, f.otherTeacher.auth, { grades: { q2: 16 } })).statusCode).toBe(
      403,
    );
    res = await send('POST', `/api/teacher/attempts/${attempt.id}/grade`, f.teacher.auth, { grades: { q2: 25 } });
    expect(res.statusCode).toBe(400);
    res = await send('POST', `/api/teacher/attempts/${attempt.id}/grade`, f.teacher.auth, {
      grades: { q2: 16 },
      feedback: 'Bien argumentado',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ score: 18, feedback: 'Bien argumentado', essayGrades: { q2: 16 } });
    expect(await countedGrade(t.db, quiz.id, f.student.user.id)).toBe(18);
    const attempts = (await get(`/api/teacher/evaluations/${quiz.id}/attempts`, f.teacher.auth)).json();
    expect(attempts).toHaveLength(1);
    expect((await get(`/api/teacher/evaluations/${quiz.id}/attempts`, f.otherTeacher.auth)).statusCode).toBe(403);
  });

  it('gives one student a later due date (audited); the others stay closed', async () => {
    const task = (
      await send('POST', '/api/teacher/evaluations', f.teacher.auth, {
        courseId: f.courseId,
        type: 'Tarea',
        title: 'Informe vencido',
        dueAt: due(1),
      })
    ).json();
    await t.db
      .update(evaluations)
      .set({ dueAt: new Date(Date.now() - DAY) })
      .where(eq(evaluations.id, task.id));
    let res = await send('PUT', `/api/teacher/evaluations/${task.id}/extensions`, f.teacher.auth, {
      userId: f.outsider.user.id,
      dueAt: due(2),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El estudiante no está matriculado en este curso.');
    expect(
      (await send('PUT', `/api/teacher/evaluations/${task.id}/extensions`, f.student.auth, { userId: f.student.user.id, dueAt: due(2) }))
        .statusCode,
    ).toBe(403);
    res = await send('PUT', `/api/teacher/evaluations/${task.id}/extensions`, f.teacher.auth, { userId: f.student.user.id, dueAt: due(2) });
    expect(res.statusCode).toBe(200);
    expect(res.json().extensions).toEqual([{ userId: f.student.user.id, fullName: 'Ana Alumna', dueAt: expect.any(String) }]);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'evaluation_extension'));
    expect(audited.length).toBeGreaterThan(0);
    // The student's bell leads to the evaluation's own Aula page (course and evaluation).
    const bell = await t.db.select().from(notifications).where(eq(notifications.userId, f.student.user.id));
    expect(bell.some((n) => n.title.startsWith('Prórroga:') && n.link === `/aula/evaluaciones/${f.courseId}/${task.id}`)).toBe(true);
    expect(
      (await send('POST', `/api/student/evaluations/${task.id}/submission`, f.student.auth, { text: 'Con prórroga' })).statusCode,
    ).toBe(201);
    res = await send('POST', `/api/student/evaluations/${task.id}/submission`, f.classmate.auth, { text: 'Sin prórroga' });
    expect(res.statusCode).toBe(409);
  });

  it('keeps an evaluation editable until its first answer, then only its dates', async () => {
    const body = { type: 'Quiz', title: 'Quiz editable', dueAt: due(3), questions: [{ text: '¿1?', options: ['a', 'b'], answer: 0 }] };
    const quiz = await createQuiz(body);
    let res = await send('PUT', `/api/teacher/evaluations/${quiz.id}`, f.teacher.auth, { ...body, title: 'Quiz editado' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Quiz editado', locked: false });
    const attempt = (await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth)).json();
    expect(attempt.id).toBeGreaterThan(0);
    res = await send('PUT', `/api/teacher/evaluations/${quiz.id}`, f.teacher.auth, { ...body, title: 'Otro título' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('La evaluación ya tiene respuestas: solo se pueden cambiar sus fechas.');
    const later = due(5);
    res = await send('PUT', `/api/teacher/evaluations/${quiz.id}`, f.teacher.auth, { ...body, title: 'Quiz editado', dueAt: later });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Quiz editado', locked: true, dueAt: later });
  });

  it('refuses a quiz that is not open yet', async () => {
    const quiz = await createQuiz({ title: 'Quiz futuro', opensAt: due(1), questions: [{ text: '¿1?', options: ['a', 'b'], answer: 0 }] });
    const res = await send('POST', `/api/student/evaluations/${quiz.id}/attempts`, f.student.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('La evaluación aún no está abierta.');
    expect((await get(`/api/student/evaluations/${quiz.id}`, f.student.auth)).json().canSubmit).toBe(false);
  });
});
