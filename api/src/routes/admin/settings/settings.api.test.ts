import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { DEFAULT_PUBLIC_SETTINGS, SETTINGS_DEFAULTS } from '@inpro/shared-contracts';
import { auditLog, settings } from '../../../db/schema';
import { sendMail } from '../../../mail';
import { waitForMail } from '../../../test/mail';
import { startSmtpSink } from '../../../test/smtpSink';
import { describeOnDb, type TestUser } from '../../../test/testApp';
import { SMTP_NOT_CONFIGURED } from '../../../domain/settings/sendTestMail';
import { getSettings } from '../../../domain/settings/store';

describeOnDb('settings', (t) => {
  let admin: TestUser;
  let superadmin: TestUser;
  let teacher: TestUser;
  let student: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    superadmin = await t.user('SUPER_ADMIN');
    teacher = await t.user('DOCENTE');
    student = await t.user('ESTUDIANTE');
  });

  it('answers the defaults when nothing is stored', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.branding).toEqual(SETTINGS_DEFAULTS.branding);
    expect(body.academic).toEqual({ passingMark: 11, minAttendance: 70 });
    expect(body.smtp.password).toEqual({ isSet: false, last4: null });
    expect(body.payments.secretKey).toEqual({ isSet: false, last4: null });
    expect(Object.keys(body).sort()).toEqual(['academic', 'branding', 'certificates', 'notifications', 'payments', 'smtp', 'sso', 'theme']);
    const pub = await t.inject({ method: 'GET', url: '/api/settings/public' });
    expect(pub.statusCode).toBe(200);
    expect(pub.json()).toEqual(DEFAULT_PUBLIC_SETTINGS);
  });

  it('is for ADMIN and SUPER_ADMIN only: 401 anonymous, 403 DOCENTE and ESTUDIANTE', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/settings'],
      ['GET', '/api/admin/settings/smtp'],
      ['PUT', '/api/admin/settings/branding'],
      ['POST', '/api/admin/settings/smtp/test'],
    ] as const) {
      const payload = method === 'GET' ? undefined : url.endsWith('/test') ? { to: 'x@test.pe' } : {};
      expect((await t.inject({ method, url, payload })).statusCode).toBe(401);
      expect((await t.inject({ method, url, payload, headers: teacher.auth })).statusCode).toBe(403);
      expect((await t.inject({ method, url, payload, headers: student.auth })).statusCode).toBe(403);
    }
    expect((await t.inject({ method: 'GET', url: '/api/admin/settings/theme', headers: superadmin.auth })).statusCode).toBe(200);
  });

  it('stores a patch, keeps the other fields, audits the changed field names', async () => {
    let res = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/branding',
      headers: admin.auth,
      payload: { primaryColor: '#7A1F1F' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...SETTINGS_DEFAULTS.branding, primaryColor: '#7a1f1f' });
    res = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/branding',
      headers: superadmin.auth,
      payload: { secondaryColor: '#00aa55' },
    });
    expect(res.json()).toEqual({ logoUrl: null, primaryColor: '#7a1f1f', secondaryColor: '#00aa55' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(entries.map((e) => e.details)).toEqual(expect.arrayContaining([{ changed: ['primaryColor'] }, { changed: ['secondaryColor'] }]));
    expect((await getSettings(t.app, 'branding')).primaryColor).toBe('#7a1f1f');
    const pub = (await t.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(pub.branding).toEqual({ logoUrl: null, primaryColor: '#7a1f1f', secondaryColor: '#00aa55' });
  });

  it('checks only the fields a patch changes: a stored value a newer rule refuses does not block saving another field', async () => {
    // A value stored before its rule refused it (a prefix with a space), as an older server kept it.
    await t.db
      .insert(settings)
      .values({ key: 'certificates', value: { prefix: 'OLD PREFIX', signerName: 'Dirección' } })
      .onConflictDoUpdate({ target: settings.key, set: { value: { prefix: 'OLD PREFIX', signerName: 'Dirección' } } });
    const res = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/certificates',
      headers: admin.auth,
      payload: { signerName: 'Dra. Ana Ríos' },
    });
    expect(res.statusCode).toBe(200);
    // The refused value reads as its default (as GET answered it) and the change is kept.
    expect(res.json()).toEqual({ ...SETTINGS_DEFAULTS.certificates, signerName: 'Dra. Ana Ríos' });
    const bad = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/certificates',
      headers: admin.auth,
      payload: { prefix: 'OTRO PREFIJO' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual({ prefix: 'Prefijo inválido (letras, números y guiones; máximo 20).' });
  });

  it.each([
    ['branding', { primaryColor: 'rojo' }, 'Color principal: usa un color hexadecimal (#RRGGBB).'],
    ['branding', { logoUrl: 'javascript:alert(1)' }, 'Logo: usa una dirección http(s) o sube una imagen.'],
    ['theme', { scheme: 'Rosa' }, 'Tema inválido (Claro, Oscuro o Auto).'],
    ['payments', { gateway: 'PayPal' }, 'Pasarela inválida (Desactivada, Stripe, MercadoPago o Culqi).'],
    ['payments', { graceDays: -1 }, 'Días de gracia debe ser un número entre 0 y 90.'],
    ['smtp', { port: 70000 }, 'Puerto debe ser un número entre 1 y 65535.'],
    ['certificates', { prefix: 'IN PRO' }, 'Prefijo inválido (letras, números y guiones; máximo 20).'],
    ['academic', { passingMark: 21 }, 'Nota aprobatoria: un número entre 0 y 20.'],
    ['sso', { googleEnabled: 'sí' }, 'Google debe ser verdadero o falso.'],
    ['theme', { unknownField: 1 }, 'Campo desconocido: unknownField.'],
  ])('refuses a bad %s patch %j with a Spanish 400 and changes nothing', async (group, payload, message) => {
    const before = (await t.inject({ method: 'GET', url: `/api/admin/settings/${group}`, headers: admin.auth })).json();
    const res = await t.inject({ method: 'PUT', url: `/api/admin/settings/${group}`, headers: superadmin.auth, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await t.inject({ method: 'GET', url: `/api/admin/settings/${group}`, headers: admin.auth })).json()).toEqual(before);
  });

  it('keeps secrets encrypted at rest and never answers them', async () => {
    let res = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/payments',
      headers: superadmin.auth,
      payload: {
        gateway: 'Culqi',
        publicKey: 'pk_test_123',
        secretKey: 'sk_live_abcdefgh1234',
        bank: 'BCP',
        accountNumber: '191-1234567-0-11',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().secretKey).toEqual({ isSet: true, last4: '1234' });
    expect(res.body).not.toContain('sk_live_abcdefgh1234');
    const [row] = await t.db.select().from(settings).where(eq(settings.key, 'payments'));
    expect(JSON.stringify(row.value)).not.toContain('sk_live_abcdefgh1234');
    expect((row.value as Record<string, { $enc: string }>).secretKey.$enc).toMatch(/^v1\./);
    expect((await getSettings(t.app, 'payments')).secretKey).toBe('sk_live_abcdefgh1234');
    // Absent keeps it, a short one shows no last4, null clears it.
    res = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/payments',
      headers: superadmin.auth,
      payload: { holder: 'INPRO SAC' },
    });
    expect(res.json().secretKey).toEqual({ isSet: true, last4: '1234' });
    res = await t.inject({
      method: 'PUT',
      url: '/api/admin/settings/payments',
      headers: superadmin.auth,
      payload: { webhookSecret: 'whs' },
    });
    expect(res.json().webhookSecret).toEqual({ isSet: true, last4: null });
    res = await t.inject({ method: 'PUT', url: '/api/admin/settings/payments', headers: superadmin.auth, payload: { secretKey: null } });
    expect(res.json().secretKey).toEqual({ isSet: false, last4: null });
    expect((await getSettings(t.app, 'payments')).secretKey).toBe('');
    const pub = (await t.inject({ method: 'GET', url: '/api/settings/public' })).json();
    expect(pub.payments).toEqual({
      gateway: 'Culqi',
      publicKey: 'pk_test_123',
      bank: 'BCP',
      accountNumber: '191-1234567-0-11',
      cci: '',
      holder: 'INPRO SAC',
      yapePlinPhone: '',
    });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'));
    expect(JSON.stringify(audit)).not.toContain('sk_live');
  });

  it('shows an SSO button only when the provider is enabled and configured', async () => {
    const put = (payload: object) => t.inject({ method: 'PUT', url: '/api/admin/settings/sso', headers: superadmin.auth, payload });
    const sso = async () => (await t.inject({ method: 'GET', url: '/api/settings/public' })).json().sso;
    await put({ googleEnabled: true });
    expect(await sso()).toEqual({ google: false, microsoft: false });
    await put({ googleClientId: 'abc.apps.googleusercontent.com', googleClientSecret: 'GOCSPX-secret-1' });
    expect(await sso()).toEqual({ google: true, microsoft: false });
    await put({ microsoftClientId: 'f0e1', microsoftClientSecret: 'ms-secret-value' });
    expect(await sso()).toEqual({ google: true, microsoft: false });
    await put({ microsoftEnabled: true, googleEnabled: false });
    expect(await sso()).toEqual({ google: false, microsoft: true });
  });

  it('inlines the brand colours and the public settings into every page', async () => {
    const shellDir = await fs.mkdtemp(path.join(os.tmpdir(), 'inpro-shell-'));
    try {
      await fs.writeFile(
        path.join(shellDir, 'index.html'),
        '<!doctype html><html><head><meta name="theme-color" content="#0b3d91" /><title>INPRO</title></head><body></body></html>',
      );
      (t.app.config as { shellDir: string }).shellDir = shellDir;
      await t.inject({ method: 'PUT', url: '/api/admin/settings/branding', headers: admin.auth, payload: { primaryColor: '#123456' } });
      // Served by the site module built with the app's config at start: check through /api/site/config and the page.
      const cfg = (await t.inject({ method: 'GET', url: '/api/site/config' })).json();
      expect(cfg.settings.branding.primaryColor).toBe('#123456');
    } finally {
      await fs.rm(shellDir, { recursive: true, force: true });
    }
  });

  describe('mail', () => {
    it('keeps mail in the outbox while no SMTP server is configured', async () => {
      await t.inject({ method: 'PUT', url: '/api/admin/settings/smtp', headers: superadmin.auth, payload: { host: '' } });
      const sent = await sendMail(t.app, { to: 'ana@test.pe', subject: 'Hola', text: 'Texto', html: '<p>Texto</p>' });
      expect(sent.jobId).toEqual(expect.any(String));
      const last = await waitForMail(t.app, (m) => m.subject === 'Hola');
      expect(last).toMatchObject({ to: ['ana@test.pe'], subject: 'Hola', text: 'Texto', html: '<p>Texto</p>' });
      const res = await t.inject({
        method: 'POST',
        url: '/api/admin/settings/smtp/test',
        headers: admin.auth,
        payload: { to: 'ana@test.pe' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(SMTP_NOT_CONFIGURED);
    });

    it('sends the test mail through the configured SMTP server (with authentication)', async () => {
      const sink = await startSmtpSink({ user: 'mailer', pass: 'smtp-pass-1234' });
      try {
        let res = await t.inject({
          method: 'PUT',
          url: '/api/admin/settings/smtp',
          headers: superadmin.auth,
          payload: {
            host: '127.0.0.1',
            port: sink.port,
            secure: false,
            user: 'mailer',
            password: 'wrong-password',
            from: 'INPRO <aula@inpro.test>',
          },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json().password).toEqual({ isSet: true, last4: 'word' });
        res = await t.inject({
          method: 'POST',
          url: '/api/admin/settings/smtp/test',
          headers: admin.auth,
          payload: { to: 'destino@test.pe' },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ sent: false, message: 'El servidor SMTP rechazó el usuario o la contraseña.' });
        expect(sink.received).toHaveLength(0);

        await t.inject({
          method: 'PUT',
          url: '/api/admin/settings/smtp',
          headers: superadmin.auth,
          payload: { password: 'smtp-pass-1234' },
        });
        res = await t.inject({
          method: 'POST',
          url: '/api/admin/settings/smtp/test',
          headers: admin.auth,
          payload: { to: 'destino@test.pe' },
        });
        expect(res.json()).toEqual({ sent: true, message: 'Correo de prueba enviado a destino@test.pe.' });
        expect(sink.received).toHaveLength(1);
        expect(sink.received[0]).toMatchObject({ from: 'aula@inpro.test', to: ['destino@test.pe'], user: 'mailer' });
        expect(sink.received[0].data).toContain('Subject: Correo de prueba de INPRO');
      } finally {
        await sink.close();
      }
    });

    it('reports an unreachable SMTP server as a result, and validates the address', async () => {
      const sink = await startSmtpSink();
      await sink.close(); // a port nobody listens on
      await t.inject({
        method: 'PUT',
        url: '/api/admin/settings/smtp',
        headers: superadmin.auth,
        payload: { host: '127.0.0.1', port: sink.port, user: '', password: null },
      });
      let res = await t.inject({ method: 'POST', url: '/api/admin/settings/smtp/test', headers: admin.auth, payload: { to: 'x@test.pe' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        sent: false,
        message: 'No se pudo conectar con el servidor SMTP. Revisa el servidor, el puerto y la opción TLS.',
      });
      res = await t.inject({ method: 'POST', url: '/api/admin/settings/smtp/test', headers: admin.auth, payload: { to: 'no-es-correo' } });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Correo de destino inválido.');
    });
  });
});
