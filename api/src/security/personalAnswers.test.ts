import { sandboxToken } from '@inpro/shared-contracts';
import { EXPORTS_PER_MINUTE } from '../lib/rateLimits';
import { makeCourse } from '../domain/materials/testData';
import { TEST_PASSWORD, describeOnDb, type TestUser } from '../test/testApp';

/** Receipts by route and role, no-store on personal answers, exports and PDFs limited per account. */
describeOnDb('receipts, personal answers and exports', (t) => {
  let student: TestUser;
  let admin: TestUser;
  let master: TestUser;
  let paymentId: number;

  beforeAll(async () => {
    const teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
    admin = await t.user('ADMIN');
    master = await t.user('SUPER_ADMIN');
    const course = await makeCourse(t, teacher.user.id, { price: 320 });
    const order = await t.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...student.auth, 'idempotency-key': `receipt-${Date.now()}` },
      payload: { courseId: course.id, plan: 'FULL', method: 'CARD', cardToken: sandboxToken('4111 1111 1111 1111') },
    });
    expect(order.statusCode).toBe(201);
    paymentId = order.json().payment.id;
  });

  const get = (url: string, who?: TestUser) => t.inject({ method: 'GET', url, headers: who ? who.auth : {} });

  describe('item 8: a receipt by id', () => {
    it('GET /my/payments/{id}/receipt.pdf is its payer’s only: another account’s is not found, whatever the role', async () => {
      const own = await get(`/api/my/payments/${paymentId}/receipt.pdf`, student);
      expect(own.statusCode).toBe(200);
      expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      for (const who of [admin, master, await t.user('ESTUDIANTE')]) {
        const res = await get(`/api/my/payments/${paymentId}/receipt.pdf`, who);
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).not.toBe('application/pdf');
      }
    });

    it('staff: GET /superadmin/payments/{id}/receipt.pdf, for the master administrator who has the payments screens', async () => {
      const res = await get(`/api/superadmin/payments/${paymentId}/receipt.pdf`, master);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect((await get(`/api/superadmin/payments/${paymentId}/receipt.pdf`, admin)).statusCode).toBe(403);
      expect((await get(`/api/superadmin/payments/${paymentId}/receipt.pdf`, student)).statusCode).toBe(403);
      expect((await get(`/api/superadmin/payments/${paymentId}/receipt.pdf`)).statusCode).toBe(401);
      expect((await get('/api/superadmin/payments/999999/receipt.pdf', master)).statusCode).toBe(404);
    });
  });

  describe('item 9: personal answers are not stored, exports are limited', () => {
    it.each(['/api/auth/me', '/api/me/profile', '/api/my/account-statement', '/api/notifications'])(
      'GET %s carries Cache-Control: no-store',
      async (url) => {
        const res = await get(url, student);
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      },
    );

    it('the sign-in answer (a token) is not stored either; the public catalogue still may be', async () => {
      const login = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: student.user.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      expect(login.headers['cache-control']).toBe('no-store');
      expect((await get('/api/courses')).headers['cache-control']).not.toBe('no-store');
    });

    it.each([
      ['/api/admin/users/export?format=csv', 'ADMIN'],
      ['/api/admin/reports/export?from=2026-01-01&to=2026-12-31&format=csv', 'ADMIN'],
      ['/api/superadmin/participants/export', 'SUPER_ADMIN'],
      ['/api/superadmin/reports/export?type=Financiero&from=2026-01-01&to=2026-12-31&format=csv', 'SUPER_ADMIN'],
    ] as const)(`%s: ${EXPORTS_PER_MINUTE} a minute per account, then 429 with Retry-After`, async (url, role) => {
      const account = await t.user(role);
      const statuses: number[] = [];
      for (let i = 0; i <= EXPORTS_PER_MINUTE; i += 1) statuses.push((await get(url, account)).statusCode);
      expect(statuses.slice(0, EXPORTS_PER_MINUTE)).toEqual(Array(EXPORTS_PER_MINUTE).fill(200));
      const refused = await get(url, account);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().error).toMatch(/^Demasiadas solicitudes/);
      // Another account has its own budget.
      expect((await get(url, await t.user(role))).statusCode).toBe(200);
    });

    it(`receipts: ${EXPORTS_PER_MINUTE} a minute per account`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i <= EXPORTS_PER_MINUTE; i += 1)
        statuses.push((await get(`/api/my/payments/${paymentId}/receipt.pdf`, student)).statusCode);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    });
  });
});
