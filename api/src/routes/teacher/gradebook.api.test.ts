import { and, eq } from 'drizzle-orm';
import { GRADEBOOK_OVERRIDE_REASON_REQUIRED, GRADEBOOK_WEIGHTS_OVER, type Gradebook } from '@inpro/shared-contracts';
import { auditLog, evaluations, gradeCategories, submissions } from '../../db/schema';
import { describeOnDb } from '../../test/testApp';
import { NOT_ENROLLED, NOT_YOUR_COURSE } from '../../modules/classroom/access';
import { classroomFixture, type ClassroomFixture } from '../../modules/classroom/testData';
import { makeEligible } from '../../domain/certificates/testData';

const DAY = 86_400_000;

describeOnDb('gradebook: categories, items, final grade, override, export', (t) => {
  let f: ClassroomFixture;
  let examId: number;
  let taskId: number;
  const base = () => `/api/teacher/courses/${f.courseId}/gradebook`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, auth: { authorization: string }, body?: unknown) =>
    t.inject({ method, url, headers: auth, payload: body === undefined ? undefined : (body as object) });
  const row = (book: Gradebook, userId: number) => book.rows.find((r) => r.userId === userId)!;

  beforeAll(async () => {
    f = await classroomFixture(t);
    const past = new Date(Date.now() - 2 * DAY);
    [{ id: examId }, { id: taskId }] = await t.db
      .insert(evaluations)
      .values([
        { courseId: f.courseId, title: 'Examen parcial', type: 'Examen', dueAt: past },
        { courseId: f.courseId, title: 'Tarea 1', type: 'Tarea', dueAt: past },
      ])
      .returning({ id: evaluations.id });
    const graded = (evaluationId: number, userId: number, score: number) => ({
      evaluationId,
      userId,
      status: 'CALIFICADO' as const,
      score,
      gradedAt: new Date(),
    });
    await t.db
      .insert(submissions)
      .values([
        graded(examId, f.student.user.id, 12),
        graded(taskId, f.student.user.id, 16),
        graded(examId, f.classmate.user.id, 10),
        graded(taskId, f.classmate.user.id, 11),
      ]);
  });

  it('without categories the final grade is the rounded average of the evaluations', async () => {
    const res = await call('GET', base(), f.teacher.auth);
    expect(res.statusCode).toBe(200);
    const book = res.json() as Gradebook;
    expect(book.columns.map((c) => c.title)).toEqual(['Examen parcial', 'Tarea 1']);
    expect(row(book, f.student.user.id).grade).toMatchObject({ average: 14, final: 14, passed: true });
    // (10 + 11) / 2 = 10.5 → 11 (.50 upward).
    expect(row(book, f.classmate.user.id).grade).toMatchObject({ average: 10.5, final: 11, passed: true });
  });

  it('weighs categories, manual items and their grades; weights over 100 % are refused', async () => {
    let book = (await call('POST', `${base()}/categories`, f.teacher.auth, { name: 'Exámenes', weight: 60 })).json() as Gradebook;
    book = (await call('POST', `${base()}/categories`, f.teacher.auth, { name: 'Tareas', weight: '30' })).json() as Gradebook;
    const over = await call('POST', `${base()}/categories`, f.teacher.auth, { name: 'Participación', weight: 11 });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe(GRADEBOOK_WEIGHTS_OVER);
    expect(await t.db.select().from(gradeCategories).where(eq(gradeCategories.courseId, f.courseId))).toHaveLength(2);
    book = (await call('POST', `${base()}/categories`, f.teacher.auth, { name: 'Participación', weight: '10' })).json() as Gradebook;
    const [exams, tasks, participation] = book.categories;
    expect(book.categories.map((c) => [c.name, c.weight])).toEqual([
      ['Exámenes', 60],
      ['Tareas', 30],
      ['Participación', 10],
    ]);
    await call('PUT', `${base()}/evaluations/${examId}`, f.teacher.auth, { categoryId: exams.id });
    await call('PUT', `${base()}/evaluations/${taskId}`, f.teacher.auth, { categoryId: tasks.id });
    book = (
      await call('POST', `${base()}/items`, f.teacher.auth, { title: 'Participación oral', categoryId: participation.id })
    ).json() as Gradebook;
    const item = book.columns.find((c) => c.kind === 'item')!;
    const bad = await call('PUT', `${base()}/items/${item.id}/scores/${f.student.user.id}`, f.teacher.auth, { score: 21 });
    expect(bad.statusCode).toBe(400);
    const outsider = await call('PUT', `${base()}/items/${item.id}/scores/${f.outsider.user.id}`, f.teacher.auth, { score: 15 });
    expect(outsider.statusCode).toBe(404);
    await call('PUT', `${base()}/items/${item.id}/scores/${f.student.user.id}`, f.teacher.auth, { score: '20' });
    book = (
      await call('PUT', `${base()}/items/${item.id}/scores/${f.classmate.user.id}`, f.teacher.auth, { score: '10,5' })
    ).json() as Gradebook;

    // 12·60 % + 16·30 % + 20·10 % = 14
    const mine = row(book, f.student.user.id);
    expect(mine.scores).toEqual({ [`e${examId}`]: 12, [`e${taskId}`]: 16, [`i${item.id}`]: 20 });
    expect(mine.categories.map((c) => c.grade)).toEqual([12, 16, 20]);
    expect(mine.grade).toMatchObject({ average: 14, final: 14, passed: true, overridden: false });
    // 10·60 % + 11·30 % + 10,5·10 % = 10.35 → 10: below the pass mark.
    expect(row(book, f.classmate.user.id).grade).toMatchObject({ average: 10.35, final: 10, passed: false });
  });

  it('only the course’s teacher and administrators read or change it; a student reads only their own row', async () => {
    expect((await call('GET', base(), f.otherTeacher.auth)).json().error).toBe(NOT_YOUR_COURSE);
    expect((await call('POST', `${base()}/categories`, f.otherTeacher.auth, { name: 'X', weight: 1 })).statusCode).toBe(403);
    expect((await call('GET', base(), f.student.auth)).statusCode).toBe(403);
    expect((await call('GET', base(), f.admin.auth)).statusCode).toBe(200);
    expect((await call('GET', '/api/teacher/courses/999999/gradebook', f.admin.auth)).statusCode).toBe(404);

    const own = await call('GET', `/api/student/courses/${f.courseId}/gradebook`, f.student.auth);
    expect(own.statusCode).toBe(200);
    const book = own.json() as Gradebook;
    expect(book.rows.map((r) => r.userId)).toEqual([f.student.user.id]);
    expect(book.rows[0].grade.final).toBe(14);
    const foreign = await call('GET', `/api/student/courses/${f.courseId}/gradebook`, f.outsider.auth);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe(NOT_ENROLLED);
  });

  it('a teacher overrides a final grade with a reason (audited) and may remove the override', async () => {
    const url = `${base()}/overrides/${f.classmate.user.id}`;
    const short = await call('PUT', url, f.teacher.auth, { grade: 11, reason: 'porque' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(GRADEBOOK_OVERRIDE_REASON_REQUIRED);
    expect((await call('PUT', url, f.teacher.auth, { grade: 11.5, reason: 'Sustentación oral aprobada' })).statusCode).toBe(400);
    expect((await call('PUT', url, f.otherTeacher.auth, { grade: 11, reason: 'Sustentación oral aprobada' })).statusCode).toBe(403);

    const res = await call('PUT', url, f.teacher.auth, { grade: 11, reason: 'Sustentación oral aprobada' });
    expect(res.statusCode).toBe(200);
    expect(row(res.json(), f.classmate.user.id).grade).toEqual({
      average: 10.35,
      computed: 10,
      final: 11,
      overridden: true,
      passed: true,
      overrideReason: 'Sustentación oral aprobada',
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'GRADE_OVERRIDE'), eq(auditLog.entityId, String(f.courseId))));
    expect(entry.details).toMatchObject({
      userId: f.classmate.user.id,
      computed: 10,
      previous: 10,
      grade: 11,
      reason: 'Sustentación oral aprobada',
    });

    const removed = await call('PUT', url, f.teacher.auth, { grade: null, reason: 'Se retira el ajuste por error' });
    expect(row(removed.json(), f.classmate.user.id).grade).toMatchObject({ final: 10, overridden: false, overrideReason: null });
  });

  it('exports CSV and XLSX for the teacher and the administrator (audited), not for a student', async () => {
    const csv = await call('GET', `${base()}/export?format=csv`, f.teacher.auth);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Examen parcial (Exámenes)');
    expect(lines[0]).toContain('Nota final');
    expect(lines.find((l) => l.startsWith('Ana Alumna'))).toMatch(/,14,14,Aprobado,$/);
    const xlsx = await call('GET', `${base()}/export?format=xlsx`, f.admin.auth);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call('GET', `${base()}/export?format=pdf`, f.teacher.auth)).statusCode).toBe(400);
    expect((await call('GET', `${base()}/export?format=csv`, f.student.auth)).statusCode).toBe(403);
    const exports = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'EXPORT'), eq(auditLog.entity, 'gradebook')));
    expect(exports.map((e) => (e.details as { format: string }).format).sort()).toEqual(['csv', 'xlsx']);
  });

  it('certificate eligibility reads the final grade, override included', async () => {
    const eligibility = async (userId: number) =>
      (
        (await t.inject({ method: 'GET', url: `/api/courses/${f.courseId}/participants`, headers: f.admin.auth })).json() as Array<{
          id: number;
          eligibility: { eligible: boolean; reasons: string[] };
        }>
      ).find((p) => p.id === userId)!.eligibility;
    await makeEligible(t, f.courseId, [f.classmate.user.id], 10);
    // The added «Examen final» (10) sits in no category, so the final grade stays 10.
    expect((await eligibility(f.classmate.user.id)).reasons).toContain('Nota final 10: no alcanza la nota aprobatoria (11).');
    await call('PUT', `${base()}/overrides/${f.classmate.user.id}`, f.teacher.auth, { grade: 12, reason: 'Sustentación oral aprobada' });
    expect(await eligibility(f.classmate.user.id)).toMatchObject({ eligible: true, reasons: [] });
  });
});
