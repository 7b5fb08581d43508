import { and, eq } from 'drizzle-orm';
import { PAYMENT_ALREADY_DECIDED, REJECTION_REASON_REQUIRED, formatSoles, sandboxToken } from '@inpro/shared-contracts';
import { auditLog, enrolments, installments, payments } from '../../db/schema';
import { waitForMail } from '../../test/mail';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { makeCourse } from '../materials/testData';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let seq = 0;

function multipart(data: Buffer) {
  const boundary = `----inpro${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('payments: voucher decisions by the master administrator', (t) => {
  let teacher: TestUser;
  let master: TestUser;

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
    master = await t.user('SUPER_ADMIN');
  });

  /** A new student who bought a course by voucher and sent it: the pending payment. */
  async function pendingVoucher() {
    const course = await makeCourse(t, teacher.user.id, { price: 350 });
    const student = await t.user('ESTUDIANTE');
    const order = await t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...student.auth, 'idempotency-key': `dec-${Date.now()}-${(seq += 1)}` },
      payload: { courseId: course.id, plan: 'FULL', method: 'VOUCHER' },
    });
    expect(order.statusCode).toBe(201);
    const file = multipart(PNG);
    const sent = await t.inject({
      method: 'POST',
      url: `/api/orders/${order.json().id}/voucher`,
      headers: { ...student.auth, ...file.headers },
      payload: file.payload,
    });
    expect(sent.statusCode).toBe(201);
    return { course, student, paymentId: sent.json().payment.id as number };
  }
  const decide = (id: number, what: 'approve' | 'reject', payload?: object) =>
    t.inject({ method: 'POST', url: `/api/superadmin/payments/${id}/${what}`, headers: master.auth, ...(payload ? { payload } : {}) });
  const auditOf = async (id: number) =>
    (
      await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(id))))
    )
      // The upload is audited too (CREATE); these are the decisions.
      .filter((a) => a.action === 'PAYMENT_APPROVED' || a.action === 'PAYMENT_REJECTED')
      .map((a) => ({
        action: a.action,
        actorId: a.actorId,
        details: a.details,
      }));

  it('approve: the installment is paid, the student enrolled and told by e-mail, one audit entry; a second decision is refused', async () => {
    const { course, student, paymentId } = await pendingVoucher();
    const res = await decide(paymentId, 'approve');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'APROBADO', receiptNumber: expect.stringMatching(/^R-\d{4}-\d{6}$/) });
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment).toMatchObject({ status: 'APROBADO', decidedBy: master.user.id });
    const [inst] = await t.db.select().from(installments).where(eq(installments.id, payment.installmentId!));
    expect(inst.status).toBe('PAGADO');
    const enrolled = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, student.user.id), eq(enrolments.courseId, course.id)));
    expect(enrolled).toHaveLength(1);
    await waitForMail(t.app, (m) => m.to.includes(student.user.email) && m.subject === 'INPRO: tu pago fue aprobado');

    for (const again of [await decide(paymentId, 'approve'), await decide(paymentId, 'reject', { reason: 'Tarde.' })]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(PAYMENT_ALREADY_DECIDED);
    }
    expect((await auditOf(paymentId)).filter((a) => a.action === 'PAYMENT_APPROVED')).toEqual([
      expect.objectContaining({ actorId: master.user.id }),
    ]);
    expect((await auditOf(paymentId)).some((a) => a.action === 'PAYMENT_REJECTED')).toBe(false);
    const statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: student.auth })).json();
    expect(statement.balanceDue).toBe(0);
    expect(statement.history[0]).toMatchObject({ id: paymentId, status: 'APROBADO' });
  });

  it('reject: needs a reason (nothing changes without one); the student reads it and gets an e-mail; audited once', async () => {
    const { course, student, paymentId } = await pendingVoucher();
    for (const payload of [{}, { reason: '   ' }]) {
      const bad = await decide(paymentId, 'reject', payload);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error).toBe(REJECTION_REASON_REQUIRED);
    }
    expect((await t.db.select().from(payments).where(eq(payments.id, paymentId)))[0].status).toBe('PENDIENTE');
    expect(await auditOf(paymentId)).toEqual([]);

    const res = await decide(paymentId, 'reject', { reason: '  El voucher es de otra persona.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'RECHAZADO', reason: 'El voucher es de otra persona.', receiptNumber: null });
    expect(await auditOf(paymentId)).toEqual([
      {
        action: 'PAYMENT_REJECTED',
        actorId: master.user.id,
        details: expect.objectContaining({ reason: 'El voucher es de otra persona.' }),
      },
    ]);
    const mail = await waitForMail(t.app, (m) => m.to.includes(student.user.email) && m.subject === 'INPRO: tu voucher fue rechazado');
    expect(mail.text).toContain('Motivo: El voucher es de otra persona.');
    const enrolled = await t.db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, student.user.id), eq(enrolments.courseId, course.id)));
    expect(enrolled).toHaveLength(0);
    expect((await decide(paymentId, 'approve')).statusCode).toBe(409);
    const statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: student.auth })).json();
    expect(statement.history[0]).toMatchObject({ status: 'RECHAZADO', reason: 'El voucher es de otra persona.' });
    // Not enrolled, so not owed: the refused purchase is no balance and no next installment.
    expect(statement.balanceDue).toBe(0);
    expect(statement.nextDue).toBeNull();
    expect(statement.orders[0]).toMatchObject({ owed: false, installments: [{ status: 'RECHAZADO', state: 'PENDIENTE' }] });
    const receipt = await t.inject({ method: 'GET', url: `/api/my/payments/${paymentId}/receipt.pdf`, headers: student.auth });
    expect(receipt.statusCode).toBe(404);
  });

  it('two administrators deciding at once: one wins, the other is told it was already decided', async () => {
    const { paymentId } = await pendingVoucher();
    const results = await Promise.all([decide(paymentId, 'approve'), decide(paymentId, 'reject', { reason: 'Duplicado.' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const actions = (await auditOf(paymentId)).map((a) => a.action);
    expect(actions).toHaveLength(1);
    const [payment] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(payment.status).toBe(actions[0] === 'PAYMENT_APPROVED' ? 'APROBADO' : 'RECHAZADO');
  });

  const bell = async (who: TestUser) => {
    const res = await t.inject({ method: 'GET', url: '/api/notifications', headers: who.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as { unreadCount: number; items: { kind: string; title: string; body: string; link: string | null }[] };
  };

  it("every decision reaches the student's bell: voucher approved, voucher rejected with its reason", async () => {
    const approved = await pendingVoucher();
    expect((await decide(approved.paymentId, 'approve')).statusCode).toBe(200);
    expect((await bell(approved.student)).items).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        title: `Pago aprobado: ${approved.course.title}`,
        body: expect.stringContaining(`Aprobamos tu voucher de ${formatSoles(350)}`),
        link: '/aula/pagos',
      }),
    ]);

    const rejected = await pendingVoucher();
    expect((await decide(rejected.paymentId, 'reject', { reason: 'El monto no coincide' })).statusCode).toBe(200);
    const { items, unreadCount } = await bell(rejected.student);
    expect(unreadCount).toBe(1);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        title: `Voucher rechazado: ${rejected.course.title}`,
        body: expect.stringContaining('Motivo: El monto no coincide. Puedes enviar uno nuevo desde Pagos.'),
        link: '/aula/pagos',
      }),
    ]);
  });

  it("a card payment decided by the gateway reaches the buyer's bell too", async () => {
    const buyCard = async (number: string) => {
      const course = await makeCourse(t, teacher.user.id, { price: 120 });
      const student = await t.user('ESTUDIANTE');
      const res = await t.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { ...student.auth, 'idempotency-key': `card-${Date.now()}-${(seq += 1)}` },
        payload: { courseId: course.id, plan: 'FULL', method: 'CARD', cardToken: sandboxToken(number) },
      });
      return { course, student, res };
    };
    const ok = await buyCard('4111 1111 1111 1111');
    expect(ok.res.statusCode).toBe(201);
    expect((await bell(ok.student)).items).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        title: `Pago aprobado: ${ok.course.title}`,
        body: expect.stringContaining(formatSoles(120)),
      }),
    ]);
    const declined = await buyCard('4000 0000 0000 9995');
    expect(declined.res.statusCode).toBe(402);
    expect((await bell(declined.student)).items).toEqual([
      expect.objectContaining({
        kind: 'PAYMENT',
        title: `Pago no aprobado: ${declined.course.title}`,
        body: expect.stringContaining('Motivo: Fondos insuficientes.'),
      }),
    ]);
  });
});
