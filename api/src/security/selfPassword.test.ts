import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { describeOnDb } from '../test/testApp';

const json = (auth: Record<string, string>) => ({ ...auth, 'content-type': 'application/json' });

/** An administrator's own password changes only through the profile (current password required). */
describeOnDb('an administrator cannot change their own password from the users screen', (t) => {
  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('%s: PUT /admin/users/{self} with a password is refused and changes nothing', async (role) => {
    const me = await t.user(role);
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${me.user.id}`,
      headers: json(me.auth),
      payload: { email: me.user.email, fullName: 'Otro Nombre', role: 'ADMIN', passwordHash: 'Tomada-Por-Otro-2026' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toMatch(/Mi perfil/);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.passwordHash).toBe(me.user.passwordHash);
    expect(row.fullName).toBe(me.user.fullName);
  });

  it('the same edit without a password still saves', async () => {
    const me = await t.user('ADMIN');
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${me.user.id}`,
      headers: json(me.auth),
      payload: { email: me.user.email, fullName: 'Nombre Nuevo', role: 'ADMIN', passwordHash: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fullName).toBe('Nombre Nuevo');
  });

  it('nor a reset of their own password', async () => {
    const me = await t.user('ADMIN');
    const res = await t.inject({ method: 'POST', url: `/api/admin/users/${me.user.id}/reset-password`, headers: me.auth });
    expect(res.statusCode).toBe(403);
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row.mustChangePassword).toBe(false);
  });

  it("another user's password may still be set by an administrator", async () => {
    const admin = await t.user('ADMIN');
    const student = await t.user('ESTUDIANTE');
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${student.user.id}`,
      headers: json(admin.auth),
      payload: { email: student.user.email, fullName: 'Alumno', role: 'ESTUDIANTE', passwordHash: 'Nueva-Clave-2026' },
    });
    expect(res.statusCode).toBe(200);
  });
});
