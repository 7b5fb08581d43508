import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit';
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
      group: 'Eliminación',
      entity: 'course',
      entityId: String(created.json().id),
      entityLabel: 'Curso auditado',
      actorEmail: admin.user.email,
    });
    const byLabel = await t.inject({
      method: 'GET',
      url: `/api/superadmin/audit-log?q=${encodeURIComponent('auditado')}`,
      headers: superAdmin.auth,
    });
    expect(byLabel.json().content.map((e: { action: string }) => e.action)).toEqual(['DELETE', 'CREATE']);
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

  it('writes the readable label, in both call forms, trimmed and null when blank', async () => {
    const superAdmin = await t.user('SUPER_ADMIN');
    const admin = await t.user('ADMIN');
    const req = {
      server: { db: t.db },
      ip: '127.0.0.1',
      user: { id: admin.user.id, email: admin.user.email },
    } as unknown as FastifyRequest;
    await audit(req, { action: 'EXPORT', entity: 'report', entityId: null, label: '  Reporte de pagos  ', details: { rows: 3 } });
    await audit(req, 'UPDATE', 'setting', 'branding', null, undefined, '   ');
    const page = await t.inject({ method: 'GET', url: '/api/superadmin/audit-log?entity=report', headers: superAdmin.auth });
    expect(page.json().content).toEqual([
      expect.objectContaining({
        action: 'EXPORT',
        group: 'Exportación',
        entityLabel: 'Reporte de pagos',
        details: { rows: 3 },
        ip: '127.0.0.1',
      }),
    ]);
    const setting = await t.inject({ method: 'GET', url: '/api/superadmin/audit-log?entity=setting', headers: superAdmin.auth });
    expect(setting.json().content).toEqual([expect.objectContaining({ action: 'UPDATE', group: 'Actualización', entityLabel: null })]);
  });
});
