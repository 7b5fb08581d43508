import { COMPLETION_NOT_MANUAL, type CourseCompletion } from '@inpro/shared-contracts';
import { evaluations, resources, submissions, units } from '../../db/schema';
import { describeOnDb } from '../../test/testApp';
import { NOT_ENROLLED, NOT_YOUR_COURSE } from '../classroom/access';
import { classroomFixture, type ClassroomFixture } from '../classroom/testData';

describeOnDb('completion: resources viewed or marked, evaluations submitted, per unit and in total', (t) => {
  let f: ClassroomFixture;
  let pdfId: number;
  let readingId: number;
  let examResourceId: number;
  let examId: number;
  let taskId: number;

  beforeAll(async () => {
    f = await classroomFixture(t);
    const [u1, u2] = await t.db
      .insert(units)
      .values([
        { courseId: f.courseId, title: 'Unidad 1', orderIdx: 0 },
        { courseId: f.courseId, title: 'Unidad 2', orderIdx: 1 },
      ])
      .returning();
    [{ id: pdfId }, { id: readingId }, { id: examResourceId }] = await t.db
      .insert(resources)
      .values([
        { unitId: u1.id, title: 'Separata', type: 'pdf' },
        { unitId: u1.id, title: 'Lectura complementaria', type: 'link', url: 'https://example.org' },
        { unitId: u2.id, title: 'Examen de la unidad', type: 'exam' },
      ])
      .returning({ id: resources.id });
    const due = new Date(Date.now() + 86_400_000);
    [{ id: examId }, { id: taskId }] = await t.db
      .insert(evaluations)
      .values([
        { courseId: f.courseId, title: 'Examen unidad 2', type: 'Examen', dueAt: due, resourceId: examResourceId },
        { courseId: f.courseId, title: 'Tarea final', type: 'Tarea', dueAt: due },
      ])
      .returning({ id: evaluations.id });
  });

  const completion = async (who = f.student) =>
    t.inject({ method: 'GET', url: `/api/student/courses/${f.courseId}/completion`, headers: who.auth });
  const mark = (resourceId: number, done: boolean, who = f.student) =>
    t.inject({ method: 'POST', url: `/api/student/resources/${resourceId}/completion`, headers: who.auth, payload: { done } });

  it('starts at 0 % with every unit and the course evaluations listed', async () => {
    const res = await completion();
    expect(res.statusCode).toBe(200);
    const c = res.json() as CourseCompletion;
    expect(c).toMatchObject({ done: 0, total: 4, percent: 0 });
    expect(c.units.map((u) => [u.title, u.total])).toEqual([
      ['Unidad 1', 2],
      ['Unidad 2', 1],
      ['Evaluaciones del curso', 1],
    ]);
    // The exam resource counts once, as its evaluation.
    expect(c.units[1].items).toEqual([
      { kind: 'evaluation', id: examId, title: 'Examen unidad 2', type: 'Examen', done: false, manual: false },
    ]);
    expect((await completion(f.outsider)).json().error).toBe(NOT_ENROLLED);
  });

  it('opening a resource and submitting an evaluation mark them done', async () => {
    await t.inject({ method: 'POST', url: `/api/student/resources/${pdfId}/view`, headers: f.student.auth });
    await t.db.insert(submissions).values({ evaluationId: taskId, userId: f.student.user.id, text: 'Mi trabajo' });
    const c = (await completion()).json() as CourseCompletion;
    expect(c.units.map((u) => u.percent)).toEqual([50, 0, 100]);
    expect(c).toMatchObject({ done: 2, total: 4, percent: 50 });
    // A classmate's progress is their own.
    expect((await completion(f.classmate)).json()).toMatchObject({ done: 0, percent: 0 });
  });

  it('the student marks a resource done only where the teacher allows it', async () => {
    const refused = await mark(readingId, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(COMPLETION_NOT_MANUAL);
    const byOther = await t.inject({
      method: 'PUT',
      url: `/api/teacher/resources/${readingId}/completion`,
      headers: f.otherTeacher.auth,
      payload: { mode: 'MANUAL' },
    });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json().error).toBe(NOT_YOUR_COURSE);
    const bad = await t.inject({
      method: 'PUT',
      url: `/api/teacher/resources/${readingId}/completion`,
      headers: f.teacher.auth,
      payload: { mode: 'SOMETIMES' },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await t.inject({
      method: 'PUT',
      url: `/api/teacher/resources/${readingId}/completion`,
      headers: f.teacher.auth,
      payload: { mode: 'MANUAL' },
    });
    expect(ok.statusCode).toBe(200);

    // Opening a MANUAL resource does not complete it; marking it does, and unmarking undoes it.
    await t.inject({ method: 'POST', url: `/api/student/resources/${readingId}/view`, headers: f.student.auth });
    let c = (await completion()).json() as CourseCompletion;
    expect(c.units[0].items.find((i) => i.id === readingId)).toMatchObject({ done: false, manual: true });
    c = (await mark(readingId, true)).json() as CourseCompletion;
    expect(c.units[0]).toMatchObject({ done: 2, total: 2, percent: 100 });
    expect(c).toMatchObject({ done: 3, total: 4, percent: 75 });
    c = (await mark(readingId, false)).json() as CourseCompletion;
    expect(c.percent).toBe(50);
    expect((await mark(readingId, true, f.outsider)).statusCode).toBe(403);
  });
});
