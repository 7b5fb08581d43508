import { and, eq } from 'drizzle-orm';
import { LOGIN_REQUIRED, PROFILE_TEACHER_ONLY } from '@inpro/shared-contracts';
import { auditLog } from '../../db/schema';
import { describeEachDb, type TestUser } from '../../test/testApp';

describeEachDb('profile', (t) => {
  let teacher: TestUser;
  let student: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    teacher = await t.user('DOCENTE', { fullName: 'Lucía Fernández Paredes', phone: '985 222 333' });
    student = await t.user('ESTUDIANTE', { fullName: 'Jorge Luis Ramírez Torres', dni: '45678912', studentCode: 'A2026-0001' });
    admin = await t.user('ADMIN');
  });

  const get = (u: TestUser) => t.inject({ method: 'GET', url: '/api/me/profile', headers: u.auth });
  const put = (u: TestUser, payload: unknown) =>
    t.inject({ method: 'PUT', url: '/api/me/profile', headers: u.auth, payload: payload as object });

  it('answers the own profile with the split name and the role-dependent flag', async () => {
    let res = await get(student);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: student.user.id,
      email: student.user.email,
      role: 'ESTUDIANTE',
      fullName: 'Jorge Luis Ramírez Torres',
      firstName: 'Jorge Luis',
      lastName: 'Ramírez Torres',
      dni: '45678912',
      studentCode: 'A2026-0001',
      teacherProfile: false,
      specialty: '',
      bio: '',
    });
    res = await get(teacher);
    expect(res.json()).toMatchObject({ role: 'DOCENTE', teacherProfile: true, phone: '985 222 333' });
    res = await get(admin);
    expect(res.json().teacherProfile).toBe(true);
  });

  it('needs a session', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/me/profile' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(LOGIN_REQUIRED);
    const put401 = await t.inject({ method: 'PUT', url: '/api/me/profile', payload: { phone: '999 888 777' } });
    expect(put401.statusCode).toBe(401);
  });

  it('saves phone, specialty and bio of a teacher; the e-mail and role stay', async () => {
    const res = await put(teacher, {
      phone: ' 999 111 222 ',
      specialty: '  Derecho Constitucional ',
      bio: 'Doctora en Derecho.',
      email: 'otro@x.pe',
      role: 'ADMIN',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: teacher.user.email,
      role: 'DOCENTE',
      phone: '999 111 222',
      specialty: 'Derecho Constitucional',
      bio: 'Doctora en Derecho.',
      fullName: 'Lucía Fernández Paredes',
    });
    const again = await get(teacher);
    expect(again.json()).toMatchObject({ phone: '999 111 222', specialty: 'Derecho Constitucional', bio: 'Doctora en Derecho.' });
    // Only the fields sent change; an empty phone clears it.
    const cleared = await put(teacher, { phone: '' });
    expect(cleared.json()).toMatchObject({ phone: null, specialty: 'Derecho Constitucional' });
  });

  it('a new first or last name rewrites the full name', async () => {
    const res = await put(student, { firstName: ' Jorge   Luis ', lastName: 'Ramírez' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Jorge Luis', lastName: 'Ramírez', fullName: 'Jorge Luis Ramírez' });
    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers: student.auth });
    expect(me.json().fullName).toBe('Jorge Luis Ramírez');
  });

  it('refuses specialty and bio from a student and changes nothing', async () => {
    const res = await put(student, { phone: '955 444 333', bio: 'Yo' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: PROFILE_TEACHER_ONLY, details: { bio: PROFILE_TEACHER_ONLY } });
    expect((await get(student)).json().phone).toBeNull();
    // Empty ones are harmless (a shared form may send them).
    expect((await put(student, { specialty: '', bio: '' })).statusCode).toBe(200);
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'Nombre es requerido.'],
    ['an empty last name', { lastName: '' }, 'Apellido es requerido.'],
    ['a bad phone', { phone: 'abc' }, 'Teléfono inválido.'],
    ['a long specialty', { specialty: 'x'.repeat(121) }, 'Especialidad: máximo 120 caracteres.'],
    ['a long bio', { bio: 'x'.repeat(2001) }, 'Biografía: máximo 2000 caracteres.'],
    ['a bio that is no text', { bio: 5 }, 'Biografía debe ser texto.'],
  ])('refuses %s with a Spanish 400', async (_label, payload, message) => {
    const res = await put(teacher, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('writes an audit entry', async () => {
    await put(admin, { specialty: 'Gestión académica' });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'profile'), eq(auditLog.actorId, admin.user.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ action: 'UPDATE', entityId: String(admin.user.id), details: { fields: ['specialty'] } });
  });
});

describeEachDb('profile on the public course page', (t) => {
  it("shows the course's own teacher with the profile's specialty and bio", async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE', { fullName: 'Dra. Lucía Fernández Paredes' });
    const other = await t.user('DOCENTE', { fullName: 'Dr. Miguel Soto' });
    const create = (title: string, teacherId: number, teachers: unknown[]) =>
      t.inject({
        method: 'POST',
        url: '/api/courses',
        headers: admin.auth,
        payload: { title, code: title, teacherId, published: true, teachers },
      });
    const listed = (await create('Listado', teacher.user.id, [{ name: 'Dra. Lucía Fernández Paredes', bio: 'Bio antigua' }])).json();
    const unlisted = (await create('Sin listar', teacher.user.id, [{ name: 'Dr. Miguel Soto', bio: 'Árbitro' }])).json();
    const foreign = (await create('Ajeno', other.user.id, [{ name: 'Dr. Miguel Soto', bio: 'Árbitro' }])).json();

    const saved = await t.inject({
      method: 'PUT',
      url: '/api/me/profile',
      headers: teacher.auth,
      payload: { specialty: 'Derecho Constitucional', bio: 'Doctora en Derecho por la PUCP.' },
    });
    expect(saved.statusCode).toBe(200);

    const read = async (id: number) => (await t.inject({ method: 'GET', url: `/api/courses/${id}` })).json().teachers;
    const mine = { name: 'Dra. Lucía Fernández Paredes', bio: 'Doctora en Derecho por la PUCP.', specialty: 'Derecho Constitucional' };
    expect(await read(listed.id)).toEqual([mine]);
    expect(await read(unlisted.id)).toEqual([mine, { name: 'Dr. Miguel Soto', bio: 'Árbitro' }]);
    expect(await read(foreign.id)).toEqual([{ name: 'Dr. Miguel Soto', bio: 'Árbitro' }]);
    // The admin form still reads and writes the course's own list.
    const forAdmin = await t.inject({ method: 'GET', url: `/api/admin/courses/${listed.id}`, headers: admin.auth });
    expect(forAdmin.json().teachers).toEqual([{ name: 'Dra. Lucía Fernández Paredes', bio: 'Bio antigua' }]);
  });
});
