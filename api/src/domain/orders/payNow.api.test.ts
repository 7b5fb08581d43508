import { eq } from 'drizzle-orm';
import { NOTHING_TO_PAY, VOUCHER_ALREADY_PENDING, sandboxToken } from '@inpro/shared-contracts';
import { installments, payments } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { studentWithInstallments } from './testData';

const APPROVE = '4111 1111 1111 1111';
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
let keySeq = 0;
const newKey = () => `paynow-${Date.now()}-${(keySeq += 1)}`;

function voucherBody(data: Buffer) {
  const boundary = `----inpro${Date.now()}${keySeq}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="voucher.png"\r\nContent-Type: image/png\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// 'Pagar ahora': the student chooses the installment and pays it by card or voucher.
describeEachDb('Pagar ahora: the chosen installment', (t) => {
  let teacher: TestUser;
  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
  });

  const rows = async (orderId: number) =>
    (await t.db.select().from(installments).where(eq(installments.orderId, orderId))).sort((a, b) => a.seq - b.seq);
  const payByCard = (who: TestUser, installmentId: number) =>
    t.inject({
      method: 'POST',
      url: `/api/installments/${installmentId}/pay`,
      headers: { ...who.auth, 'idempotency-key': newKey() },
      payload: { cardToken: sandboxToken(APPROVE) },
    });
  const sendVoucher = (who: TestUser, installmentId: number, data = PNG) => {
    const body = voucherBody(data);
    return t.inject({
      method: 'POST',
      url: `/api/installments/${installmentId}/voucher`,
      headers: { ...who.auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('pays the installment the student chose by card, not the oldest one, and keeps the due dates', async () => {
    const { student, order } = await studentWithInstallments(t, teacher, [
      { dueDate: '2020-01-10' },
      { dueDate: '2020-02-10' },
      { dueDate: '2099-03-10' },
    ]);
    const [first, second, third] = await rows(order.id);
    const res = await payByCard(student, third.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().payment).toMatchObject({ status: 'APROBADO', amount: 300 });
    const after = await rows(order.id);
    expect(after.map((i) => i.status)).toEqual(['PENDIENTE', 'PENDIENTE', 'PAGADO']);
    expect(after.map((i) => i.dueDate)).toEqual([first.dueDate, second.dueDate, third.dueDate]);
    // Paid already: nothing to pay, nothing charged.
    const again = await payByCard(student, third.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(NOTHING_TO_PAY);
  });

  it('takes a voucher for the chosen installment; it waits in review and cannot be paid twice meanwhile', async () => {
    const { student, order } = await studentWithInstallments(t, teacher, [{ dueDate: '2020-01-10' }, { dueDate: '2099-02-10' }]);
    const [, second] = await rows(order.id);
    const sent = await sendVoucher(student, second.id);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().payment).toMatchObject({ method: 'VOUCHER', status: 'PENDIENTE', amount: 300 });
    expect((await rows(order.id)).map((i) => i.status)).toEqual(['PENDIENTE', 'EN_REVISION']);
    const twice = await sendVoucher(student, second.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(VOUCHER_ALREADY_PENDING);
    const card = await payByCard(student, second.id);
    expect(card.statusCode).toBe(409);
    expect(card.json().error).toBe(VOUCHER_ALREADY_PENDING);
    const [first] = await rows(order.id);
    const bad = await sendVoucher(student, first.id, Buffer.from('no es una imagen'));
    expect(bad.statusCode).toBe(400);
    expect((await rows(order.id))[0].status).toBe('PENDIENTE');
  });

  it("refuses another student's installment, a paid one and one of a failed order, changing nothing", async () => {
    const { student, order } = await studentWithInstallments(t, teacher, [
      { dueDate: '2020-01-10', status: 'PAGADO' },
      { dueDate: '2099-02-10' },
    ]);
    const [paid, open] = await rows(order.id);
    const stranger = await t.user('ESTUDIANTE');
    const foreignCard = await payByCard(stranger, open.id);
    expect(foreignCard.statusCode).toBe(404);
    expect(foreignCard.json().error).toBe('No se encontró la cuota.');
    expect((await sendVoucher(stranger, open.id)).statusCode).toBe(404);
    const paidVoucher = await sendVoucher(student, paid.id);
    expect(paidVoucher.statusCode).toBe(409);
    expect(paidVoucher.json().error).toBe(NOTHING_TO_PAY);
    expect((await sendVoucher(student, 2_000_000_000)).statusCode).toBe(404);
    expect((await t.inject({ method: 'POST', url: '/api/installments/abc/voucher', headers: student.auth })).statusCode).toBe(400);

    const failed = await studentWithInstallments(t, teacher, [{ dueDate: '2099-01-10' }], 'FAILED');
    const [dead] = await rows(failed.order.id);
    expect((await payByCard(failed.student, dead.id)).statusCode).toBe(404);
    expect((await sendVoucher(failed.student, dead.id)).statusCode).toBe(404);

    expect((await rows(order.id)).map((i) => i.status)).toEqual(['PAGADO', 'PENDIENTE']);
    const made = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(made).toHaveLength(0);
  });
});
