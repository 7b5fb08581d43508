import { eq } from 'drizzle-orm';
import { ONLY_SUPERADMIN_ADMIN_CREDENTIALS, ONLY_SUPERADMIN_MANAGES_ADMINS } from '@inpro/shared-contracts';
import { users } from '../db/schema';
import { makeMultipart } from '../domain/files/testFixtures';
import { TEST_PASSWORD, describeOnDb, type TestUser } from '../test/testApp';

const json = (auth: Record<string, string>) => ({ ...auth, 'content-type': 'application/json' });

/** An administrator cannot create administrators by import, nor take another administrator over. */
describeOnDb('administrators cannot escalate', (t) => {
  let admin: TestUser;
  let master: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    master = await t.user('SUPER_ADMIN');
  });

  const importCsv = (url: string, lines: string[], who: TestUser) => {
    const form = makeMultipart({}, { name: 'usuarios.csv', data: Buffer.from(lines.join('\r\n'), 'utf8') });
    return t.inject({ method: 'POST', url, headers: { ...who.auth, ...form.headers }, payload: form.payload });
  };
  const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  describe('item 1: the import applies the form’s role rule', () => {
    it.each(['ADMIN', 'Administrador', 'SUPER_ADMIN'])(
      'ADMIN importing a row with role %s: the row is refused, nothing is created',
      async (role) => {
        const email = t.email('esc');
        const lines = ['Email;Nombre;Rol', `${email};Admin Importado;${role}`, `${t.email('ok')};Alumna Importada;ESTUDIANTE`];
        const preview = await importCsv('/api/admin/users/import/preview', lines, admin);
        expect(preview.statusCode).toBe(200);
        expect(preview.json()).toMatchObject({ total: 2, valid: 1, invalid: 1 });
        expect(preview.json().rows[0].errors.role).toBeTruthy();
        const all = await importCsv('/api/admin/users/import?mode=all', lines, admin);
        expect(all.statusCode).toBe(400);
        const valid = await importCsv('/api/admin/users/import?mode=valid', lines, admin);
        expect(valid.statusCode).toBe(201);
        expect(valid.json().created.map((c: { role: string }) => c.role)).toEqual(['ESTUDIANTE']);
        expect(await accountOf(email)).toBeUndefined();
      },
    );

    it('the refusal is the form’s own message', async () => {
      const email = t.email('esc');
      const preview = await importCsv('/api/admin/users/import/preview', ['Email,Nombre,Rol', `${email},Admin,ADMIN`], admin);
      expect(preview.json().rows[0].errors.role).toBe(ONLY_SUPERADMIN_MANAGES_ADMINS);
      const form = await t.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: json(admin.auth),
        payload: { email, fullName: 'Admin', role: 'ADMIN', passwordHash: 'Clave-Segura-2026' },
      });
      expect(form.statusCode).toBe(403);
      expect(form.json().error).toBe(ONLY_SUPERADMIN_MANAGES_ADMINS);
    });

    it('SUPER_ADMIN imports administrators', async () => {
      const email = t.email('adm');
      const res = await importCsv('/api/admin/users/import?mode=all', ['Email,Nombre,Rol', `${email},Nueva Admin,ADMIN`], master);
      expect(res.json()).toMatchObject({ created: [{ email, role: 'ADMIN' }] });
      expect(res.statusCode).toBe(201);
      expect((await accountOf(email)).role).toBe('ADMIN');
    });
  });

  describe('item 3: another administrator’s password, e-mail and reset are the master administrator’s', () => {
    let other: TestUser;
    beforeEach(async () => {
      other = await t.user('ADMIN');
    });
    const edit = (who: TestUser, target: TestUser, changes: Record<string, unknown>) =>
      t.inject({
        method: 'PUT',
        url: `/api/admin/users/${target.user.id}`,
        headers: json(who.auth),
        payload: { email: target.user.email, fullName: target.user.fullName, role: 'ADMIN', passwordHash: '', ...changes },
      });

    it('ADMIN setting another ADMIN’s password: 403, the old password still signs in', async () => {
      const res = await edit(admin, other, { passwordHash: 'Tomada-Por-Otro-2026' });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(ONLY_SUPERADMIN_ADMIN_CREDENTIALS);
      const taken = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: other.user.email, password: 'Tomada-Por-Otro-2026' },
      });
      expect(taken.statusCode).toBe(401);
      expect((await accountOf(other.user.email)).passwordHash).toBe(other.user.passwordHash);
    });

    it('ADMIN changing another ADMIN’s e-mail: 403, unchanged', async () => {
      const res = await edit(admin, other, { email: t.email('robado') });
      expect(res.statusCode).toBe(403);
      expect((await t.db.select().from(users).where(eq(users.id, other.user.id)))[0].email).toBe(other.user.email);
    });

    it('ADMIN resetting another ADMIN’s password: 403, no temporary password', async () => {
      const res = await t.inject({ method: 'POST', url: `/api/admin/users/${other.user.id}/reset-password`, headers: admin.auth });
      expect(res.statusCode).toBe(403);
      expect(res.json().temporaryPassword).toBeUndefined();
      expect((await accountOf(other.user.email)).mustChangePassword).toBe(false);
    });

    it('ADMIN may still edit another ADMIN’s name and phone', async () => {
      const res = await edit(admin, other, { fullName: 'Nombre Corregido', phone: '987654321' });
      expect(res.statusCode).toBe(200);
      expect(res.json().fullName).toBe('Nombre Corregido');
    });

    it('ADMIN still sets a teacher’s or a student’s password and resets it', async () => {
      const student = await t.user('ESTUDIANTE');
      const res = await t.inject({
        method: 'PUT',
        url: `/api/admin/users/${student.user.id}`,
        headers: json(admin.auth),
        payload: { email: t.email('alumna'), fullName: 'Alumna', role: 'ESTUDIANTE', passwordHash: 'Nueva-Clave-2026' },
      });
      expect(res.statusCode).toBe(200);
      const reset = await t.inject({ method: 'POST', url: `/api/admin/users/${student.user.id}/reset-password`, headers: admin.auth });
      expect(reset.statusCode).toBe(200);
    });

    it('SUPER_ADMIN changes an ADMIN’s password, e-mail and resets it', async () => {
      const email = t.email('nuevo');
      const res = await edit(master, other, { email, passwordHash: 'Clave-Del-Maestro-2026' });
      expect(res.statusCode).toBe(200);
      const login = await t.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Clave-Del-Maestro-2026' } });
      expect(login.statusCode).toBe(200);
      const reset = await t.inject({ method: 'POST', url: `/api/admin/users/${other.user.id}/reset-password`, headers: master.auth });
      expect(reset.statusCode).toBe(200);
      expect(reset.json().temporaryPassword).toBeTruthy();
    });

    it('an administrator changes their own password in the profile, with the current one', async () => {
      const res = await t.inject({
        method: 'PUT',
        url: '/api/me/profile',
        headers: json(other.auth),
        payload: { firstName: 'Ana', lastName: 'Admin', currentPassword: TEST_PASSWORD, newPassword: 'Mi-Nueva-Clave-2026' },
      });
      expect(res.statusCode).toBe(200);
    });
  });
});
