import { sql } from 'drizzle-orm';
import { mailOutbox } from '../../mail';
import { waitForJobs, waitForMail } from '../../test/mail';
import { TEST_PASSWORD, describeOnDb } from '../../test/testApp';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const SAME_ANSWER =
  'Si el correo está registrado, te enviamos un enlace para restablecer tu contraseña. Revisa tu bandeja de entrada (vence en 30 minutos).';
const LINK_INVALID = 'El enlace para restablecer la contraseña no es válido o ya venció. Solicita uno nuevo.';

describeOnDb('password reset by e-mail', (t) => {
  const forgot = (email: string) => t.inject({ method: 'POST', url: '/api/auth/forgot-password', ...json({ email }) });
  const reset = (token: string, newPassword: string) =>
    t.inject({ method: 'POST', url: '/api/auth/reset-password', ...json({ token, newPassword }) });
  const login = (email: string, password: string) => t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email, password }) });

  /** The token of the newest reset e-mail sent to `email` (the mail leaves after the answer). */
  async function tokenMailedTo(email: string, notThis?: string): Promise<string> {
    const tokenOf = (text: string) => text.match(/\/aula\/login\?reset=([A-Za-z0-9_-]+)/)?.[1];
    const mail = await waitForMail(t.app, (m) => m.to.includes(email) && m.subject.includes('Restablece') && tokenOf(m.text) !== notThis);
    const token = tokenOf(mail.text);
    if (!token) throw new Error(`no reset link in the e-mail to ${email}`);
    return token;
  }

  it('answers the same whether or not the account exists, and mails a link only to a real one', async () => {
    const { user } = await t.user('ESTUDIANTE');
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('nadie-aqui@test.pe');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: SAME_ANSWER });
    expect(unknown.json()).toEqual(known.json());
    await tokenMailedTo(user.email);
    await waitForJobs(t.app);
    expect(mailOutbox(t.app).some((m) => m.to.includes('nadie-aqui@test.pe'))).toBe(false);
  });

  it('sets the new password once with the link, ends the old sessions, and the link does not work twice', async () => {
    const { user, auth } = await t.user('DOCENTE');
    await forgot(user.email);
    const token = await tokenMailedTo(user.email);

    const weak = await reset(token, 'corta');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().details.newPassword).toBe('La contraseña debe tener al menos 10 caracteres.');

    const done = await reset(token, 'Nueva-Clave-2026');
    expect(done.statusCode).toBe(200);
    expect(done.json().message).toBe('Tu contraseña fue actualizada. Inicia sesión con la nueva contraseña.');
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: auth })).statusCode).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.email, 'Nueva-Clave-2026')).statusCode).toBe(200);

    const again = await reset(token, 'Otra-Clave-2027');
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(LINK_INVALID);
  });

  it('refuses an expired, replaced or made-up link with a Spanish message and changes nothing', async () => {
    const { user } = await t.user('ESTUDIANTE');
    await forgot(user.email);
    const first = await tokenMailedTo(user.email);
    await forgot(user.email);
    const second = await tokenMailedTo(user.email, first);
    expect(second).not.toBe(first);
    expect((await reset(first, 'Nueva-Clave-2026')).json().error).toBe(LINK_INVALID);

    await t.db.execute(sql`update password_resets set expires_at = now() - interval '1 minute' where user_id = ${user.id}`);
    expect((await reset(second, 'Nueva-Clave-2026')).json().error).toBe(LINK_INVALID);
    expect((await reset('x'.repeat(43), 'Nueva-Clave-2026')).json().error).toBe(LINK_INVALID);
    expect((await reset('no válido', 'Nueva-Clave-2026')).json().details.token).toBe(LINK_INVALID);
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('asks for a valid e-mail', async () => {
    const bad = await forgot('no-es-correo');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.email).toBe('Email inválido.');
  });
});
