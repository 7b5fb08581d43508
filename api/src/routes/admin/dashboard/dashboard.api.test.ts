import { addDaysToDate, limaDate } from '@inpro/shared-contracts';
import { attendance, attendanceRectifications, courseSessions, installments, orders, payments } from '../../../db/schema';
import { makeCourse } from '../../../domain/materials/testData';
import { describeEachDb, type TestUser } from '../../../test/testApp';

describeEachDb('admin dashboard', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE', { fullName: 'Zoe Participante Nueva' });
  });

  it('is for administrators only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: teacher.auth })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: student.auth })).statusCode).toBe(403);
  });

  it('computes the alerts from the data and lists newest participants and recent activity', async () => {
    const today = limaDate();
    const empty = await makeCourse(t, teacher.user.id, { title: 'Curso sin preparar', startDate: addDaysToDate(today, 3) });
    const ready = await makeCourse(t, teacher.user.id, { title: 'Curso con sesiones', startDate: addDaysToDate(today, 2) });
    const [session] = await t.db
      .insert(courseSessions)
      .values({ courseId: ready.id, sessionDate: addDaysToDate(today, 2) })
      .returning();
    await makeCourse(t, teacher.user.id, { title: 'Curso lejano', startDate: addDaysToDate(today, 30) });

    const [order] = await t.db
      .insert(orders)
      .values({
        courseId: ready.id,
        userId: student.user.id,
        courseTitle: ready.title,
        buyerName: 'Zoe',
        buyerEmail: 'z@test.pe',
        total: 300,
        provider: 'sandbox',
        plan: 'INSTALLMENTS',
        status: 'PARTIAL',
      })
      .returning();
    await t.db.insert(installments).values([
      { orderId: order.id, seq: 1, amount: 100, dueDate: addDaysToDate(today, -40), status: 'PAGADO' },
      { orderId: order.id, seq: 2, amount: 100, dueDate: addDaysToDate(today, -10) },
      { orderId: order.id, seq: 3, amount: 100.5, dueDate: addDaysToDate(today, 20) },
    ]);
    await t.db.insert(payments).values({ orderId: order.id, userId: student.user.id, method: 'VOUCHER', provider: 'voucher', amount: 100 });
    const [mark] = await t.db.insert(attendance).values({ sessionId: session.id, userId: student.user.id, status: 'AUSENTE' }).returning();
    await t.db.insert(attendanceRectifications).values({ attendanceId: mark.id, reason: 'Estuve conectado' });
    await t.inject({ method: 'PUT', url: '/api/admin/settings/theme', headers: admin.auth, payload: { scheme: 'Oscuro' } });

    const res = await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const byKind = (k: string) => body.alerts.filter((a: { kind: string }) => a.kind === k);
    expect(byKind('OVERDUE_BALANCE')).toEqual([
      expect.objectContaining({
        title: '1 participante con cuotas vencidas',
        detail: '1 cuota vencida por S/\u00a0100.00 sin pagar.',
        count: 1,
      }),
    ]);
    // Only the master administrator reviews vouchers: an ADMIN is not sent where they cannot act.
    expect(byKind('PENDING_VOUCHERS')).toEqual([]);
    const master = await t.user('SUPER_ADMIN');
    const asMaster = (await t.inject({ method: 'GET', url: '/api/admin/dashboard', headers: master.auth })).json();
    expect(asMaster.alerts.filter((a: { kind: string }) => a.kind === 'PENDING_VOUCHERS')[0]).toMatchObject({
      title: '1 voucher de pago por revisar',
      count: 1,
      link: '/superadmin/pagos?estado=PENDIENTE',
    });
    expect(byKind('PENDING_RECTIFICATIONS')[0]).toMatchObject({ title: '1 rectificación de asistencia pendiente', link: '/prof' });
    const notReady = byKind('COURSE_NOT_READY');
    expect(notReady.map((a: { title: string }) => a.title)).toEqual([
      expect.stringMatching(/^«Curso con sesiones» empieza el \d\d\/\d\d\/\d{4} sin materiales$/),
      expect.stringMatching(/^«Curso sin preparar» empieza el .* sin sesiones ni materiales$/),
    ]);
    expect(notReady[1].link).toBe(`/admin/cursos/${empty.id}/edit`);
    expect(body.counts).toMatchObject({ students: expect.any(Number), courses: expect.any(Number) });
    expect(body.newestParticipants[0]).toMatchObject({ fullName: 'Zoe Participante Nueva', status: 'ACTIVO' });
    expect(body.recentActivity[0]).toMatchObject({
      actor: admin.user.email,
      group: 'Actualización',
      description: 'actualizó la configuración de «Tema»',
    });
  });
});
