import { TEST_PASSWORD, describeOnDb, type TestUser } from '../test/testApp';

const FREE = 5;

/** Guessing the current password gets the sign-in's per-account backoff. */
describeOnDb(
  'current password guesses are throttled per account',
  (t) => {
    const changePassword = (who: TestUser, currentPassword: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: who.auth,
        payload: { currentPassword, newPassword: 'Nueva-Clave-Segura-2026' },
      });
    const profile = (who: TestUser, currentPassword: string) =>
      t.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: who.auth,
        payload: { firstName: 'Ana', lastName: 'Prueba', currentPassword, newPassword: 'Nueva-Clave-Segura-2026' },
      });

    it.each([
      ['POST /auth/change-password', changePassword],
      ['PUT /me/profile', profile],
    ])('%s: 15 wrong current passwords end in 429 with Retry-After, and the right one waits too', async (_name, call) => {
      const victim = await t.user('ESTUDIANTE');
      const statuses: number[] = [];
      for (let i = 0; i < 15; i += 1) statuses.push((await call(victim, `Adivina-${i}`)).statusCode);
      expect(statuses.slice(0, FREE)).toEqual(Array(FREE).fill(400));
      expect(statuses.slice(FREE)).toEqual(Array(15 - FREE).fill(429));
      const blocked = await call(victim, TEST_PASSWORD);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().error).toMatch(/Demasiados intentos/);
    });

    it('the count is the account’s: both routes add to it, another account is not slowed down', async () => {
      const victim = await t.user('ESTUDIANTE');
      for (let i = 0; i < FREE; i += 1) {
        const call = i % 2 ? profile : changePassword;
        expect((await call(victim, `Adivina-${i}`)).statusCode).toBe(400);
      }
      expect((await profile(victim, 'Adivina-otra')).statusCode).toBe(429);
      const other = await t.user('ESTUDIANTE');
      expect((await changePassword(other, 'Adivina')).statusCode).toBe(400);
    });

    it('a right current password resets the count', async () => {
      const owner = await t.user('DOCENTE');
      for (let i = 0; i < FREE - 1; i += 1) expect((await profile(owner, `Olvido-${i}`)).statusCode).toBe(400);
      const ok = await changePassword(owner, TEST_PASSWORD);
      expect(ok.statusCode).toBe(200);
      const again = { ...owner, auth: { authorization: `Bearer ${ok.json().token}` } };
      for (let i = 0; i < FREE; i += 1) expect((await changePassword(again, `Olvido-otra-${i}`)).statusCode).toBe(400);
    });
  },
  { rateLimit: { authMaxPerIp: 1000, authMaxPerAccount: FREE, authFailuresPerIp: 1000, authWindowMs: 60_000 } },
);
