import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema';
import { TEST_PASSWORD, describeOnDb, forgedToken } from '../../test/testApp';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : [raw];
  const c = list.find((v) => typeof v === 'string' && v.startsWith('inpro_refresh='));
  return (c as string).split(';')[0];
}

describeOnDb('auth', (t) => {
  it('registers a student, signs in and reads /auth/me', async () => {
    const email = t.email('reg');
    const reg = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: '  Ana   María  Pérez ', email: email.toUpperCase(), password: 'ClaveSegura1', phone: null, acceptTerms: true },
    });
    expect(reg.statusCode).toBe(201);
    const body = reg.json();
    expect(body.user).toMatchObject({ email, fullName: 'Ana María Pérez', role: 'ESTUDIANTE', mustChangePassword: false, phone: null });
    expect(body.user.studentCode).toMatch(new RegExp(`^A${new Date().getFullYear()}-\\d{4,}$`));
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(body.user.id), username: email, email, roles: ['ESTUDIANTE'] });
    expect(typeof claims.exp).toBe('number');
    expect(String(reg.headers['set-cookie'])).toMatch(/inpro_refresh=.*HttpOnly/i);

    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: { email: ` ${email} `, password: 'ClaveSegura1' },
    });
    expect(login.statusCode).toBe(200);
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${login.json().token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email, role: 'ESTUDIANTE' });
  });

  it('rejects registration with the seed messages and a taken e-mail', async () => {
    const short = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: 'A', email: t.email(), password: 'corta', acceptTerms: true },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'La contraseña debe tener al menos 10 caracteres.',
      details: { password: 'La contraseña debe tener al menos 10 caracteres.' },
    });
    const missing = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(missing.json().details).toMatchObject({ fullName: 'Nombre es requerido.', email: 'Email es requerido.' });
    const bad = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: 'A', email: 'no-es-email', password: 'Clave-Segura-9' },
    });
    expect(bad.json().details.email).toBe('Email inválido.');
    const { user } = await t.user('ESTUDIANTE');
    const dup = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: { fullName: 'Otro', email: user.email.toUpperCase(), password: 'Clave-Segura-9', acceptTerms: true },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Ya existe un usuario con ese email.');
  });

  it('refuses short and common passwords on registration and in the admin form, saying why', async () => {
    const register = (password: string) =>
      t.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { fullName: 'Ana Pérez', email: `ana.${Date.now()}@example.pe`, password },
      });
    expect((await register('Clave-1')).json().details.password).toBe('La contraseña debe tener al menos 10 caracteres.');
    for (const common of ['1234567890', 'Password2026', 'contraseña123']) {
      const res = await register(common);
      expect([common, res.statusCode, res.json().details?.password]).toEqual([
        common,
        400,
        'Esa contraseña es demasiado común y fácil de adivinar; elige otra.',
      ]);
    }
    const admin = await t.user('ADMIN');
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.auth,
      payload: { email: `b.${Date.now()}@example.pe`, fullName: 'B', role: 'ESTUDIANTE', passwordHash: 'qwerty12345' },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().details.passwordHash).toBe('Esa contraseña es demasiado común y fácil de adivinar; elige otra.');
  });

  it('answers 401 with a Spanish message for wrong credentials and unknown accounts', async () => {
    const { user } = await t.user('DOCENTE');
    const wrong = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: 'incorrecta' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Email o contraseña incorrectos.' });
    const unknown = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: 'nadie@test.pe', password: 'x' }) });
    expect(unknown.statusCode).toBe(401);
    const empty = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: '', password: '' }) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual({ email: 'Email es requerido.', password: 'Contraseña es requerida.' });
  });

  it('refuses inactive accounts', async () => {
    const { user } = await t.user('ESTUDIANTE', { active: false });
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: TEST_PASSWORD }) });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/desactivada/);
  });

  it('guards /auth/me: anonymous, expired, forged, malformed', async () => {
    const anon = await t.inject({ method: 'GET', url: '/api/auth/me' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json()).toEqual({ error: 'Debes iniciar sesión.' });
    const { user } = await t.user('ESTUDIANTE');
    const expired = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${t.expiredToken(user)}` } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().error).toBe('Tu sesión expiró. Inicia sesión de nuevo.');
    const forged = await t.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${forgedToken(String(user.id))}` },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('Sesión inválida. Inicia sesión de nuevo.');
    const junk = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer abc.def' } });
    expect(junk.statusCode).toBe(401);
  });

  it('refreshes with the httpOnly cookie, rotates it and logs out', async () => {
    const { user } = await t.user('ESTUDIANTE');
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: TEST_PASSWORD }) });
    const cookie = cookieOf(login);
    const r1 = await t.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(r1.statusCode).toBe(200);
    expect(r1.json().user.email).toBe(user.email);
    const cookie2 = cookieOf(r1);
    expect(cookie2).not.toBe(cookie);
    // The old cookie was rotated away: replaying it fails (and revokes the family).
    const replay = await t.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie } });
    expect(replay.statusCode).toBe(401);
    const afterReplay = await t.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookie2 } });
    expect(afterReplay.statusCode).toBe(401);

    const login2 = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: TEST_PASSWORD }) });
    const c3 = cookieOf(login2);
    const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: c3 } });
    expect(out.statusCode).toBe(204);
    const again = await t.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: c3 } });
    expect(again.statusCode).toBe(401);
    const none = await t.inject({ method: 'POST', url: '/api/auth/refresh' });
    expect(none.statusCode).toBe(401);
  });

  it("logout ends that session's access tokens at once, refreshed ones too, and no other session", async () => {
    const { user } = await t.user('ESTUDIANTE');
    const signIn = () => t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: TEST_PASSWORD }) });
    const me = (token: string) => t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    const laptop = await signIn();
    const phone = await signIn();
    const refreshed = await t.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookieOf(laptop) } });
    expect(refreshed.statusCode).toBe(200);
    // The refreshed token belongs to the same session; the first one keeps working until logout.
    expect((await me(refreshed.json().token)).statusCode).toBe(200);
    expect((await me(laptop.json().token)).statusCode).toBe(200);

    const out = await t.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: cookieOf(refreshed), authorization: `Bearer ${refreshed.json().token}` },
    });
    expect(out.statusCode).toBe(204);
    for (const token of [laptop.json().token, refreshed.json().token]) {
      const after = await me(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().error).toBe('Tu sesión expiró. Inicia sesión de nuevo.');
    }
    expect((await me(phone.json().token)).statusCode).toBe(200);
  });

  it('a sign-out is recorded with the person who signed out as the actor, not as anonymous', async () => {
    const { user } = await t.user('ESTUDIANTE');
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: TEST_PASSWORD }) });
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: cookieOf(login) } })).statusCode).toBe(204);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'LOGOUT'), eq(auditLog.entityId, String(user.id))));
    expect(rows).toEqual([expect.objectContaining({ actorId: user.id, actorEmail: user.email, entity: 'user', entityLabel: user.email })]);
  });

  it('logout with only the bearer token (no cookie) ends the session too', async () => {
    const { user } = await t.user('ESTUDIANTE');
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: TEST_PASSWORD }) });
    const authorization = `Bearer ${login.json().token}`;
    expect((await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization } })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization } })).statusCode).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: cookieOf(login) } })).statusCode).toBe(401);
  });

  it('issues access tokens for 15 minutes', async () => {
    const { user } = await t.user('ESTUDIANTE');
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: TEST_PASSWORD }) });
    const claims = JSON.parse(Buffer.from(login.json().token.split('.')[1], 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(15 * 60);
  });

  it('changes the password', async () => {
    const { user, auth } = await t.user('ESTUDIANTE');
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { currentPassword: 'mala', newPassword: 'NuevaClave9' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('La contraseña actual no es correcta.');
    const short = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'x' },
    });
    expect(short.json().details.newPassword).toBe('La contraseña debe tener al menos 10 caracteres.');
    const ok = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'NuevaClave9' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().token).toEqual(expect.any(String));
    // Other sessions end at once; the fresh token works.
    const old = await t.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(old.statusCode).toBe(401);
    expect(old.json().error).toBe('Tu sesión expiró. Inicia sesión de nuevo.');
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${ok.json().token}` } })).statusCode,
    ).toBe(200);
    const login = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: user.email, password: 'NuevaClave9' }) });
    expect(login.statusCode).toBe(200);
  });

  it('answers 400/413/415 for malformed bodies and never 5xx', async () => {
    const malformed = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('El cuerpo de la solicitud no es un JSON válido.');
    const text = await t.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'text/plain' }, payload: 'hola' });
    expect(text.statusCode).toBe(415);
    const form = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(415);
    const huge = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ email: 'a@b.pe', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    const arr = await t.inject({ method: 'POST', url: '/api/auth/login', ...json([1, 2]) });
    expect(arr.statusCode).toBe(400);
    const types = await t.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...json({ fullName: 5, email: true, password: ['x'], phone: {} }),
    });
    expect(types.statusCode).toBe(400);
    expect(types.json().details).toMatchObject({
      fullName: 'Nombre es requerido.',
      password: 'La contraseña debe tener al menos 10 caracteres.',
      phone: 'Teléfono inválido.',
    });
    const unknown = await t.inject({ method: 'GET', url: '/api/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Ruta no encontrada.' });
  });

  it('forces a password change after a reset before anything else', async () => {
    const { auth } = await t.user('ESTUDIANTE', { mustChangePassword: true });
    const blocked = await t.inject({ method: 'GET', url: '/api/admin/users', headers: auth });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('Debes cambiar tu contraseña antes de continuar.');
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().mustChangePassword).toBe(true);
    const change = await t.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'OtraClave123' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().user.mustChangePassword).toBe(false);
  });
});

describeOnDb(
  'auth rate limits',
  (t) => {
    const login = (email: string, password: string, remoteAddress: string) =>
      t.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, ...json({ email, password }) });

    it('makes the guessing address wait after failed sign-ins (429 with the wait), and audits them', async () => {
      const { user } = await t.user('ESTUDIANTE');
      for (let i = 0; i < 3; i += 1) expect((await login(user.email, 'mala', '10.1.1.1')).statusCode).toBe(401);
      const waiting = await login(user.email, TEST_PASSWORD, '10.1.1.1');
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().error).toBe('Demasiados intentos. Espera 2 segundos e inténtalo de nuevo.');
      expect(waiting.headers['retry-after']).toBe('2');
      const superAdmin = await t.user('SUPER_ADMIN');
      const log = await t.inject({
        method: 'GET',
        url: `/api/superadmin/audit-log?q=${encodeURIComponent(user.email)}`,
        headers: superAdmin.auth,
      });
      const failed = log.json().content.filter((e: { action: string }) => e.action === 'LOGIN_FAILED');
      expect(failed).toHaveLength(3);
    });

    it('never locks the owner out from another address', async () => {
      const { user } = await t.user('ADMIN');
      for (let i = 0; i < 5; i += 1) await login(user.email, 'adivinanza', '10.6.6.6');
      expect((await login(user.email, TEST_PASSWORD, '10.6.6.6')).statusCode).toBe(429);
      const owner = await login(user.email, TEST_PASSWORD, '10.2.2.2');
      expect(owner.statusCode).toBe(200);
      expect(owner.json().user.email).toBe(user.email);
    });

    it('blocks an address that fails on many accounts, not the others', async () => {
      for (let i = 0; i < 5; i += 1) expect((await login(`nadie${i}@test.pe`, 'x', '10.7.7.7')).statusCode).toBe(401);
      const { user } = await t.user('ESTUDIANTE');
      expect((await login(user.email, TEST_PASSWORD, '10.7.7.7')).statusCode).toBe(429);
      expect((await login(user.email, TEST_PASSWORD, '10.8.8.8')).statusCode).toBe(200);
    });

    it('limits sign-in and registration calls per address (429 with the wait)', async () => {
      const statuses: number[] = [];
      let refusal = '';
      for (let i = 0; i < 9; i += 1) {
        const r = await t.inject({
          method: 'POST',
          url: '/api/auth/register',
          remoteAddress: '10.9.9.9',
          ...json({ email: 'no-es-correo' }),
        });
        statuses.push(r.statusCode);
        if (r.statusCode === 429) refusal = r.json().error;
      }
      expect(statuses.slice(0, 8).every((s) => s === 400)).toBe(true);
      expect(statuses[8]).toBe(429);
      // The window's minute, or a second less when the nine requests took more than one on a busy machine.
      expect(refusal).toMatch(/^Demasiados intentos\. Espera (1 minuto|5\d segundos) e inténtalo de nuevo\.$/);
    });
  },
  { rateLimit: { authMaxPerIp: 8, authMaxPerAccount: 3, authFailuresPerIp: 5, authWindowMs: 60_000 } },
);
