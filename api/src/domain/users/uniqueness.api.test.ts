import { eq } from 'drizzle-orm';
import { courses, users } from '../../db/schema';
import { makeMultipart } from '../files/testFixtures';
import { describeEachDb, type TestUser } from '../../test/testApp';

/** Course codes, DNIs and student codes are unique, and a clash names what it clashes with. */
describeEachDb('uniqueness: course codes, DNI, student codes', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let holder: TestUser;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    holder = await t.user('ESTUDIANTE', { fullName: 'Lucía Fernández Paredes', dni: '45670011', studentCode: 'A2026-0777' });
  });

  const course = (code: string, title = `Curso ${code}`) => ({ title, code, teacherId: teacher.user.id });
  const newUser = (fields: Record<string, unknown>) => ({
    email: t.email('alumno'),
    fullName: 'Alumno Nuevo',
    role: 'ESTUDIANTE',
    passwordHash: 'ClaveLarga-2026',
    ...fields,
  });

  it('a second course with the same code (any case, spaces around) is refused on create and on edit, naming the course', async () => {
    const first = await t.inject({
      method: 'POST',
      url: '/api/courses',
      headers: admin.auth,
      payload: course('UQ-2026-0101', 'Arbitraje'),
    });
    expect(first.statusCode).toBe(201);
    const again = await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: course(' uq-2026-0101 ') });
    expect(again.statusCode).toBe(409);
    const message = 'El código uq-2026-0101 ya lo usa el curso «Arbitraje». Usa otro código.';
    expect(again.json()).toMatchObject({ error: message, details: { code: message } });
    expect(await t.db.select().from(courses).where(eq(courses.title, 'Curso  uq-2026-0101 '))).toHaveLength(0);

    const other = (await t.inject({ method: 'POST', url: '/api/courses', headers: admin.auth, payload: course('UQ-2026-0102') })).json();
    const edit = await t.inject({ method: 'PUT', url: `/api/courses/${other.id}`, headers: admin.auth, payload: course('UQ-2026-0101') });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().details.code).toBe('El código UQ-2026-0101 ya lo usa el curso «Arbitraje». Usa otro código.');
    // Saving a course with its own code is fine.
    const same = await t.inject({
      method: 'PUT',
      url: `/api/courses/${other.id}`,
      headers: admin.auth,
      payload: course('UQ-2026-0102', 'Otro'),
    });
    expect(same.statusCode).toBe(200);
  });

  it('a DNI or a student code another account has is refused on create and on edit, naming that account', async () => {
    const dni = await t.inject({ method: 'POST', url: '/api/admin/users', headers: admin.auth, payload: newUser({ dni: '45670011' }) });
    expect(dni.statusCode).toBe(409);
    const dniMessage = `El DNI 45670011 ya está registrado en la cuenta de Lucía Fernández Paredes (${holder.user.email}).`;
    expect(dni.json()).toMatchObject({ error: dniMessage, details: { dni: dniMessage } });
    const code = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: admin.auth,
      payload: newUser({ studentCode: 'a2026-0777' }),
    });
    expect(code.statusCode).toBe(409);
    expect(code.json().details.studentCode).toBe(
      `El código de alumno A2026-0777 ya está asignado a Lucía Fernández Paredes (${holder.user.email}).`,
    );

    const created = await t.inject({ method: 'POST', url: '/api/admin/users', headers: admin.auth, payload: newUser({ dni: '45670012' }) });
    expect(created.statusCode).toBe(201);
    const { id, email } = created.json();
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      headers: admin.auth,
      payload: { email, fullName: 'Alumno Nuevo', role: 'ESTUDIANTE', dni: '45670011' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().details.dni).toBe(dniMessage);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row.dni).toBe('45670012');
    // The account's own DNI is not a clash.
    const keep = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}`,
      headers: admin.auth,
      payload: { email, fullName: 'Alumno Nuevo', role: 'ESTUDIANTE', dni: '45670012' },
    });
    expect(keep.statusCode).toBe(200);
  });

  it('the database refuses a repeated DNI or course code even without the check', async () => {
    await expect(t.db.insert(users).values({ email: t.email('x'), fullName: 'X', passwordHash: 'h', dni: '45670011' })).rejects.toThrow();
    await expect(t.db.insert(courses).values({ code: 'uq-2026-0101', title: 'X', teacherId: teacher.user.id })).rejects.toThrow();
  });

  it('the users import preview marks a DNI another account has, and one repeated in the file, and creates neither', async () => {
    const file = Buffer.from(
      [
        'Correo;Nombre completo;DNI;Código de alumno',
        `uq.uno@test.pe;Uno;45670011;`,
        `uq.dos@test.pe;Dos;45670099;`,
        `uq.tres@test.pe;Tres;45670099;`,
        `uq.cuatro@test.pe;Cuatro;;A2026-0777`,
      ].join('\r\n'),
      'utf8',
    );
    const send = (url: string) => {
      const form = makeMultipart({}, { name: 'p.csv', data: file });
      return t.inject({ method: 'POST', url, headers: { ...admin.auth, ...form.headers }, payload: form.payload });
    };
    const preview = await send('/api/admin/users/import/preview');
    expect(preview.statusCode).toBe(200);
    const rows = preview.json().rows as Array<{ email: string; errors: Record<string, string> }>;
    expect(rows.map((r) => r.errors)).toEqual([
      { dni: `El DNI 45670011 ya está registrado en la cuenta de Lucía Fernández Paredes (${holder.user.email}).` },
      {},
      { dni: 'DNI repetido en el archivo (fila 3).' },
      { studentCode: `El código de alumno A2026-0777 ya está asignado a Lucía Fernández Paredes (${holder.user.email}).` },
    ]);
    const commit = await send('/api/admin/users/import?mode=valid');
    expect(commit.statusCode).toBe(201);
    expect(commit.json().created.map((c: { email: string }) => c.email)).toEqual(['uq.dos@test.pe']);
    expect(await t.db.select().from(users).where(eq(users.dni, '45670011'))).toHaveLength(1);
  });
});
