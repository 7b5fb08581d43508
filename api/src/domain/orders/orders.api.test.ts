import { and, eq } from 'drizzle-orm';
import {
  ALREADY_ENROLLED,
  COURSE_CLOSED,
  IDEMPOTENCY_KEY_REQUIRED,
  PAYMENT_PROVIDER_DOWN,
  VOUCHER_ALREADY_PENDING,
  limaDate,
  sandboxToken,
} from '@inpro/shared-contracts';
import { auditLog, enrolments, orders, payments } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { makeCourse } from '../materials/testData';
import { isEnrolled } from './testData';

const APPROVE = '4111 1111 1111 1111';
const INSUFFICIENT = '4000 0000 0000 9995';
const TIMEOUT = '4000 0000 0000 0119';
let keySeq = 0;
const newKey = () => `key-${Date.now()}-${(keySeq += 1)}`;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function multipart(name: string, data: Buffer, fileName: string) {
  const boundary = `----inpro${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describeEachDb('payments', (t) => {
  let teacher: TestUser;
  let superAdmin: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
    superAdmin = await t.user('SUPER_ADMIN');
    admin = await t.user('ADMIN');
  });

  const course = (fields: Parameters<typeof makeCourse>[2] = {}) => makeCourse(t, teacher.user.id, { price: 1250.5, ...fields });
  const buy = (who: TestUser | null, body: object, key: string | null = newKey()) =>
    t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...(who ? who.auth : {}), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const card = (number: string) => ({ method: 'CARD', cardToken: sandboxToken(number) });
  const enrolled = (userId: number, courseId: number) => isEnrolled(t, userId, courseId);

  it('refuses anonymous checkouts and requests without an Idempotency-Key, enrolling no one', async () => {
    const c = await course();
    const anonymous = await buy(null, { courseId: c.id, plan: 'FULL', ...card(APPROVE) });
    expect(anonymous.statusCode).toBe(401);
    const student = await t.user('ESTUDIANTE');
    const noKey = await buy(student, { courseId: c.id, plan: 'FULL', ...card(APPROVE) }, null);
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().error).toBe(IDEMPOTENCY_KEY_REQUIRED);
    expect((await t.db.select().from(enrolments).where(eq(enrolments.courseId, c.id))).length).toBe(0);
  });

  it('charges the server price to the signed-in account and enrols it; the client cannot change the price or the buyer', async () => {
    const c = await course();
    const student = await t.user('ESTUDIANTE');
    const other = await t.user('ESTUDIANTE');
    const res = await buy(student, {
      courseId: c.id,
      plan: 'FULL',
      ...card(APPROVE),
      total: 1,
      price: 1,
      buyerEmail: other.user.email,
      userId: other.user.id,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({ status: 'PAID', total: 1250.5, plan: 'FULL', course: { id: c.id } });
    expect(order.number).toMatch(/^ORD-\d{6}$/);
    expect(order.payment).toMatchObject({ status: 'APROBADO', amount: 1250.5, method: 'CARD' });
    expect(order.payment.receiptNumber).toMatch(/^R-\d{4}-\d{6}$/);
    expect(await enrolled(student.user.id, c.id)).toBe(true);
    expect(await enrolled(other.user.id, c.id)).toBe(false);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'payment'));
    expect(audits.some((a) => a.action === 'PAYMENT_APPROVED' && a.entityId === String(order.payment.id))).toBe(true);

    const again = await buy(student, { courseId: c.id, plan: 'FULL', ...card(APPROVE) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ALREADY_ENROLLED);
  });

  it('answers 50 parallel identical checkouts with one order and one charge', async () => {
    const c = await course();
    const student = await t.user('ESTUDIANTE');
    const key = newKey();
    const body = { courseId: c.id, plan: 'FULL', ...card(APPROVE) };
    const answers = await Promise.all(Array.from({ length: 50 }, () => buy(student, body, key)));
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 201)).toBe(true);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    const rows = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, student.user.id), eq(orders.courseId, c.id)));
    expect(rows).toHaveLength(1);
    const charged = await t.db.select().from(payments).where(eq(payments.orderId, rows[0].id));
    expect(charged).toHaveLength(1);
  });

  it('a declined card enrols no one and says why; a gateway that does not answer is a 502', async () => {
    const c = await course();
    const student = await t.user('ESTUDIANTE');
    const declined = await buy(student, { courseId: c.id, plan: 'FULL', ...card(INSUFFICIENT) });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().error).toBe('El pago fue rechazado: Fondos insuficientes.');
    const down = await buy(student, { courseId: c.id, plan: 'FULL', ...card(TIMEOUT) });
    expect(down.statusCode).toBe(502);
    expect(down.json().error).toBe(PAYMENT_PROVIDER_DOWN);
    expect(await enrolled(student.user.id, c.id)).toBe(false);
    const statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: student.auth })).json();
    expect(statement.balanceDue).toBe(0);
    expect(statement.history.map((h: { status: string; reason: string }) => [h.status, h.reason])).toEqual(
      expect.arrayContaining([
        ['RECHAZADO', 'Fondos insuficientes.'],
        ['RECHAZADO', 'La pasarela de pago no respondió.'],
      ]),
    );
  });

  it('refuses ended and unpublished courses', async () => {
    const student = await t.user('ESTUDIANTE');
    const ended = await course({ endDate: '2020-01-31' });
    const draft = await course({ published: false });
    for (const c of [ended, draft]) {
      const res = await buy(student, { courseId: c.id, plan: 'FULL', ...card(APPROVE) });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(COURSE_CLOSED);
    }
    expect((await buy(student, { courseId: 99999999, plan: 'FULL', ...card(APPROVE) })).statusCode).toBe(404);
  });

  it('installments: the first is paid at checkout, the rest from the statement with Pagar ahora', async () => {
    const today = limaDate();
    const c = await course({ price: 900, installmentDates: ['2099-02-01', today, '2099-03-01'] });
    const student = await t.user('ESTUDIANTE');
    const res = await buy(student, { courseId: c.id, plan: 'INSTALLMENTS', ...card(APPROVE) });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'PARTIAL',
      installments: [{ seq: 1, amount: 300, status: 'PAGADO' }, { seq: 2, amount: 300 }, { seq: 3 }],
    });
    expect(await enrolled(student.user.id, c.id)).toBe(true);
    let statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: student.auth })).json();
    expect(statement).toMatchObject({ balanceDue: 600, nextDue: { amount: 300, dueDate: '2099-02-01' }, overdue: false });

    const key = newKey();
    const pay = () =>
      t.inject({
        method: 'POST',
        url: `/api/installments/${statement.nextDue.installmentId}/pay`,
        headers: { ...student.auth, 'idempotency-key': key },
        payload: card(APPROVE),
      });
    const [a, b] = await Promise.all([pay(), pay()]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: student.auth })).json();
    expect(statement.balanceDue).toBe(300);
    const someoneElse = await t.user('ESTUDIANTE');
    const foreign = await t.inject({
      method: 'POST',
      url: `/api/installments/${statement.nextDue.installmentId}/pay`,
      headers: { ...someoneElse.auth, 'idempotency-key': newKey() },
      payload: card(APPROVE),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await buy(student, { courseId: (await course()).id, plan: 'INSTALLMENTS', ...card(APPROVE) })).statusCode).toBe(400);
  });

  it('vouchers wait for the master administrator, who approves (enrols, receipt) or rejects with a reason; each decision once', async () => {
    const c = await course({ price: 480 });
    const student = await t.user('ESTUDIANTE');
    const created = await buy(student, { courseId: c.id, plan: 'FULL', method: 'VOUCHER' });
    expect(created.statusCode).toBe(201);
    const orderId = created.json().id;
    const bad = multipart('file', Buffer.from('no es una imagen'), 'voucher.png');
    expect(
      (
        await t.inject({
          method: 'POST',
          url: `/api/orders/${orderId}/voucher`,
          headers: { ...student.auth, ...bad.headers },
          payload: bad.payload,
        })
      ).statusCode,
    ).toBe(400);
    const good = multipart('file', PNG, 'voucher.png');
    const sent = await t.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/voucher`,
      headers: { ...student.auth, ...good.headers },
      payload: good.payload,
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().payment).toMatchObject({ method: 'VOUCHER', status: 'PENDIENTE' });
    expect(await enrolled(student.user.id, c.id)).toBe(false);
    const twice = await buy(student, { courseId: c.id, plan: 'FULL', method: 'VOUCHER' });
    expect(twice.json().error).toBe(VOUCHER_ALREADY_PENDING);

    const paymentId = sent.json().payment.id;
    expect((await t.inject({ method: 'POST', url: `/api/superadmin/payments/${paymentId}/approve`, headers: admin.auth })).statusCode).toBe(
      403,
    );
    expect(
      (await t.inject({ method: 'POST', url: `/api/superadmin/payments/${paymentId}/approve`, headers: student.auth })).statusCode,
    ).toBe(403);
    const list = await t.inject({ method: 'GET', url: '/api/superadmin/payments?status=PENDIENTE', headers: superAdmin.auth });
    expect(list.json().find((p: { id: number }) => p.id === paymentId)).toMatchObject({
      hasVoucher: true,
      student: { id: student.user.id },
    });
    const voucher = await t.inject({ method: 'GET', url: `/api/superadmin/payments/${paymentId}/voucher`, headers: superAdmin.auth });
    expect(voucher.headers['content-type']).toBe('image/png');

    const approved = await t.inject({ method: 'POST', url: `/api/superadmin/payments/${paymentId}/approve`, headers: superAdmin.auth });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'APROBADO' });
    expect(await enrolled(student.user.id, c.id)).toBe(true);
    expect(
      (await t.inject({ method: 'POST', url: `/api/superadmin/payments/${paymentId}/approve`, headers: superAdmin.auth })).statusCode,
    ).toBe(409);
    const receipt = await t.inject({ method: 'GET', url: `/api/my/payments/${paymentId}/receipt.pdf`, headers: student.auth });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await t.user('ESTUDIANTE');
    expect((await t.inject({ method: 'GET', url: `/api/my/payments/${paymentId}/receipt.pdf`, headers: stranger.auth })).statusCode).toBe(
      404,
    );

    // A second course paid by a voucher that is refused.
    const c2 = await course({ price: 200 });
    const o2 = (await buy(student, { courseId: c2.id, plan: 'FULL', method: 'VOUCHER' })).json();
    const p2 = (
      await t.inject({
        method: 'POST',
        url: `/api/orders/${o2.id}/voucher`,
        headers: { ...student.auth, ...good.headers },
        payload: good.payload,
      })
    ).json().payment;
    const noReason = await t.inject({
      method: 'POST',
      url: `/api/superadmin/payments/${p2.id}/reject`,
      headers: superAdmin.auth,
      payload: {},
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await t.inject({
      method: 'POST',
      url: `/api/superadmin/payments/${p2.id}/reject`,
      headers: superAdmin.auth,
      payload: { reason: 'El monto no coincide.' },
    });
    expect(rejected.json()).toMatchObject({ status: 'RECHAZADO', reason: 'El monto no coincide.' });
    expect(await enrolled(student.user.id, c2.id)).toBe(false);
    const statement = (await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: student.auth })).json();
    expect(statement.history.find((h: { id: number }) => h.id === p2.id)).toMatchObject({
      status: 'RECHAZADO',
      reason: 'El monto no coincide.',
    });
    // A refused first voucher leaves a purchase not confirmed: nothing owed, the order kept to send another voucher.
    expect(statement.balanceDue).toBe(0);
    expect(statement.orders.find((o: { id: number }) => o.id === o2.id)).toMatchObject({ status: 'PENDING', owed: false });
    const actions = (await t.db.select().from(auditLog).where(eq(auditLog.entity, 'payment'))).map((a) => [a.action, a.entityId]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['PAYMENT_APPROVED', String(paymentId)],
        ['PAYMENT_REJECTED', String(p2.id)],
      ]),
    );
  });
});
