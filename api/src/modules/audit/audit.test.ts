import { describeEachDb, forgedToken } from '../../test/testApp';

describeEachDb('audit log', (t) => {
  it('lists who did what for the master administrator only, with filters', async () => {
    const superAdmin = await t.user('SUPER_ADMIN');
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const created = await t.inject({
      method: 'POST',
      url: '/api/courses',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ title: 'Curso auditado', code: 'AUD-1', teacherId: teacher.user.id }),
    });
    expect(created.statusCode).toBe(201);
    await t.inject({ method: 'DELETE', url: `/api/courses/${created.json().id}`, headers: admin.auth });

    const all = await t.inject({ method: 'GET', url: '/api/superadmin/audit-log', headers: superAdmin.auth });
    expect(all.statusCode).toBe(200);
    expect(all.json().content[0]).toMatchObject({
      action: 'DELETE',
      entity: 'course',
      entityId: String(created.json().id),
      actorEmail: admin.user.email,
    });
    const creations = await t.inject({
      method: 'GET',
      url: `/api/superadmin/audit-log?group=${encodeURIComponent('Creación')}&entity=course`,
      headers: superAdmin.auth,
    });
    expect(creations.json().content.map((e: { action: string }) => e.action)).toEqual(['CREATE']);
    const byActor = await t.inject({
      method: 'GET',
      url: `/api/superadmin/audit-log?q=${encodeURIComponent(admin.user.email)}`,
      headers: superAdmin.auth,
    });
    expect(byActor.json().totalElements).toBe(2);

    const bad = await t.inject({ method: 'GET', url: '/api/superadmin/audit-log?group=Otro', headers: superAdmin.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Tipo de acción inválido.');
    expect((await t.inject({ method: 'GET', url: '/api/superadmin/audit-log' })).statusCode).toBe(401);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/superadmin/audit-log',
          headers: { authorization: `Bearer ${forgedToken(String(superAdmin.user.id), ['SUPER_ADMIN'])}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await t.inject({
          method: 'GET',
          url: '/api/superadmin/audit-log',
          headers: { authorization: `Bearer ${t.expiredToken(superAdmin.user)}` },
        })
      ).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/superadmin/audit-log', headers: admin.auth })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/superadmin/audit-log', headers: teacher.auth })).statusCode).toBe(403);
  });
});
