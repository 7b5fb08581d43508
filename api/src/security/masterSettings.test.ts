import { and, eq } from 'drizzle-orm';
import { SETTINGS_MASTER_ONLY } from '@inpro/shared-contracts';
import { auditLog } from '../db/schema';
import { mailOutbox } from '../mail';
import { startSmtpSink } from '../test/smtpSink';
import { describeOnDb, type TestUser } from '../test/testApp';

async function eventually<T>(read: () => T | undefined, ms = 10_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = read();
    if (v !== undefined) return v;
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Settings carrying secrets, sign-in or money are written by the master administrator only, audited and mailed. */
describeOnDb('settings of the master administrator', (t) => {
  let admin: TestUser;
  let master: TestUser;
  let master2: TestUser;
  let retired: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    master = await t.user('SUPER_ADMIN');
    master2 = await t.user('SUPERADMIN');
    retired = await t.user('SUPER_ADMIN', { active: false });
  });

  const put = (who: TestUser, group: string, payload: object) =>
    t.inject({ method: 'PUT', url: `/api/admin/settings/${group}`, headers: who.auth, payload });
  const view = async (group: string) =>
    (await t.inject({ method: 'GET', url: `/api/admin/settings/${group}`, headers: master.auth })).json();

  it.each([
    ['smtp', { host: 'smtp.atacante.example', port: 25, from: 'INPRO <aula@inpro.test>' }],
    ['sso', { googleEnabled: true, googleClientId: 'otro.apps.googleusercontent.com', googleClientSecret: 'GOCSPX-otro' }],
    ['payments', { bank: 'Banco Falso', accountNumber: '000-0000000-0-00', cci: '00000000000000000000' }],
    ['payments', { secretKey: 'sk_live_del_atacante' }],
    ['smtp', { port: 'no es número' }],
  ])('ADMIN writing %s %j: 403 in Spanish, nothing changes', async (group, payload) => {
    const before = await view(group);
    const res = await put(admin, group, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(SETTINGS_MASTER_ONLY);
    expect(await view(group)).toEqual(before);
  });

  it('ADMIN still reads those groups and writes the institute’s other settings', async () => {
    for (const g of ['smtp', 'sso', 'payments'])
      expect((await t.inject({ method: 'GET', url: `/api/admin/settings/${g}`, headers: admin.auth })).statusCode).toBe(200);
    expect((await put(admin, 'branding', { primaryColor: '#224466' })).statusCode).toBe(200);
    expect((await put(admin, 'academic', { passingMark: 12 })).statusCode).toBe(200);
    expect((await put(admin, 'certificates', { signerName: 'Dra. Ana Ruiz' })).statusCode).toBe(200);
  });

  it('a SUPER_ADMIN change of the bank account is audited and mailed to every active master administrator', async () => {
    const res = await put(master, 'payments', { bank: 'BCP', accountNumber: '191-7654321-0-22' });
    expect(res.statusCode).toBe(200);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, 'payments'), eq(auditLog.actorId, master.user.id)));
    expect(entry.details).toEqual({ changed: expect.arrayContaining(['bank', 'accountNumber']) });
    const notice = await eventually(() => mailOutbox(t.app).find((m) => m.subject === 'Cambio en la configuración: Pagos'));
    expect(notice.to.sort()).toEqual([master.user.email, master2.user.email].sort());
    expect(notice.to).not.toContain(retired.user.email);
    expect(notice.text).toContain(master.user.email);
    expect(notice.text).not.toContain('191-7654321-0-22');
  });

  it('a change of the mail server is mailed through the OLD mail server', async () => {
    const before = await startSmtpSink();
    const after = await startSmtpSink();
    try {
      expect((await put(master, 'smtp', { host: '127.0.0.1', port: before.port, secure: false, user: '' })).statusCode).toBe(200);
      // Routing the mail elsewhere: the notice still goes through the server that was set.
      expect((await put(master, 'smtp', { port: after.port })).statusCode).toBe(200);
      const notice = await eventually(() => before.received.find((m) => m.data.includes('Correo SMTP')));
      expect(notice.to.sort()).toEqual([master.user.email, master2.user.email].sort());
      expect(after.received).toHaveLength(0);
    } finally {
      await put(master, 'smtp', { host: '' });
      await before.close();
      await after.close();
    }
  });
});
