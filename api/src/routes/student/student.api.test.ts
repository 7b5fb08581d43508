import { LOGIN_REQUIRED, SESSION_EXPIRED, limaInstant } from '@inpro/shared-contracts';
import { INVALID_SESSION } from '../../auth/guards';
import { evaluations, courseSessions, units } from '../../db/schema';
import { describeOnDb, forgedToken, type TestUser } from '../../test/testApp';
import { enrol, makeCourse } from '../../domain/materials/testData';

const DAY = 24 * 3600 * 1000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

describeOnDb('student', (t) => {
  let teacher: TestUser;
  let student: TestUser;
  let newcomer: TestUser;
  const courseIds: number[] = [];

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
    newcomer = await t.user('ESTUDIANTE');
    for (let i = 0; i < 7; i++) {
      const c = await makeCourse(t, teacher.user.id, {
        title: `Curso ${i}`,
        code: `RD-10${i}-2026`,
        area: 'Derecho Penal',
        level: 'Intermedio',
        teacherVisible: 'Dr. Pérez',
      });
      courseIds.push(c.id);
      if (i < 6) await enrol(t, student.user.id, c.id);
    }
    await t.db.insert(units).values([
      { courseId: courseIds[0], title: 'U1' },
      { courseId: courseIds[0], title: 'U2' },
    ]);
  });

  describe('GET /my/courses', () => {
    it('lists only the user’s courses with what the screens need', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/my/courses', headers: student.auth });
      expect(res.statusCode).toBe(200);
      const list = res.json();
      expect(list).toHaveLength(6);
      expect(list.map((c: { id: number }) => c.id)).not.toContain(courseIds[6]);
      const first = list.find((c: { id: number }) => c.id === courseIds[0]);
      expect(first).toMatchObject({
        title: 'Curso 0',
        code: 'RD-100-2026',
        area: 'Derecho Penal',
        level: 'Intermedio',
        teacherVisible: 'Dr. Pérez',
        unitsCount: 2,
        hours: 40,
      });
      expect(first).not.toHaveProperty('name');
    });
    it('is empty for a user with no enrolment', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/my/courses', headers: newcomer.auth });
      expect(res.json()).toEqual([]);
    });
  });

  describe('GET /student/courses', () => {
    it('pages with size 5 by default', async () => {
      let res = await t.inject({ method: 'GET', url: '/api/student/courses', headers: student.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ page: 0, size: 5, totalElements: 6, totalPages: 2 });
      expect(res.json().content).toHaveLength(5);
      res = await t.inject({ method: 'GET', url: '/api/student/courses?page=1&size=5', headers: student.auth });
      expect(res.json().content).toHaveLength(1);
    });
    it.each([
      ['page=-1', 'Página inválida.'],
      ['page=abc', 'Página inválida.'],
      ['size=0', 'Tamaño de página inválido (1 a 100).'],
      ['size=1000', 'Tamaño de página inválido (1 a 100).'],
    ])('%s → 400', async (qs, message) => {
      const res = await t.inject({ method: 'GET', url: `/api/student/courses?${qs}`, headers: student.auth });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(message);
    });
  });

  describe('GET /student/home', () => {
    it('no courses → totalCourses 0 and no next assignment', async () => {
      const res = await t.inject({ method: 'GET', url: '/api/student/home', headers: newcomer.auth });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ totalCourses: 0, nextAssignment: null });
    });

    it('the nearest of evaluations and sessions; past ones and other courses do not count', async () => {
      const now = Date.now();
      await t.db.insert(evaluations).values([
        { courseId: courseIds[1], title: 'Examen vencido', type: 'Examen', dueAt: new Date(now - DAY) },
        { courseId: courseIds[6], title: 'Examen de otro curso', type: 'Examen', dueAt: new Date(now + 3600 * 1000) },
        { courseId: courseIds[1], title: 'Examen parcial', type: 'Examen', dueAt: new Date(now + 5 * DAY) },
      ]);
      let res = await t.inject({ method: 'GET', url: '/api/student/home', headers: student.auth });
      expect(res.json()).toEqual({
        totalCourses: 6,
        nextAssignment: { title: 'Examen parcial', course_code: 'RD-101-2026', due_date: expect.any(String) },
      });
      const due = new Date(res.json().nextAssignment.due_date).getTime();
      expect(Math.abs(due - (now + 5 * DAY))).toBeLessThan(1000);

      const sessionDay = isoDate(new Date(now + 2 * DAY));
      await t.db.insert(courseSessions).values([
        { courseId: courseIds[2], sessionDate: isoDate(new Date(now - 3 * DAY)), startTime: '19:00', topic: 'Pasada' },
        { courseId: courseIds[2], sessionDate: sessionDay, startTime: '19:00', endTime: '21:00', topic: 'Prueba indiciaria' },
      ]);
      res = await t.inject({ method: 'GET', url: '/api/student/home', headers: student.auth });
      expect(res.json().nextAssignment).toEqual({
        title: 'Clase: Prueba indiciaria',
        course_code: 'RD-102-2026',
        due_date: limaInstant(sessionDay, '19:00').toISOString(),
      });
    });
  });

  it('sessionStart reads Lima time', () => {
    expect(limaInstant('2026-03-10', '19:00').toISOString()).toBe('2026-03-11T00:00:00.000Z');
    expect(limaInstant('2026-03-10', null).toISOString()).toBe('2026-03-10T05:00:00.000Z');
  });

  it.each(['/api/my/courses', '/api/student/home', '/api/student/courses'])('%s needs a valid session', async (url) => {
    let res = await t.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: LOGIN_REQUIRED });
    res = await t.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.expiredToken(student.user)}` } });
    expect(res.json()).toEqual({ error: SESSION_EXPIRED });
    res = await t.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${forgedToken(String(student.user.id), ['ESTUDIANTE'])}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: INVALID_SESSION });
  });

  it('a teacher gets their own (empty) enrolments, not the courses they teach', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/my/courses', headers: teacher.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
