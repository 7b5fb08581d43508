import { eq } from 'drizzle-orm';
import { certificates, enrolments, courses, users } from '../../db/schema';
import { TEST_PASSWORD, describeEachDb, forgedToken } from '../../test/testApp';

const body = (payload: unknown, auth: Record<string, string>) => ({
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

describeEachDb('admin users', (t) => {
  it('creates, lists (q accent/case-insensitive, status, courseId), updates and deletes', async () => {
    const admin = await t.user('ADMIN');
    const email = t.email('nuevo');
    const created = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...body(
        {
          email: email.toUpperCase(),
          fullName: 'José Ñúñez Álvarez',
          phone: '999 888 777',
          role: 'docente',
          passwordHash: 'ClaveDocente1',
        },
        admin.auth,
      ),
    });
    expect(created.statusCode).toBe(201);
    const u = created.json();
    expect(u).toMatchObject({ email, fullName: 'José Ñúñez Álvarez', role: 'DOCENTE', status: 'ACTIVO', telefono: '999 888 777' });
    // The password travels as passwordHash and is stored as an argon2id hash.
    const [row] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    const search = await t.inject({ method: 'GET', url: '/api/admin/users?q=jose%20NUNEZ&page=0&size=50', headers: admin.auth });
    expect(search.statusCode).toBe(200);
    expect(search.json()).toMatchObject({ page: 0, size: 50, totalElements: 1, totalPages: 1 });
    expect(search.json().content[0].id).toBe(u.id);

    const edit = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${u.id}`,
      ...body({ email, fullName: 'José Núñez', role: 'ESTUDIANTE', passwordHash: '', status: 'INACTIVO' }, admin.auth),
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ fullName: 'José Núñez', role: 'ESTUDIANTE', status: 'INACTIVO' });
    const [after] = await t.db.select().from(users).where(eq(users.id, u.id));
    expect(after.passwordHash).toBe(row.passwordHash);

    const inactive = await t.inject({ method: 'GET', url: '/api/admin/users?status=INACTIVO&size=200', headers: admin.auth });
    expect(inactive.json().content.map((x: { id: number }) => x.id)).toContain(u.id);

    const teacher = await t.user('DOCENTE');
    const [course] = await t.db.insert(courses).values({ code: 'C-U', title: 'Curso U', teacherId: teacher.user.id }).returning();
    await t.db.insert(enrolments).values({ userId: u.id, courseId: course.id });
    const byCourse = await t.inject({ method: 'GET', url: `/api/admin/users?courseId=${course.id}`, headers: admin.auth });
    expect(byCourse.json().content.map((x: { id: number }) => x.id)).toEqual([u.id]);

    const del = await t.inject({ method: 'DELETE', url: `/api/admin/users/${u.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(204);
    const gone = await t.inject({ method: 'DELETE', url: `/api/admin/users/${u.id}`, headers: admin.auth });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toBe('Usuario no encontrado.');
  });

  it('validates with the seed messages and rejects duplicates', async () => {
    const admin = await t.user('ADMIN');
    const empty = await t.inject({ method: 'POST', url: '/api/admin/users', ...body({ email: '', fullName: ' ' }, admin.auth) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toMatchObject({
      email: 'Email es requerido.',
      fullName: 'Nombre es requerido.',
      passwordHash: 'La contraseña es obligatoria al crear.',
    });
    const role = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...body({ email: t.email(), fullName: 'X', passwordHash: 'Clave-Segura-9', role: 'SUPER_ADMIN' }, admin.auth),
    });
    expect(role.json().details.role).toBe('Rol inválido (ADMIN, DOCENTE o ESTUDIANTE).');
    const other = await t.user('ESTUDIANTE');
    const dup = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...body({ email: other.user.email.toUpperCase(), fullName: 'X', passwordHash: 'Clave-Segura-9' }, admin.auth),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Ya existe un usuario con ese email.');
    const badId = await t.inject({ method: 'PUT', url: '/api/admin/users/-3', ...body({ email: t.email(), fullName: 'X' }, admin.auth) });
    expect(badId.statusCode).toBe(400);
    const huge = await t.inject({
      method: 'PUT',
      url: '/api/admin/users/99999999999',
      ...body({ email: t.email(), fullName: 'X' }, admin.auth),
    });
    expect(huge.statusCode).toBe(400);
    const missing = await t.inject({
      method: 'PUT',
      url: '/api/admin/users/999999',
      ...body({ email: t.email(), fullName: 'X' }, admin.auth),
    });
    expect(missing.statusCode).toBe(404);
    const badQuery = await t.inject({ method: 'GET', url: '/api/admin/users?page=abc&status=RARO', headers: admin.auth });
    expect(badQuery.statusCode).toBe(400);
  });

  it('resets a password to a one-time temporary password that must be changed', async () => {
    const admin = await t.user('ADMIN');
    const target = await t.user('ESTUDIANTE');
    const reset = await t.inject({ method: 'POST', url: `/api/admin/users/${target.user.id}/reset-password`, headers: admin.auth });
    expect(reset.statusCode).toBe(200);
    const { temporaryPassword } = reset.json();
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const reset2 = await t.inject({ method: 'POST', url: `/api/admin/users/${target.user.id}/reset-password`, headers: admin.auth });
    expect(reset2.json().temporaryPassword).not.toBe(temporaryPassword);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: target.auth })).statusCode).toBe(401);
    const oldLogin = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...body({ email: target.user.email, password: TEST_PASSWORD }, {}),
    });
    expect(oldLogin.statusCode).toBe(401);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...body({ email: target.user.email, password: reset2.json().temporaryPassword }, {}),
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.mustChangePassword).toBe(true);
  });

  it('enforces roles: anonymous 401, expired/forged 401, teacher and student 403; super admin allowed', async () => {
    const teacher = await t.user('DOCENTE');
    const student = await t.user('ESTUDIANTE');
    const superAdmin = await t.user('SUPERADMIN');
    const urls = ['/api/admin/users', '/api/users/search?q=a'];
    for (const url of urls) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect(
        (await t.inject({ method: 'GET', url, headers: { authorization: `Bearer ${t.expiredToken(teacher.user)}` } })).statusCode,
      ).toBe(401);
      expect(
        (await t.inject({ method: 'GET', url, headers: { authorization: `Bearer ${forgedToken(String(superAdmin.user.id), ['ADMIN'])}` } }))
          .statusCode,
      ).toBe(401);
      const r1 = await t.inject({ method: 'GET', url, headers: teacher.auth });
      expect(r1.statusCode).toBe(403);
      expect(r1.json().error).toBe('No tienes permiso para realizar esta acción.');
      expect((await t.inject({ method: 'GET', url, headers: student.auth })).statusCode).toBe(403);
      expect((await t.inject({ method: 'GET', url, headers: superAdmin.auth })).statusCode).toBe(200);
    }
    expect(
      (await t.inject({ method: 'POST', url: `/api/admin/users/${student.user.id}/reset-password`, headers: teacher.auth })).statusCode,
    ).toBe(403);
    expect((await t.inject({ method: 'DELETE', url: `/api/admin/users/${student.user.id}`, headers: student.auth })).statusCode).toBe(403);
  });

  it('gives new students consecutive student codes and keeps users with certificates', async () => {
    const admin = await t.user('ADMIN');
    const year = new Date().getFullYear();
    await t.user('ESTUDIANTE', { studentCode: `A${year}-0041` });
    const a = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...body({ email: t.email(), fullName: 'Alumna Uno', passwordHash: 'ClaveLarga1' }, admin.auth),
    });
    expect(a.json().studentCode).toBe(`A${year}-0042`);
    const b = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...body({ email: t.email(), fullName: 'Alumno Dos', passwordHash: 'ClaveLarga1', studentCode: 'x-99' }, admin.auth),
    });
    expect(b.json().studentCode).toBe('X-99');
    const dup = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...body({ email: t.email(), fullName: 'Alumno Tres', passwordHash: 'ClaveLarga1', studentCode: 'X-99' }, admin.auth),
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(`El código de alumno X-99 ya está asignado a Alumno Dos (${b.json().email}).`);
    const teacherUser = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...body({ email: t.email(), fullName: 'Docente', role: 'DOCENTE', passwordHash: 'ClaveLarga1' }, admin.auth),
    });
    expect(teacherUser.json().studentCode).toBeNull();

    const teacher = await t.user('DOCENTE');
    const [course] = await t.db.insert(courses).values({ code: 'C-C', title: 'Curso C', teacherId: teacher.user.id }).returning();
    await t.db.insert(certificates).values({
      folio: `F-${a.json().id}`,
      userId: a.json().id,
      courseId: course.id,
      courseTitle: 'Curso C',
      publicCode: `P-${a.json().id}`,
    });
    const del = await t.inject({ method: 'DELETE', url: `/api/admin/users/${a.json().id}`, headers: admin.auth });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe('El usuario tiene certificados emitidos; desactívalo en lugar de eliminarlo.');
  });

  it("protects super admins and the admin's own account", async () => {
    const admin = await t.user('ADMIN');
    const superAdmin = await t.user('SUPER_ADMIN');
    const r = await t.inject({ method: 'POST', url: `/api/admin/users/${superAdmin.user.id}/reset-password`, headers: admin.auth });
    expect(r.statusCode).toBe(403);
    const self = await t.inject({ method: 'DELETE', url: `/api/admin/users/${admin.user.id}`, headers: admin.auth });
    expect(self.statusCode).toBe(409);
    const teacher = await t.user('DOCENTE');
    await t.db.insert(courses).values({ code: 'C-T', title: 'Curso T', teacherId: teacher.user.id });
    const withCourses = await t.inject({ method: 'DELETE', url: `/api/admin/users/${teacher.user.id}`, headers: admin.auth });
    expect(withCourses.statusCode).toBe(409);
  });

  it('searches users by name, e-mail or DNI', async () => {
    const admin = await t.user('ADMIN');
    const s = await t.user('ESTUDIANTE', { fullName: 'Ángela Quispe Huamán', dni: '44556677' });
    const byName = await t.inject({ method: 'GET', url: '/api/users/search?q=angela%20huaman', headers: admin.auth });
    expect(byName.json().map((x: { id: number }) => x.id)).toEqual([s.user.id]);
    const byDni = await t.inject({ method: 'GET', url: '/api/users/search?q=4455667', headers: admin.auth });
    expect(byDni.json().map((x: { id: number }) => x.id)).toEqual([s.user.id]);
    const wild = await t.inject({ method: 'GET', url: '/api/users/search?q=%25', headers: admin.auth });
    expect(wild.statusCode).toBe(200);
    expect(wild.json()).toEqual([]);
  });
});
