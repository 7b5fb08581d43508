import { eq, sql } from 'drizzle-orm';
import { legalConsents, users } from '../../db/schema';
import { eventually } from '../../test/mail';
import { startSmtpSink, receivedText, type Received } from '../../test/smtpSink';
import { TEST_PASSWORD, describeEachDb, type TestUser } from '../../test/testApp';

const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
const SAME_ANSWER = {
  pending: true,
  message:
    'Te enviamos un correo con un enlace para activar tu cuenta. Revisa tu bandeja de entrada (vence en 24 horas). Si ya tenías una cuenta con ese correo, el mensaje te dirá cómo ingresar.',
};
const LINK_INVALID = 'El enlace para activar la cuenta no es válido o ya venció. Regístrate de nuevo.';
const PASSWORD = 'Clave-Segura-2026';

describeEachDb('registration with e-mail confirmation', (t) => {
  let admin: TestUser;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let n = 0;
  const newEmail = () => `nuevo-${Date.now()}-${(n += 1)}@test.pe`;

  const register = (email: string, password = PASSWORD, names: Record<string, string> = {}) =>
    t.inject({
      method: 'POST',
      url: '/api/auth/register',
      ...json({ fullName: 'Rosa  Quispe', email, password, phone: null, acceptTerms: true, ...names }),
    });
  const confirm = (token: string) => t.inject({ method: 'POST', url: '/api/auth/confirm-registration', ...json({ token }) });
  const login = (email: string, password: string) => t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email, password }) });
  const smtp = (payload: object) => t.inject({ method: 'PUT', url: '/api/admin/settings/smtp', headers: admin.auth, payload });

  /** The newest message to `email` whose subject matches (a job sends it after the answer). */
  async function mailTo(email: string, subject: string): Promise<string> {
    const found = await eventually(
      () => [...sink.received].reverse().find((m: Received) => m.to.includes(email) && m.data.includes(subject)),
      10_000,
      `an e-mail '${subject}' to ${email}`,
    );
    return receivedText(found.data);
  }
  const accountsWith = (email: string) =>
    t.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`);
  const tokenIn = (text: string) => text.match(/\/aula\/login\?activar=([A-Za-z0-9_-]+)/)?.[1] ?? '';

  beforeAll(async () => {
    admin = await t.user('SUPER_ADMIN'); // mail, payment and sign-in settings are the master administrator's
    sink = await startSmtpSink();
    expect((await smtp({ host: '127.0.0.1', port: sink.port, secure: false, user: '', from: 'INPRO <aula@inpro.test>' })).statusCode).toBe(
      200,
    );
  });
  // The app (and its database) ends with this file; its SMTP connection closes first.
  afterAll(() => sink.close());

  it('answers the same for a new and a taken e-mail, creates nothing yet and tells the owner of the taken one', async () => {
    const { user } = await t.user('ESTUDIANTE');
    const email = newEmail();
    const fresh = await register(email);
    const taken = await register(user.email.toUpperCase(), 'Otra-Clave-Distinta-1');
    expect(fresh.statusCode).toBe(202);
    expect(taken.statusCode).toBe(202);
    expect(fresh.json()).toEqual(SAME_ANSWER);
    expect(taken.json()).toEqual(fresh.json());
    expect(fresh.headers['set-cookie']).toBeUndefined();

    expect(tokenIn(await mailTo(email, 'Activa tu cuenta'))).not.toBe('');
    const note = await mailTo(user.email, 'Ya tienes una cuenta');
    expect(note).toContain('/aula/login');
    expect(tokenIn(note)).toBe('');
    // Nothing changed for the owner; the new e-mail has no account until the link is opened.
    expect((await login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, PASSWORD)).statusCode).toBe(401);
    expect(await accountsWith(email)).toEqual([]);
  });

  it('creates the student account from the link, signs it in, and the link works once', async () => {
    const email = newEmail();
    await register(email);
    const token = tokenIn(await mailTo(email, 'Activa tu cuenta'));

    const done = await confirm(token);
    expect(done.statusCode).toBe(201);
    expect(done.json().user).toMatchObject({ email, fullName: 'Rosa Quispe', role: 'ESTUDIANTE' });
    expect(typeof done.json().token).toBe('string');
    expect(String(done.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${done.json().token}` } });
    expect(me.json().email).toBe(email);
    expect((await login(email, PASSWORD)).statusCode).toBe(200);
    // The consent given in the form is recorded with the account, with the versions the form showed.
    const consents = await t.db.select().from(legalConsents).where(eq(legalConsents.userId, done.json().user.id));
    expect(consents).toEqual([expect.objectContaining({ email, termsVersion: expect.any(Number), privacyVersion: expect.any(Number) })]);
    expect(consents[0].acceptedAt.getTime()).toBeLessThanOrEqual(Date.now());

    const again = await confirm(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(LINK_INVALID);
  });

  it('keeps the given names and surnames the form asked for, as entered, through the activation link and without it', async () => {
    const names = { fullName: 'Rosa María Quispe Huamán', firstName: 'Rosa María', lastName: 'Quispe Huamán' };
    const email = newEmail();
    await register(email, PASSWORD, names);
    const done = await confirm(tokenIn(await mailTo(email, 'Activa tu cuenta')));
    const profile = await t.inject({ method: 'GET', url: '/api/me/profile', headers: { authorization: `Bearer ${done.json().token}` } });
    expect(profile.json()).toMatchObject({ firstName: 'Rosa María', lastName: 'Quispe Huamán', fullName: 'Rosa María Quispe Huamán' });

    expect((await smtp({ confirmRegistrations: false })).statusCode).toBe(200);
    try {
      const direct = await register(newEmail(), PASSWORD, names);
      expect(direct.statusCode).toBe(201);
      const own = await t.inject({ method: 'GET', url: '/api/me/profile', headers: { authorization: `Bearer ${direct.json().token}` } });
      expect(own.json()).toMatchObject({ firstName: 'Rosa María', lastName: 'Quispe Huamán' });
      // Registering signs the account in: its last sign-in is now, not 'Nunca'.
      const [row] = await t.db.select().from(users).where(eq(users.id, direct.json().user.id));
      expect(row.lastLoginAt).toBeInstanceOf(Date);
    } finally {
      await smtp({ confirmRegistrations: true });
    }
  });

  it('refuses an expired, made-up or malformed link in Spanish, and a second registration link of an activated e-mail', async () => {
    const email = newEmail();
    await register(email);
    const first = tokenIn(await mailTo(email, 'Activa tu cuenta'));
    sink.received.length = 0;
    await register(email);
    const second = tokenIn(await mailTo(email, 'Activa tu cuenta'));
    expect(second).not.toBe(first);

    await t.db.execute(sql`update registration_confirmations set expires_at = now() - interval '1 minute' where email = ${email}`);
    expect((await confirm(first)).json().error).toBe(LINK_INVALID);
    expect((await confirm('x'.repeat(43))).json().error).toBe(LINK_INVALID);
    const malformed = await confirm('no válido');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.token).toBe(LINK_INVALID);

    await t.db.execute(sql`update registration_confirmations set expires_at = now() + interval '1 hour' where email = ${email}`);
    sink.received.length = 0;
    await register(email);
    const third = tokenIn(await mailTo(email, 'Activa tu cuenta'));
    expect((await confirm(third)).statusCode).toBe(201);
    // The account exists: the other pending links of that e-mail are gone.
    expect((await confirm(second)).json().error).toBe(LINK_INVALID);
  });

  it('keeps the link when the account cannot be created, and of two clicks at once only one creates it', async () => {
    const email = newEmail();
    await register(email);
    const token = tokenIn(await mailTo(email, 'Activa tu cuenta'));

    // The database refuses the account once (an outage, a failed constraint): the link must survive it.
    await t.db.execute(
      sql.raw(`create function test_refuse_account() returns trigger language plpgsql as $$
        begin if new.email = '${email}' then raise exception 'refused for the test'; end if; return new; end $$`),
    );
    await t.db.execute(sql`create trigger test_refuse_account before insert on users for each row execute function test_refuse_account()`);
    try {
      expect((await confirm(token)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.db.execute(sql`drop trigger test_refuse_account on users`);
      await t.db.execute(sql`drop function test_refuse_account()`);
    }
    expect(await accountsWith(email)).toEqual([]);

    const answers = await Promise.all([confirm(token), confirm(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.statusCode === 400)?.json().error).toBe(LINK_INVALID);
    expect(await accountsWith(email)).toHaveLength(1);
  });

  it('signs in at once when the administrator turns confirmation off (and says when the e-mail is taken)', async () => {
    expect((await smtp({ confirmRegistrations: false })).statusCode).toBe(200);
    try {
      const email = newEmail();
      const res = await register(email);
      expect(res.statusCode).toBe(201);
      expect(res.json().user.email).toBe(email);
      expect((await register(email)).statusCode).toBe(409);
    } finally {
      await smtp({ confirmRegistrations: true });
    }
  });
});
