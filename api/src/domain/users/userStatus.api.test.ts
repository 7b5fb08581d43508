import { and, eq } from 'drizzle-orm';
import { auditLog, certificates, courses } from '../../db/schema';
import { TEST_PASSWORD, describeOnDb } from '../../test/testApp';

const json = (payload: unknown, auth: Record<string, string>) => ({
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

/** The way out when a user with certificates cannot be deleted. */
describeOnDb('PUT /api/admin/users/:id/status', (t) => {
  const setStatus = (id: number, active: unknown, auth: Record<string, string>) =>
    t.inject({ method: 'PUT', url: `/api/admin/users/${id}/status`, ...json({ active }, auth) });

  it('deactivates a student with a certificate (who then cannot sign in) and reactivates them, audited', async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const student = await t.user('ESTUDIANTE');
    const [course] = await t.db
      .insert(courses)
      .values({ code: `ST-${student.user.id}`, title: 'Curso S', teacherId: teacher.user.id })
      .returning();
    await t.db.insert(certificates).values({
      folio: `F-S-${student.user.id}`,
      userId: student.user.id,
      courseId: course.id,
      courseTitle: 'Curso S',
      publicCode: `P-S-${student.user.id}`,
    });
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/users/${student.user.id}`, headers: admin.auth })).statusCode).toBe(409);

    const off = await setStatus(student.user.id, false, admin.auth);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: student.user.id, active: false, status: 'INACTIVO' });
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ email: student.user.email, password: TEST_PASSWORD }, {}),
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toBe('Tu cuenta está desactivada. Comunícate con la administración.');
    // The session the student had ends at once.
    expect((await t.inject({ method: 'GET', url: '/api/me/profile', headers: student.auth })).statusCode).toBe(401);

    const on = await setStatus(student.user.id, true, admin.auth);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ active: true, status: 'ACTIVO' });
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ email: student.user.email, password: TEST_PASSWORD }, {}),
    });
    expect(again.statusCode).toBe(200);

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'UPDATE'), eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(student.user.id))));
    expect(entries.map((e) => (e.details as { active?: boolean }).active)).toEqual([false, true]);
  });

  it('keeps the role rules: only the master administrator changes administrators, nobody locks themselves out', async () => {
    const admin = await t.user('ADMIN');
    const otherAdmin = await t.user('ADMIN');
    const superAdmin = await t.user('SUPER_ADMIN');
    const forbidden = await setStatus(otherAdmin.user.id, false, admin.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('Solo el administrador maestro puede crear, modificar o quitar cuentas de administrador.');
    expect((await setStatus(superAdmin.user.id, false, admin.auth)).statusCode).toBe(403);
    const self = await setStatus(admin.user.id, false, admin.auth);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('No puedes quitarte el rol de administrador ni desactivar tu propia cuenta.');
    // The master administrator may.
    const bySuper = await setStatus(otherAdmin.user.id, false, superAdmin.auth);
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json().active).toBe(false);
  });

  it('refuses other roles, bad bodies and unknown users without changing anything', async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const student = await t.user('ESTUDIANTE');
    expect((await setStatus(student.user.id, false, teacher.auth)).statusCode).toBe(403);
    expect((await setStatus(student.user.id, false, student.auth)).statusCode).toBe(403);
    expect((await setStatus(student.user.id, false, {})).statusCode).toBe(401);
    const bad = await setStatus(student.user.id, 'no', admin.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Indica si la cuenta queda activa (true) o inactiva (false).');
    expect((await setStatus(999999, false, admin.auth)).statusCode).toBe(404);
    const list = await t.inject({
      method: 'GET',
      url: `/api/admin/users?q=${encodeURIComponent(student.user.email)}`,
      headers: admin.auth,
    });
    expect(list.json().content[0].active).toBe(true);
  });
});
