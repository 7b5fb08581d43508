import { eq, sql } from 'drizzle-orm';
import { courses, enrolments, users } from '../../db/schema';
import { describeEachDb } from '../../test/testApp';

/** The enrolment count kept on the course (migration 0010) that the catalogue sorts by and shows. */
describeEachDb('enrolled count of a course', (t) => {
  const countOf = async (id: number) => (await t.db.select({ n: courses.enrolledCount }).from(courses).where(eq(courses.id, id)))[0]?.n;
  const liveCount = async (id: number) =>
    Number(
      (
        await t.db
          .select({ n: sql<number>`count(*)` })
          .from(enrolments)
          .where(eq(enrolments.courseId, id))
      )[0].n,
    );

  async function course(code: string) {
    const teacher = await t.user('DOCENTE');
    const [row] = await t.db
      .insert(courses)
      .values({ code, title: `Curso ${code}`, slug: code.toLowerCase(), teacherId: teacher.user.id, published: true, popularity: 'Alta' })
      .returning();
    return row;
  }

  it('follows enrolments, removals, moves and deleted students', async () => {
    const a = await course('CNT-A-2026');
    const b = await course('CNT-B-2026');
    const s1 = await t.user('ESTUDIANTE');
    const s2 = await t.user('ESTUDIANTE');
    const s3 = await t.user('ESTUDIANTE');
    await t.db.insert(enrolments).values([s1, s2, s3].map((s) => ({ userId: s.user.id, courseId: a.id })));
    expect(await countOf(a.id)).toBe(3);
    await t.db.delete(enrolments).where(eq(enrolments.userId, s1.user.id));
    expect(await countOf(a.id)).toBe(2);
    await t.db.update(enrolments).set({ courseId: b.id }).where(eq(enrolments.userId, s2.user.id));
    expect([await countOf(a.id), await countOf(b.id)]).toEqual([1, 1]);
    await t.db.update(enrolments).set({ status: 'INACTIVO' }).where(eq(enrolments.userId, s3.user.id));
    expect(await countOf(a.id)).toBe(1);
    await t.db.delete(users).where(eq(users.id, s3.user.id)); // cascades to the enrolment
    expect(await countOf(a.id)).toBe(await liveCount(a.id));
    expect(await countOf(a.id)).toBe(0);
  });

  it('is the students figure of the catalogue, which orders popular courses by it', async () => {
    const few = await course('CNT-FEW-2026');
    const many = await course('CNT-MANY-2026');
    const students = await Promise.all([1, 2, 3].map(() => t.user('ESTUDIANTE')));
    await t.db.insert(enrolments).values([{ userId: students[0].user.id, courseId: few.id }]);
    await t.db.insert(enrolments).values(students.map((s) => ({ userId: s.user.id, courseId: many.id })));
    const res = await t.inject({ method: 'GET', url: '/api/courses/filter?q=CNT&sort=popular&page=0&size=12' });
    expect(res.statusCode).toBe(200);
    const listed = res
      .json()
      .content.filter((c: { code: string }) => c.code.startsWith('CNT-') && c.code !== 'CNT-A-2026' && c.code !== 'CNT-B-2026');
    expect(listed.map((c: { code: string; students: number }) => [c.code, c.students])).toEqual([
      ['CNT-MANY-2026', 3],
      ['CNT-FEW-2026', 1],
    ]);
  });
});
