/**
 * PUT /api/admin/users/{id}: a field the body leaves out keeps its value, an explicit empty value
 * clears it, unknown fields are refused, and the audit entry lists each changed field before and after.
 */
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { describeOnDb, type TestDb } from '../../test/testApp';

const body = (payload: unknown, auth: Record<string, string>) => ({
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

async function lastUpdate(t: TestDb, id: number) {
  const [entry] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id)), eq(auditLog.action, 'UPDATE')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return entry;
}

describeOnDb('admin user update keeps what it was not sent', (t) => {
  const dni = () => String(10_000_000 + Math.floor(Math.random() * 89_999_999));
  const code = () => `A-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;

  it("the specification's fields (email, fullName, phone, role) keep the DNI and the student code", async () => {
    const admin = await t.user('ADMIN');
    const student = await t.user('ESTUDIANTE', { dni: dni(), studentCode: code(), phone: '999 111 222' });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${student.user.id}`,
      ...body({ email: student.user.email, fullName: 'Ana Torres Ríos', phone: '988 777 666', role: 'ESTUDIANTE' }, admin.auth),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fullName: 'Ana Torres Ríos',
      phone: '988 777 666',
      dni: student.user.dni,
      studentCode: student.user.studentCode,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, student.user.id));
    expect(row).toMatchObject({ dni: student.user.dni, studentCode: student.user.studentCode, role: 'ESTUDIANTE', active: true });

    // Only the name changes: every other column stays, the role included.
    const teacher = await t.user('DOCENTE', { dni: dni(), phone: '955 444 333' });
    const renamed = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${teacher.user.id}`,
      ...body({ fullName: 'Dr. Luis Paz' }, admin.auth),
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      email: teacher.user.email,
      fullName: 'Dr. Luis Paz',
      role: 'DOCENTE',
      dni: teacher.user.dni,
      phone: '955 444 333',
    });
  });

  it('an explicit null or "" clears the DNI, the student code and the phone', async () => {
    const admin = await t.user('ADMIN');
    const a = await t.user('ESTUDIANTE', { dni: dni(), studentCode: code(), phone: '999 111 222' });
    const cleared = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${a.user.id}`,
      ...body({ dni: null, studentCode: '', phone: '  ' }, admin.auth),
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ dni: null, studentCode: null, phone: null, fullName: a.user.fullName, email: a.user.email });
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row).toMatchObject({ dni: null, studentCode: null, phone: null });
  });

  it('the audit entry lists each changed field before and after, never the password', async () => {
    const admin = await t.user('ADMIN');
    const oldDni = dni();
    const newDni = dni();
    const s = await t.user('ESTUDIANTE', { dni: oldDni, studentCode: code(), phone: '999 111 222' });
    const res = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${s.user.id}`,
      ...body({ dni: newDni, phone: '', role: 'DOCENTE', passwordHash: 'Otra-Clave-Larga-7' }, admin.auth),
    });
    expect(res.statusCode).toBe(200);
    const entry = await lastUpdate(t, s.user.id);
    expect(entry.details).toEqual({
      email: s.user.email,
      changes: {
        dni: { before: oldDni, after: newDni },
        phone: { before: '999 111 222', after: null },
        role: { before: 'ESTUDIANTE', after: 'DOCENTE' },
      },
      passwordChanged: true,
    });
    expect(JSON.stringify(entry.details)).not.toMatch(/Otra-Clave|argon2/);

    // A save that changes nothing records no field.
    const same = await t.inject({ method: 'PUT', url: `/api/admin/users/${s.user.id}`, ...body({ email: s.user.email }, admin.auth) });
    expect(same.statusCode).toBe(200);
    expect((await lastUpdate(t, s.user.id)).details).toEqual({ email: s.user.email, changes: {}, passwordChanged: false });
  });

  it.each([
    ['password', { password: 'Clave-Nueva-Larga-1' }],
    ['newPassword', { newPassword: 'Clave-Nueva-Larga-1' }],
    ['anything else', { fullName: 'Nombre', isAdmin: true }],
  ])('refuses an unknown field (%s) with the 400 of every invalid body, changing nothing', async (_name, payload) => {
    const admin = await t.user('ADMIN');
    const s = await t.user('ESTUDIANTE', { dni: dni() });
    const res = await t.inject({ method: 'PUT', url: `/api/admin/users/${s.user.id}`, ...body(payload, admin.auth) });
    expect(res.statusCode).toBe(400);
    const unknown = Object.keys(payload).filter((k) => k !== 'fullName');
    expect(res.json()).toEqual({
      error: `Campos no admitidos: ${unknown.join(', ')}.`,
      details: { body: `Campos no admitidos: ${unknown.join(', ')}.` },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, s.user.id));
    expect(row).toMatchObject({ fullName: s.user.fullName, passwordHash: s.user.passwordHash, dni: s.user.dni });
  });

  it('a sent role must be one the form offers; an empty one is refused, not read as ESTUDIANTE', async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const res = await t.inject({ method: 'PUT', url: `/api/admin/users/${teacher.user.id}`, ...body({ role: '' }, admin.auth) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.role).toBe('Rol inválido (ADMIN, DOCENTE o ESTUDIANTE).');
    const [row] = await t.db.select().from(users).where(eq(users.id, teacher.user.id));
    expect(row.role).toBe('DOCENTE');
  });
});
