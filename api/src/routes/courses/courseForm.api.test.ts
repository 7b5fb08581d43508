import { eq } from 'drizzle-orm';
import { INSTALLMENT_DATES_ORDER } from '@inpro/shared-contracts';
import { attendance, courseSessions } from '../../db/schema';
import { describeOnDb, type TestUser } from '../../test/testApp';
import { SESSION_NOT_IN_COURSE } from '../../domain/courses/repo';

describeOnDb('admin course form: sessions by id, installment plan, teacher picker', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE', { fullName: 'Dra. Rosa Villanueva' });
    student = await t.user('ESTUDIANTE');
  });

  const body = (extra: Record<string, unknown> = {}) => ({
    title: 'Arbitraje comercial',
    code: 'RD-900-2026',
    teacherId: teacher.user.id,
    schedule: [
      { sessionDate: '2026-08-03', startTime: '19:00', endTime: '21:00', topic: 'Introducción' },
      { sessionDate: '2026-08-05', startTime: '19:00', endTime: '21:00', mode: 'Virtual', topic: 'Convenio arbitral' },
    ],
    installmentDates: ['2026-08-01', '2026-09-01'],
    ...extra,
  });

  it('creates the sessions and the installment plan', async () => {
    const res = await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: body() });
    expect(res.statusCode).toBe(201);
    const course = res.json();
    expect(course.installmentDates).toEqual(['2026-08-01', '2026-09-01']);
    expect(course.schedule.map((s: { mode: string; orderIdx: number }) => [s.mode, s.orderIdx])).toEqual([
      ['Presencial', 0],
      ['Virtual', 1],
    ]);
  });

  it('updates sessions in place by id: attendance stays; removed sessions with marks are cancelled, not deleted', async () => {
    const created = (
      await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: body({ code: 'RD-901-2026' }) })
    ).json();
    const [first, second] = created.schedule;
    await t.db.insert(attendance).values({ sessionId: first.id, userId: student.user.id, status: 'PRESENTE' });
    await t.db.insert(attendance).values({ sessionId: second.id, userId: student.user.id, status: 'AUSENTE' });

    // Edit the first, drop the second (it has marks), add a third.
    let res = await t.inject({
      method: 'PUT',
      url: `/api/courses/${created.id}`,
      headers: admin.auth,
      payload: body({
        code: 'RD-901-2026',
        schedule: [
          { id: first.id, sessionDate: '2026-08-04', startTime: '18:00', endTime: '20:00', topic: 'Introducción (reprogramada)' },
          { sessionDate: '2026-08-10', startTime: '19:00', endTime: '21:00', topic: 'Laudo' },
        ],
      }),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json();
    expect(updated.schedule).toHaveLength(2);
    expect(updated.schedule[0]).toMatchObject({
      id: first.id,
      sessionDate: '2026-08-04',
      startTime: '18:00',
      topic: 'Introducción (reprogramada)',
    });
    expect(updated.schedule[1].id).not.toBe(second.id);
    const marks = await t.db.select().from(attendance).where(eq(attendance.userId, student.user.id));
    expect(marks.map((m) => m.sessionId).sort()).toEqual([first.id, second.id].sort());
    const [cancelled] = await t.db.select().from(courseSessions).where(eq(courseSessions.id, second.id));
    expect(cancelled.cancelledAt).not.toBeNull();

    // A session without marks that is dropped is deleted.
    res = await t.inject({
      method: 'PUT',
      url: `/api/courses/${created.id}`,
      headers: admin.auth,
      payload: body({ code: 'RD-901-2026', schedule: [{ id: first.id, sessionDate: '2026-08-04', startTime: '18:00', endTime: '20:00' }] }),
    });
    expect(res.json().schedule.map((s: { id: number }) => s.id)).toEqual([first.id]);
    expect(await t.db.select().from(courseSessions).where(eq(courseSessions.id, updated.schedule[1].id))).toHaveLength(0);
  });

  it('refuses a session of another course and a badly ordered plan, changing nothing', async () => {
    const a = (await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: body({ code: 'RD-902-2026' }) })).json();
    const b = (await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: body({ code: 'RD-903-2026' }) })).json();
    let res = await t.inject({
      method: 'PUT',
      url: `/api/courses/${a.id}`,
      headers: admin.auth,
      payload: body({ code: 'RD-902-2026', title: 'Cambiado', schedule: [{ id: b.schedule[0].id, sessionDate: '2026-08-03' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(SESSION_NOT_IN_COURSE);
    res = await t.inject({ method: 'GET', url: `/api/admin/courses/${a.id}`, headers: admin.auth });
    expect(res.json().title).toBe('Arbitraje comercial');
    expect(res.json().schedule).toHaveLength(2);

    res = await t.inject({
      method: 'PUT',
      url: `/api/courses/${a.id}`,
      headers: admin.auth,
      payload: body({ code: 'RD-902-2026', installmentDates: ['2026-09-01', '2026-08-01'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(INSTALLMENT_DATES_ORDER);
    res = await t.inject({
      method: 'PUT',
      url: `/api/courses/${a.id}`,
      headers: admin.auth,
      payload: body({ installmentDates: ['31/12/2026'] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Fecha de cuota inválida (usa AAAA-MM-DD).');
  });

  it('lists DOCENTE users for the teacher picker', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/users?role=DOCENTE&q=villanueva&size=20', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().content.map((u: { id: number }) => u.id)).toEqual([teacher.user.id]);
    expect((await t.inject({ method: 'GET', url: '/api/admin/users?role=JEFE', headers: admin.auth })).statusCode).toBe(400);
  });
});
