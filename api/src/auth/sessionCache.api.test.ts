import { eq } from 'drizzle-orm';
import { refreshTokens, users } from '../db/schema';
import { TEST_PASSWORD, describeOnDb } from '../test/testApp';

const json = (payload: unknown, auth: Record<string, string> = {}) => ({
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * `authenticate` reuses what it read about a token's user and session for at most
 * AUTH_CACHE_MS (here 300 ms). Security first: a change made through this process is seen by the
 * very next request; one made elsewhere (another API process, a script, the database) within that bound.
 */
describeOnDb(
  'authenticate: recent reads reused within a bound',
  (t) => {
    const me = (authorization: string) => t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } });
    const signIn = async (email: string) => {
      const res = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email, password: TEST_PASSWORD }) });
      expect(res.statusCode).toBe(200);
      return `Bearer ${res.json().token as string}`;
    };

    it('a deactivation, a role change or a sign-out made through the API ends access on the next request', async () => {
      const admin = await t.user('ADMIN');
      const sa = await t.user('SUPER_ADMIN');
      const student = await t.user('ESTUDIANTE');
      const bearer = await signIn(student.user.email);
      // Read (and kept) just before each change.
      expect((await me(bearer)).statusCode).toBe(200);
      const off = await t.inject({
        method: 'PUT',
        url: `/api/admin/users/${student.user.id}/status`,
        ...json({ active: false }, admin.auth),
      });
      expect(off.statusCode).toBe(200);
      expect((await me(bearer)).statusCode).toBe(401);
      expect(
        (await t.inject({ method: 'PUT', url: `/api/admin/users/${student.user.id}/status`, ...json({ active: true }, admin.auth) }))
          .statusCode,
      ).toBe(200);

      const teacher = await t.user('DOCENTE');
      const teacherBearer = await signIn(teacher.user.email);
      expect((await t.inject({ method: 'GET', url: '/api/teacher/courses', headers: { authorization: teacherBearer } })).statusCode).toBe(
        200,
      );
      const role = await t.inject({
        method: 'PUT',
        url: `/api/superadmin/users/${teacher.user.id}/role`,
        ...json({ role: 'ESTUDIANTE' }, sa.auth),
      });
      expect(role.statusCode).toBe(200);
      // A role change ends the account's sessions.
      expect((await me(teacherBearer)).statusCode).toBe(401);

      const again = await signIn(student.user.email);
      expect((await me(again)).statusCode).toBe(200);
      expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: again } })).statusCode).toBe(204);
      const after = await me(again);
      expect(after.statusCode).toBe(401);
      expect(after.json().error).toBe('Tu sesión expiró. Inicia sesión de nuevo.');
    });

    it('a password change ends the tokens issued before it on the next request', async () => {
      const student = await t.user('ESTUDIANTE');
      const bearer = await signIn(student.user.email);
      const other = await signIn(student.user.email);
      expect((await me(other)).statusCode).toBe(200);
      const pwd = await t.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        ...json({ currentPassword: TEST_PASSWORD, newPassword: 'Otra-Clave-Segura-2' }, { authorization: bearer }),
      });
      expect(pwd.statusCode).toBe(200);
      expect((await me(other)).statusCode).toBe(401);
      expect((await me(`Bearer ${pwd.json().token as string}`)).statusCode).toBe(200);
    });

    it('a deactivation or a sign-out written elsewhere (another process, the database) ends access within AUTH_CACHE_MS', async () => {
      const student = await t.user('ESTUDIANTE');
      const bearer = await signIn(student.user.email);
      expect((await me(bearer)).statusCode).toBe(200);
      await t.db.update(users).set({ active: false }).where(eq(users.id, student.user.id));
      await sleep(350);
      expect((await me(bearer)).statusCode).toBe(401);
      await t.db.update(users).set({ active: true }).where(eq(users.id, student.user.id));
      await sleep(350);
      expect((await me(bearer)).statusCode).toBe(200);

      await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, student.user.id));
      await sleep(350);
      const after = await me(bearer);
      expect(after.statusCode).toBe(401);
      expect(after.json().error).toBe('Tu sesión expiró. Inicia sesión de nuevo.');
    });
  },
  { authCacheMs: 300 },
);
