import { eq } from 'drizzle-orm';
import type { AuditEntry } from '@inpro/shared-contracts';
import { auditLog } from '../../../db/schema';
import { TEST_PASSWORD, describeOnDb } from '../../../test/testApp';

const json = (payload: unknown, auth: Record<string, string> = {}) => ({
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

describeOnDb('audit log for the master administrator', (t) => {
  it('records a course created and deleted by an admin, a failed sign-in and an export, with readable objects', async () => {
    const sa = await t.user('SUPER_ADMIN');
    const admin = await t.user('ADMIN', { fullName: 'Adela Auditada' });
    const teacher = await t.user('DOCENTE');
    const created = await t.inject({
      method: 'POST',
      url: '/api/courses',
      ...json({ title: 'Curso Auditado Uno', code: 'AUD-101', teacherId: teacher.user.id }, admin.auth),
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await t.inject({ method: 'DELETE', url: `/api/courses/${id}`, headers: admin.auth })).statusCode).toBe(204);
    const failed = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ email: admin.user.email, password: 'equivocada-123' }),
    });
    expect(failed.statusCode).toBe(401);
    const exported = await t.inject({ method: 'GET', url: '/api/superadmin/participants/export', headers: sa.auth });
    expect(exported.statusCode).toBe(200);

    const list = async (query: string) => {
      const res = await t.inject({ method: 'GET', url: `/api/superadmin/audit-log?${query}`, headers: sa.auth });
      expect(res.statusCode).toBe(200);
      return res.json().content as AuditEntry[];
    };
    const byAdmin = await list(`user=${encodeURIComponent('adela audit')}`);
    expect(byAdmin.map((e) => [e.action, e.group, e.entity, e.entityLabel])).toEqual([
      ['DELETE', 'Eliminación', 'course', expect.stringContaining('Curso Auditado Uno')],
      ['CREATE', 'Creación', 'course', expect.stringContaining('Curso Auditado Uno')],
    ]);
    expect(byAdmin[0]).toMatchObject({ actorEmail: admin.user.email, actorName: 'Adela Auditada', entityId: String(id) });
    expect(byAdmin[0].ip).toBeTruthy();

    const signIns = await list(`group=${encodeURIComponent('Inicio de Sesión')}&q=${encodeURIComponent(admin.user.email)}`);
    expect(signIns[0]).toMatchObject({ action: 'LOGIN_FAILED', group: 'Inicio de Sesión' });
    const exports = await list(`group=${encodeURIComponent('Exportación')}&user=${encodeURIComponent(sa.user.email)}`);
    expect(exports[0]).toMatchObject({ action: 'EXPORT', entity: 'participants', actorEmail: sa.user.email });
    expect(exports[0].entityLabel).toMatch(/^Participantes \(CSV/);
  });

  it('filters by Lima calendar days, both included, newest first and paged', async () => {
    const sa = await t.user('SUPER_ADMIN');
    const who = t.email('fechas');
    // 2026-03-01 04:30 UTC is still 28/02 in Lima; 2026-03-02 04:59 UTC is 01/03 23:59 in Lima.
    await t.db.insert(auditLog).values([
      { action: 'UPDATE', entity: 'course', entityId: '1', actorEmail: who, createdAt: new Date('2026-03-01T04:30:00Z') },
      { action: 'UPDATE', entity: 'course', entityId: '2', actorEmail: who, createdAt: new Date('2026-03-01T05:30:00Z') },
      { action: 'UPDATE', entity: 'course', entityId: '3', actorEmail: who, createdAt: new Date('2026-03-02T04:59:00Z') },
      { action: 'UPDATE', entity: 'course', entityId: '4', actorEmail: who, createdAt: new Date('2026-03-02T05:00:00Z') },
    ]);
    const ids = async (query: string) =>
      (await t.inject({ method: 'GET', url: `/api/superadmin/audit-log?user=${encodeURIComponent(who)}&${query}`, headers: sa.auth }))
        .json()
        .content.map((e: AuditEntry) => e.entityId);
    expect(await ids('from=01/03/2026&to=01/03/2026')).toEqual(['3', '2']);
    expect(await ids('from=2026-03-02')).toEqual(['4']);
    expect(await ids('to=28/02/2026')).toEqual(['1']);
    expect(await ids('size=1&page=1')).toEqual(['3']);

    const bad = await t.inject({ method: 'GET', url: '/api/superadmin/audit-log?from=31/02/2026', headers: sa.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.from).toBe('Fecha inválida: usa el formato dd/mm/aaaa.');
    const reversed = await t.inject({ method: 'GET', url: '/api/superadmin/audit-log?from=02/03/2026&to=01/03/2026', headers: sa.auth });
    expect(reversed.json().details.to).toBe('La fecha inicial no puede ser posterior a la fecha final.');
  });

  it('is append-only: no route edits or deletes entries', async () => {
    const sa = await t.user('SUPER_ADMIN');
    const [row] = await t.db.insert(auditLog).values({ action: 'UPDATE', entity: 'course', entityId: '9' }).returning();
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of ['/api/superadmin/audit-log', `/api/superadmin/audit-log/${row.id}`]) {
        const res = await t.inject({ method, url, ...json({}, sa.auth) });
        expect([404, 405]).toContain(res.statusCode);
      }
    }
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, row.id));
    expect(still).toMatchObject({ action: 'UPDATE', entityId: '9' });
  });

  it('records a sign-in of an inactive account as a failed sign-in', async () => {
    const sa = await t.user('SUPER_ADMIN');
    const off = await t.user('ESTUDIANTE', { active: false });
    const res = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email: off.user.email, password: TEST_PASSWORD }) });
    expect(res.statusCode).toBe(403);
    const entries = (
      await t.inject({
        method: 'GET',
        url: `/api/superadmin/audit-log?q=${encodeURIComponent(off.user.email)}`,
        headers: sa.auth,
      })
    ).json().content as AuditEntry[];
    expect(entries[0]).toMatchObject({ action: 'LOGIN_FAILED', entityId: String(off.user.id) });
  });
});
