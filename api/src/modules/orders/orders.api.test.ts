import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { COURSE_NOT_FOUND } from '@inpro/shared-contracts';
import { enrolments, orders } from '../../db/schema';
import { HttpError } from '../../errors';
import { describeEachDb, forgedToken, type TestUser } from '../../test/testApp';
import { makeCourse } from '../materials/testData';
import { PAYMENT_DECLINED, PAYMENT_UNAVAILABLE, createOrder } from './createOrder';
import type { PaymentProvider } from './paymentProvider';

describeEachDb('orders', (t) => {
  let teacher: TestUser;
  let ana: TestUser;
  let courseId: number;
  let draftId: number;

  beforeAll(async () => {
    teacher = await t.user('DOCENTE');
    ana = await t.user('ESTUDIANTE', { email: 'ana.quispe@example.pe', fullName: 'Ana Quispe' });
    courseId = (
      await makeCourse(t, teacher.user.id, { title: 'Diplomado en Arbitraje', code: 'RD-200-2026', price: 1250.5, published: true })
    ).id;
    draftId = (await makeCourse(t, teacher.user.id, { published: false })).id;
  });

  const buy = (payload: unknown, headers: Record<string, string> = {}) =>
    t.inject({ method: 'POST', url: '/api/orders', headers, payload: payload as object });

  it('an anonymous buyer pays the stored price; registering later with that e-mail enrols the account', async () => {
    const res = await buy({ buyerName: '  Luis Rojas ', buyerEmail: 'Luis.Rojas@Example.pe', courseId, price: 1, total: 1 });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    expect(order).toMatchObject({
      status: 'PAID',
      total: 1250.5,
      currency: 'PEN',
      buyerName: 'Luis Rojas',
      buyerEmail: 'luis.rojas@example.pe',
      provider: 'sandbox',
      course: { id: courseId, title: 'Diplomado en Arbitraje', code: 'RD-200-2026', price: 1250.5 },
    });
    expect(order.providerRef).toMatch(/^SBX-/);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'PAID', userId: null, total: 1250.5 });
    expect(row.paidAt).toBeInstanceOf(Date);

    const reg = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { fullName: 'Luis Rojas', email: 'luis.rojas@example.pe', password: 'Clave-Segura-9', phone: null },
    });
    expect(reg.statusCode).toBeLessThan(300);
    const mine = await t.inject({ method: 'GET', url: '/api/my/courses', headers: { authorization: `Bearer ${reg.json().token}` } });
    expect(mine.json().map((c: { id: number }) => c.id)).toEqual([courseId]);
  });

  it('a paid order enrols an existing account with that e-mail at once (any case), idempotently', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await buy({ buyerName: 'Ana Quispe', buyerEmail: 'ANA.QUISPE@example.pe', courseId });
      expect(res.statusCode).toBe(201);
      expect(res.json().status).toBe('PAID');
    }
    const rows = await t.db.select().from(enrolments).where(eq(enrolments.userId, ana.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId, source: 'ORDER' });
    const paid = await t.db.select().from(orders).where(eq(orders.userId, ana.user.id));
    expect(paid).toHaveLength(2);
  });

  it('works signed in, and a bad token just means anonymous', async () => {
    let res = await buy({ buyerName: 'Ana', buyerEmail: 'otra@example.pe', courseId }, ana.auth);
    expect(res.statusCode).toBe(201);
    res = await buy({ buyerName: 'Ana', buyerEmail: 'otra@example.pe', courseId }, { authorization: `Bearer ${forgedToken()}` });
    expect(res.statusCode).toBe(201);
    res = await buy({ buyerName: 'Ana', buyerEmail: 'otra@example.pe', courseId }, { authorization: `Bearer ${t.expiredToken(ana.user)}` });
    expect(res.statusCode).toBe(201);
  });

  it('a missing or unpublished course is 404 and stores nothing', async () => {
    const before = (await t.db.select().from(orders)).length;
    let res = await buy({ buyerName: 'X', buyerEmail: 'x@example.pe', courseId: draftId });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: COURSE_NOT_FOUND });
    res = await buy({ buyerName: 'X', buyerEmail: 'x@example.pe', courseId: 999999 });
    expect(res.statusCode).toBe(404);
    expect((await t.db.select().from(orders)).length).toBe(before);
  });

  it.each([
    [{ buyerEmail: 'x@example.pe', courseId: 1 }, 'Nombre es requerido.'],
    [{ buyerName: '   ', buyerEmail: 'x@example.pe', courseId: 1 }, 'Nombre es requerido.'],
    [{ buyerName: 'X', courseId: 1 }, 'Email es requerido.'],
    [{ buyerName: 'X', buyerEmail: 'no-es-email', courseId: 1 }, 'Email inválido.'],
    [{ buyerName: 'X', buyerEmail: 'x@example.pe' }, 'Curso inválido.'],
    [{ buyerName: 'X', buyerEmail: 'x@example.pe', courseId: 'abc' }, 'Curso inválido.'],
    [{ buyerName: 'X', buyerEmail: 'x@example.pe', courseId: -3 }, 'Curso inválido.'],
    [{ buyerName: 'x'.repeat(201), buyerEmail: 'x@example.pe', courseId: 1 }, 'Nombre: máximo 200 caracteres.'],
  ])('validates %j', async (payload, message) => {
    const res = await buy(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('malformed JSON → 400', async () => {
    const res = await t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { 'content-type': 'application/json' },
      payload: '{"buyerName":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('El cuerpo de la solicitud no es un JSON válido.');
  });

  describe('provider outcomes', () => {
    const fakeReq = () => ({ server: t.app, ip: '127.0.0.1', log: t.app.log }) as unknown as FastifyRequest;
    const body = () => ({ buyerName: 'Rosa', buyerEmail: ana.user.email, courseId });

    it('a declined payment is 402, the order FAILED and nobody enrolled', async () => {
      const other = (await makeCourse(t, teacher.user.id)).id;
      const declining: PaymentProvider = {
        name: 'test-decline',
        charge: async () => ({ status: 'DECLINED', reference: 'D-1', reason: 'Fondos insuficientes' }),
      };
      const err = await createOrder(fakeReq(), { ...body(), courseId: other }, declining).catch((e) => e);
      expect(err).toBeInstanceOf(HttpError);
      expect(err).toMatchObject({ statusCode: 402, message: PAYMENT_DECLINED });
      const [row] = await t.db.select().from(orders).where(eq(orders.provider, 'test-decline'));
      expect(row).toMatchObject({ status: 'FAILED', providerRef: 'D-1', courseId: other });
      const enrolled = await t.db.select().from(enrolments).where(eq(enrolments.courseId, other));
      expect(enrolled).toHaveLength(0);
    });

    it('a provider that fails is 502 and the order FAILED', async () => {
      const broken: PaymentProvider = {
        name: 'test-broken',
        charge: async () => {
          throw new Error('timeout');
        },
      };
      const err = await createOrder(fakeReq(), body(), broken).catch((e) => e);
      expect(err).toMatchObject({ statusCode: 502, message: PAYMENT_UNAVAILABLE });
      const [row] = await t.db.select().from(orders).where(eq(orders.provider, 'test-broken'));
      expect(row.status).toBe('FAILED');
    });
  });
});
