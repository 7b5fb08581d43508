import { and, eq } from 'drizzle-orm';
import { NOT_ELIGIBLE_PREFIX, OVERRIDE_ONLY_SUPERADMIN, OVERRIDE_REASON_REQUIRED, addDaysToDate, limaDate } from '@inpro/shared-contracts';
import { attendance, auditLog, courseSessions, installments, orders, settings } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { enrol, makeCourse } from '../../domain/materials/testData';
import { invalidateSettings } from '../settings/store';
import { makeEligible } from './testData';

/** A certificate needs the course ended, the grade and attendance reached and nothing owed. */
describeEachDb('certificate eligibility', (t) => {
  let admin: TestUser;
  let master: TestUser;
  let teacher: TestUser;
  let seq = 0;
  const today = limaDate();

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    master = await t.user('SUPER_ADMIN');
    teacher = await t.user('DOCENTE');
  });

  const student = async () => {
    seq += 1;
    return t.user('ESTUDIANTE', { dni: String(61000000 + seq), studentCode: `E-${seq}` });
  };
  const issue = (who: TestUser, userId: number, courseId: number, overrideReason?: string) =>
    t.inject({ method: 'POST', url: '/api/certificates', headers: who.auth, payload: { userId, courseId, overrideReason } });
  const participant = async (courseId: number, userId: number) =>
    (
      (await t.inject({ method: 'GET', url: `/api/courses/${courseId}/participants`, headers: admin.auth })).json() as Array<{
        id: number;
        eligibility: { eligible: boolean; reasons: string[] };
      }>
    ).find((p) => p.id === userId)!;

  it('a minute after enrolling in a course that starts in the future and is unpaid: refused, with every reason', async () => {
    const course = await makeCourse(t, teacher.user.id, { startDate: addDaysToDate(today, 10), endDate: addDaysToDate(today, 40) });
    const s = await student();
    await enrol(t, s.user.id, course.id);
    const [order] = await t.db
      .insert(orders)
      .values({
        courseId: course.id,
        userId: s.user.id,
        courseTitle: course.title,
        buyerName: s.user.fullName,
        buyerEmail: s.user.email,
        total: 250,
        provider: 'voucher',
      })
      .returning();
    await t.db.insert(installments).values({ orderId: order.id, seq: 1, amount: 250, dueDate: today });

    const reasons = [
      `El curso aún no termina (termina el ${addDaysToDate(today, 40).split('-').reverse().join('/')}).`,
      'No tiene notas registradas.',
      'No hay clases dictadas para medir la asistencia.',
      'Tiene un saldo pendiente de S/\u00a0250.00.',
    ];
    expect((await participant(course.id, s.user.id)).eligibility).toMatchObject({ eligible: false, reasons });
    const res = await issue(admin, s.user.id, course.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(`${NOT_ELIGIBLE_PREFIX} ${reasons.join(' ')}`);

    // An administrator cannot override; the master administrator can, with a reason that is audited.
    const byAdmin = await issue(admin, s.user.id, course.id, 'Convenio institucional firmado');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error).toBe(OVERRIDE_ONLY_SUPERADMIN);
    const short = await issue(master, s.user.id, course.id, 'porque');
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain(OVERRIDE_REASON_REQUIRED);
    const forced = await issue(master, s.user.id, course.id, 'Convenio institucional firmado');
    expect(forced.statusCode).toBe(201);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'CERTIFICATE_OVERRIDE'), eq(auditLog.entityId, String(forced.json().id))));
    expect(entry.details).toMatchObject({ reason: 'Convenio institucional firmado', unmetRules: reasons, userId: s.user.id });
  });

  it('grade, attendance (minimum from the settings) and balance each decide; an eligible participant is issued normally', async () => {
    const course = await makeCourse(t, teacher.user.id);
    const [low, good] = [await student(), await student()];
    for (const s of [low, good]) await enrol(t, s.user.id, course.id);
    await makeEligible(t, course.id, [good.user.id]);
    await makeEligible(t, course.id, [low.user.id], 9.5);
    // A second session held, which both missed: each attended 1 of 2 (50 %).
    const [second] = await t.db
      .insert(courseSessions)
      .values({ courseId: course.id, sessionDate: addDaysToDate(today, -3), startTime: '19:00', endTime: '21:00' })
      .returning();
    await t.db.insert(attendance).values([
      { sessionId: second.id, userId: good.user.id, status: 'AUSENTE' },
      { sessionId: second.id, userId: low.user.id, status: 'AUSENTE' },
    ]);
    expect((await participant(course.id, low.user.id)).eligibility.reasons).toEqual([
      // 9.50 is rounded to the final grade 10 (gradebook.ts).
      'Nota final 10: no alcanza la nota aprobatoria (11).',
      'Asistencia 50 %: no alcanza el mínimo (70 %).',
    ]);
    expect((await participant(course.id, good.user.id)).eligibility.reasons).toEqual(['Asistencia 50 %: no alcanza el mínimo (70 %).']);

    // The minimum comes from the settings (academic.minAttendance).
    await t.db.insert(settings).values({ key: 'academic', value: { passingMark: 11, minAttendance: 50 } });
    invalidateSettings(t.app, 'academic');
    expect((await participant(course.id, good.user.id)).eligibility).toMatchObject({ eligible: true, reasons: [] });
    const res = await issue(admin, good.user.id, course.id);
    expect(res.statusCode).toBe(201);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'certificate'), eq(auditLog.entityId, String(res.json().id))));
    expect(entry.action).toBe('CREATE');
    expect((await issue(admin, low.user.id, course.id)).statusCode).toBe(409);
  });
});
