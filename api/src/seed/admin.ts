import { eq, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, addDaysToDate, limaDate, type AuditAction } from '@inpro/shared-contracts';
import type { Db } from '../db';
import { auditLog, certificates, courses, enrolments, installments, orders, payments, settings, type UserRow } from '../db/schema';

export interface AdminSeedInput {
  people: Record<string, UserRow>;
  courseIds: Record<string, number>;
}

const DAY = 24 * 3600_000;

/**
 * Demo data of the administrator's area, relative to `now`, so the dashboard alerts and the
 * reports have something to show on any day: a course starting in four days with no sessions or
 * materials, purchases paid month by month over the last half year (reports), an installment
 * plan with an overdue installment and a voucher waiting for review (alerts), enrolments spread
 * over the last months, the certificate counter after the seeded certificates, and recent
 * audit activity of every type.
 */
export async function seedAdmin(db: Db, { people, courseIds }: AdminSeedInput, now: Date = new Date()): Promise<void> {
  const today = limaDate(now);
  const ago = (days: number, hour = 15) => new Date(now.getTime() - days * DAY + (hour - 15) * 3600_000);

  // A course about to start that is not ready (COURSE_NOT_READY alert).
  await db.insert(courses).values({
    code: 'RD-118-2026',
    title: 'Taller de Redacción de Laudos',
    slug: 'taller-de-redaccion-de-laudos',
    description: 'Taller práctico de redacción de laudos arbitrales: estructura, motivación y parte resolutiva.',
    teacherId: people.docente.id,
    published: false,
    area: 'Formación de Árbitros',
    type: 'Curso',
    level: 'Intermedio',
    teacherVisible: people.docente.fullName,
    hours: 24,
    price: 350,
    startDate: addDaysToDate(today, 4),
    endDate: addDaysToDate(today, 32),
  });

  // Enrolments spread over the last six months (reports month by month).
  await db.execute(sql`update ${enrolments} set created_at = ${now}::timestamptz - ((id * 37) % 170) * interval '1 day'`);

  // Purchases paid in full over the last six months (revenue per month and per course).
  const buyers = ['est2', 'est3', 'est4', 'est5', 'est6', 'est7', 'est8'].map((k) => people[k]).filter(Boolean);
  const paidCourses = ['arbitros', 'constitucional', 'familia', 'peritos', 'penal-economico', 'civil-contratos'].filter(
    (k) => courseIds[k],
  );
  const courseRows = await db.select({ id: courses.id, title: courses.title, code: courses.code, price: courses.price }).from(courses);
  const byId = new Map(courseRows.map((c) => [c.id, c]));
  let n = 0;
  for (const [i, key] of paidCourses.entries()) {
    for (let k = 0; k < 3; k += 1) {
      const buyer = buyers[(i * 3 + k) % buyers.length];
      const course = byId.get(courseIds[key]);
      if (!buyer || !course) continue;
      n += 1;
      const paidAt = ago(10 + ((n * 23) % 165));
      const [order] = await db
        .insert(orders)
        .values({
          courseId: course.id,
          userId: buyer.id,
          courseTitle: course.title,
          courseCode: course.code,
          buyerName: buyer.fullName,
          buyerEmail: buyer.email,
          total: course.price,
          status: 'PAID',
          provider: 'sandbox',
          providerRef: `SBX-ADMIN-${String(n).padStart(4, '0')}`,
          paidAt,
          createdAt: paidAt,
        })
        .returning({ id: orders.id });
      const [inst] = await db
        .insert(installments)
        .values({ orderId: order.id, seq: 1, amount: course.price, dueDate: limaDate(paidAt), status: 'PAGADO', paidAt })
        .returning({ id: installments.id });
      await db.insert(payments).values({
        orderId: order.id,
        installmentId: inst.id,
        userId: buyer.id,
        method: 'CARD',
        provider: 'sandbox',
        providerRef: `SBX-ADMIN-PAY-${n}`,
        amount: course.price,
        status: 'APROBADO',
        decidedAt: paidAt,
        createdAt: paidAt,
        receiptNumber: `B001-9${String(n).padStart(5, '0')}`,
      });
      await db
        .insert(enrolments)
        .values({ userId: buyer.id, courseId: course.id, source: 'ORDER', createdAt: paidAt })
        .onConflictDoNothing();
    }
  }

  // An installment plan: the first paid, the second overdue, a voucher for the third waiting (alerts).
  const debtor = people.est5 ?? people.estudiante;
  const planCourse = byId.get(courseIds.constitucional ?? courseRows[0].id);
  if (debtor && planCourse) {
    const share = Math.round((planCourse.price / 3) * 100) / 100;
    const [order] = await db
      .insert(orders)
      .values({
        courseId: planCourse.id,
        userId: debtor.id,
        courseTitle: planCourse.title,
        courseCode: planCourse.code,
        buyerName: debtor.fullName,
        buyerEmail: debtor.email,
        total: planCourse.price,
        status: 'PARTIAL',
        plan: 'INSTALLMENTS',
        provider: 'voucher',
        createdAt: ago(50),
      })
      .returning({ id: orders.id });
    const [first, , third] = await db
      .insert(installments)
      .values([
        { orderId: order.id, seq: 1, amount: share, dueDate: addDaysToDate(today, -45), status: 'PAGADO', paidAt: ago(46) },
        { orderId: order.id, seq: 2, amount: share, dueDate: addDaysToDate(today, -12), status: 'PENDIENTE' },
        {
          orderId: order.id,
          seq: 3,
          amount: Math.round((planCourse.price - 2 * share) * 100) / 100,
          dueDate: addDaysToDate(today, 18),
          status: 'EN_REVISION',
        },
      ])
      .returning({ id: installments.id });
    await db.insert(payments).values([
      {
        orderId: order.id,
        installmentId: first.id,
        userId: debtor.id,
        method: 'VOUCHER',
        provider: 'voucher',
        providerRef: 'OP-00451277',
        amount: share,
        status: 'APROBADO',
        decidedBy: people.admin.id,
        decidedAt: ago(45),
        createdAt: ago(46),
        receiptNumber: 'B001-900901',
      },
      {
        orderId: order.id,
        installmentId: third.id,
        userId: debtor.id,
        method: 'VOUCHER',
        provider: 'voucher',
        providerRef: 'OP-00488120',
        amount: share,
        status: 'PENDIENTE',
        createdAt: ago(1),
      },
    ]);
    await db
      .insert(enrolments)
      .values({ userId: debtor.id, courseId: planCourse.id, source: 'ORDER', createdAt: ago(50) })
      .onConflictDoNothing();
  }

  // Installment plans of two courses (the checkout offers them).
  for (const [key, offsets] of [
    ['arbitros', [0, 30, 60]],
    ['constitucional', [0, 30]],
  ] as const) {
    if (courseIds[key]) {
      await db
        .update(courses)
        .set({ installmentDates: offsets.map((d) => addDaysToDate(today, d + 7)) })
        .where(eq(courses.id, courseIds[key]));
    }
  }

  // The certificate counter continues after the seeded certificates.
  const count = await db.select({ n: sql<number>`count(*)::int` }).from(certificates);
  await db
    .insert(settings)
    .values({
      key: 'certificates',
      value: { ...SETTINGS_DEFAULTS.certificates, currentNumber: Number(count[0]?.n ?? 0) },
      updatedBy: people.admin.id,
    })
    .onConflictDoNothing();

  // The institute's account for vouchers (bank transfer, Yape/Plin), shown at the checkout.
  await db
    .insert(settings)
    .values({
      key: 'payments',
      value: {
        ...SETTINGS_DEFAULTS.payments,
        bank: 'BCP – Banco de Crédito del Perú',
        accountNumber: '193-2456789-0-12',
        cci: '002-193-002456789012-15',
        holder: 'Instituto Nacional de Profesionalización S.A.C.',
        yapePlinPhone: '987 654 321',
      },
      updatedBy: people.admin.id,
    })
    .onConflictDoNothing();

  // Recent activity of every type, by the administrator.
  const admin = people.admin;
  const entry = (
    hoursAgo: number,
    action: AuditAction,
    entity: string,
    entityId: string | number | null,
    label: string,
    details: Record<string, unknown> = {},
  ) => ({
    actorId: admin.id,
    actorEmail: admin.email,
    action,
    entity,
    entityId: entityId === null ? null : String(entityId),
    entityLabel: label,
    details,
    ip: '190.117.20.14',
    createdAt: new Date(now.getTime() - hoursAgo * 3600_000),
  });
  await db
    .insert(auditLog)
    .values([
      entry(72, 'LOGIN', 'user', admin.id, admin.email),
      entry(71, 'CREATE', 'course', null, 'Taller de Redacción de Laudos', { code: 'RD-118-2026' }),
      entry(50, 'UPDATE', 'settings', 'branding', 'Marca', { changed: ['primaryColor'] }),
      entry(30, 'EXPORT', 'report', null, 'Reporte académico y financiero (XLSX)', { format: 'xlsx' }),
      entry(26, 'DELETE', 'resource', null, 'Diapositivas sesión 0 (borrador)', {}),
      entry(5, 'UPDATE', 'user', people.est3?.id ?? null, people.est3?.email ?? 'participante', { active: true }),
      entry(2, 'LOGIN', 'user', admin.id, admin.email),
    ]);
}
