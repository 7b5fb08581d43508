import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../test/fakeMercadoPago';
import { makeCourse } from '../materials/testData';
import { isEnrolled } from './testData';

const ACCESS_TOKEN = 'TEST-1234567890-access';
const WEBHOOK_SECRET = 'whsec-inpro-test';
let seq = 0;
const newKey = () => `mp-${Date.now()}-${(seq += 1)}`;

/** The checkout through MercadoPago, against a local fake of its API built from its public docs. */
describeEachDb('payments through MercadoPago', (t) => {
  let fake: FakeMercadoPago;
  let teacher: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    fake = await startFakeMercadoPago(ACCESS_TOKEN);
    t.app.config.mercadoPagoApiUrl = fake.url;
    teacher = await t.user('DOCENTE');
    admin = await t.user('SUPER_ADMIN'); // mail, payment and sign-in settings are the master administrator's
    const saved = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/payments',
      headers: admin.auth,
      payload: { gateway: 'MercadoPago', publicKey: 'TEST-public', secretKey: ACCESS_TOKEN, webhookSecret: WEBHOOK_SECRET },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => {
    await fake.close();
  });

  const buy = (who: TestUser, courseId: number, token: string, key = newKey()) =>
    t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...who.auth, 'idempotency-key': key },
      payload: { courseId, plan: 'FULL', method: 'CARD', cardToken: token, paymentMethodId: 'visa', issuerId: '1040' },
    });
  const enrolled = (userId: number, courseId: number) => isEnrolled(t, userId, courseId);
  const paymentOf = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0];

  it('charges the server price in soles with an idempotency key, and enrols on approval', async () => {
    const c = await makeCourse(t, teacher.user.id, { price: 1250.5 });
    const student = await t.user('ESTUDIANTE');
    const res = await buy(student, c.id, 'mp_approve');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'PAID', payment: { status: 'APROBADO', method: 'CARD' } });
    const sent = fake.requests.at(-1)!;
    expect(sent.body).toMatchObject({
      transaction_amount: 1250.5,
      token: 'mp_approve',
      payment_method_id: 'visa',
      issuer_id: 1040,
      payer: { email: student.user.email },
    });
    expect(sent.idempotencyKey).toBe(`inpro-payment-${res.json().payment.id}`);
    expect(sent.body.external_reference).toBe(String(res.json().payment.id));
    expect((await paymentOf(res.json().payment.id)).providerRef).toMatch(/^MP-\d+$/);
    expect(await enrolled(student.user.id, c.id)).toBe(true);
  });

  it('answers a declined card with the bank reason in Spanish and enrols no one', async () => {
    const c = await makeCourse(t, teacher.user.id, { price: 300 });
    const student = await t.user('ESTUDIANTE');
    const poor = await buy(student, c.id, 'mp_insufficient');
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error).toContain('Fondos insuficientes.');
    const expired = await buy(student, c.id, 'mp_expired');
    expect(expired.json().error).toContain('La tarjeta está vencida');
    const junk = await buy(student, c.id, 'no-es-un-token');
    expect(junk.statusCode).toBe(402);
    expect(await enrolled(student.user.id, c.id)).toBe(false);
  });

  it('keeps a payment under review pending until a signed webhook settles it; a replay changes nothing', async () => {
    const c = await makeCourse(t, teacher.user.id, { price: 480 });
    const student = await t.user('ESTUDIANTE');
    const res = await buy(student, c.id, 'mp_pending');
    expect(res.statusCode).toBe(201);
    const ours = res.json().payment.id as number;
    expect((await paymentOf(ours)).status).toBe('PENDIENTE');
    expect(await enrolled(student.user.id, c.id)).toBe(false);

    const mpId = Number((await paymentOf(ours)).providerRef!.slice(3));
    fake.settle(mpId, 'approved');
    const hook = fake.webhook(mpId, WEBHOOK_SECRET);
    const first = await t.inject({
      method: 'POST',
      url: hook.url,
      headers: hook.headers,
      payload: { type: 'payment', data: { id: String(mpId) } },
    });
    expect(first.statusCode).toBe(200);
    expect((await paymentOf(ours)).status).toBe('APROBADO');
    expect(await enrolled(student.user.id, c.id)).toBe(true);
    const decidedAt = (await paymentOf(ours)).decidedAt;

    const replay = await t.inject({
      method: 'POST',
      url: hook.url,
      headers: hook.headers,
      payload: { type: 'payment', data: { id: String(mpId) } },
    });
    expect(replay.statusCode).toBe(200);
    expect((await paymentOf(ours)).decidedAt).toEqual(decidedAt);
  });

  it('refuses a webhook with a bad, missing or stale signature (401) and changes nothing', async () => {
    const c = await makeCourse(t, teacher.user.id, { price: 200 });
    const student = await t.user('ESTUDIANTE');
    const ours = (await buy(student, c.id, 'mp_pending')).json().payment.id as number;
    const mpId = Number((await paymentOf(ours)).providerRef!.slice(3));
    fake.settle(mpId, 'approved');
    const forged = fake.webhook(mpId, 'otro-secreto');
    const stale = fake.webhook(mpId, WEBHOOK_SECRET, { ts: Math.floor(Date.now() / 1000) - 3600 });
    for (const hook of [forged, stale, { url: fake.webhook(mpId, WEBHOOK_SECRET).url, headers: { 'content-type': 'application/json' } }]) {
      const res = await t.inject({ method: 'POST', url: hook.url, headers: hook.headers, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('Firma del webhook inválida.');
    }
    expect((await paymentOf(ours)).status).toBe('PENDIENTE');
    expect(await enrolled(student.user.id, c.id)).toBe(false);
  });

  it('tells the pages to load MercadoPago.js, and refuses a malformed card brand before charging', async () => {
    t.app.config.mercadoPagoSdkUrl = `${fake.url}/js/v2`;
    const pub = (await t.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(pub.payments).toMatchObject({ gateway: 'MercadoPago', publicKey: 'TEST-public', sdkUrl: `${fake.url}/js/v2` });
    const c = await makeCourse(t, teacher.user.id, { price: 80 });
    const student = await t.user('ESTUDIANTE');
    const before = fake.requests.length;
    const res = await t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...student.auth, 'idempotency-key': newKey() },
      payload: { courseId: c.id, plan: 'FULL', method: 'CARD', cardToken: 'mp_approve', paymentMethodId: 'Visa <script>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain('Tipo de tarjeta inválido.');
    expect(fake.requests.length).toBe(before);
  });

  it('makes card tokens from MercadoPago.js calls by the cardholder test names, with the public key only', async () => {
    const token = (body: object, key = 'TEST-public') =>
      fetch(`${fake.url}/v1/card_tokens?public_key=${key}`, { method: 'POST', body: JSON.stringify(body) });
    const card = { card_number: '4009175332806176', expiration_month: 11, expiration_year: 2030, security_code: '123' };
    const holder = (name: string) => ({ name, identification: { type: 'DNI', number: '45678912' } });
    const idOf = async (res: Promise<Response>) => ((await (await res).json()) as { id: string }).id;
    expect(await idOf(token({ ...card, cardholder: holder('APRO') }))).toMatch(/^mp_approve_/);
    expect(await idOf(token({ ...card, cardholder: holder('FUND') }))).toMatch(/^mp_insufficient_/);
    expect((await token({ ...card, card_number: '4009175332806177', cardholder: holder('APRO') })).status).toBe(400);
    expect((await token({ ...card, cardholder: holder('APRO') }, 'other')).status).toBe(401);
    expect(await (await fetch(`${fake.url}/js/v2`)).text()).toContain('window.MercadoPago');
  });
});
