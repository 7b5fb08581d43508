import { describeOnDb } from '../../test/testApp';

describeOnDb('course page teacher from the profile', (t) => {
  it("shows the course's own teacher with the profile's specialty and bio", async () => {
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE', {
      fullName: 'Dra. Lucía Fernández Paredes',
      firstName: 'Dra. Lucía',
      lastName: 'Fernández Paredes',
    });
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
      payload: {
        honorific: 'Dra.',
        firstName: 'Lucía',
        lastName: 'Fernández Paredes',
        specialty: 'Derecho Constitucional',
        bio: 'Doctora en Derecho por la PUCP.',
      },
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
