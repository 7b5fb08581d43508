import { eq, inArray } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema';
import { TEST_PASSWORD, describeOnDb } from '../../test/testApp';
import { assertNotLastSuperAdmin } from './adminRules';

const json = (payload: unknown, auth: Record<string, string>) => ({
  headers: { ...auth, 'content-type': 'application/json' },
  payload: JSON.stringify(payload),
});

describeOnDb('master administrator: accounts', (t) => {
  it('only SUPER_ADMIN/SUPERADMIN reach /superadmin/users (anonymous 401; ADMIN, DOCENTE, ESTUDIANTE 403)', async () => {
    const target = await t.user('ESTUDIANTE');
    const calls = [
      { method: 'GET' as const, url: '/api/superadmin/users' },
      { method: 'POST' as const, url: '/api/superadmin/users', body: { email: t.email(), fullName: 'X', passwordHash: 'Clave-Larga-1' } },
      { method: 'PUT' as const, url: `/api/superadmin/users/${target.user.id}/role`, body: { role: 'DOCENTE' } },
      { method: 'PUT' as const, url: `/api/superadmin/users/${target.user.id}/status`, body: { active: false } },
      { method: 'DELETE' as const, url: `/api/superadmin/users/${target.user.id}` },
    ];
    for (const c of calls) {
      const opts = (auth: Record<string, string>) =>
        c.body ? { method: c.method, url: c.url, ...json(c.body, auth) } : { method: c.method, url: c.url, headers: auth };
      expect((await t.inject(opts({}))).statusCode).toBe(401);
      for (const role of ['ADMIN', 'DOCENTE', 'ESTUDIANTE'] as const) {
        const who = await t.user(role);
        const res = await t.inject(opts(who.auth));
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('No tienes permiso para realizar esta acción.');
      }
    }
    const legacy = await t.user('SUPERADMIN');
    expect((await t.inject({ method: 'GET', url: '/api/superadmin/users', headers: legacy.auth })).statusCode).toBe(200);
  });

  it('lists every role with search, role filter (both master spellings) and paging', async () => {
    const sa = await t.user('SUPER_ADMIN', { fullName: 'Maestra Filtro' });
    const legacy = await t.user('SUPERADMIN', { fullName: 'Maestro Antiguo' });
    const admin = await t.user('ADMIN');
    const teacher = await t.user('DOCENTE');
    const student = await t.user('ESTUDIANTE', { lastLoginAt: new Date('2026-03-01T15:00:00Z') });
    const all = await t.inject({ method: 'GET', url: '/api/superadmin/users?size=200', headers: sa.auth });
    expect(all.statusCode).toBe(200);
    const ids = all.json().content.map((u: { id: number }) => u.id);
    for (const u of [sa, legacy, admin, teacher, student]) expect(ids).toContain(u.user.id);
    expect(all.json().content.find((u: { id: number }) => u.id === student.user.id).lastLoginAt).toBe('2026-03-01T15:00:00.000Z');

    const masters = await t.inject({ method: 'GET', url: '/api/superadmin/users?role=SUPER_ADMIN&size=200', headers: sa.auth });
    const masterIds = masters.json().content.map((u: { id: number }) => u.id);
    expect(masterIds).toEqual(expect.arrayContaining([sa.user.id, legacy.user.id]));
    expect(masterIds).not.toContain(admin.user.id);
    const teachers = await t.inject({ method: 'GET', url: '/api/superadmin/users?role=docente&size=200', headers: sa.auth });
    expect(teachers.json().content.every((u: { role: string }) => u.role === 'DOCENTE')).toBe(true);
    const byName = await t.inject({ method: 'GET', url: '/api/superadmin/users?q=maestra%20FILTRO', headers: sa.auth });
    expect(byName.json().content.map((u: { id: number }) => u.id)).toEqual([sa.user.id]);
    const paged = await t.inject({ method: 'GET', url: '/api/superadmin/users?size=2&page=1', headers: sa.auth });
    expect(paged.json()).toMatchObject({ page: 1, size: 2 });
    expect(paged.json().content).toHaveLength(2);

    const bad = await t.inject({ method: 'GET', url: '/api/superadmin/users?role=JEFE', headers: sa.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Rol inválido (Estudiante, Docente, Administrador o Superadministrador).');
  });

  it('creates accounts of any role and changes roles; the user signs in again', async () => {
    const sa = await t.user('SUPER_ADMIN');
    const email = t.email('nuevoadmin');
    const created = await t.inject({
      method: 'POST',
      url: '/api/superadmin/users',
      ...json({ email, fullName: 'Nuevo Admin', passwordHash: 'Clave-Larga-1', role: 'ADMIN' }, sa.auth),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email, role: 'ADMIN', status: 'ACTIVO', lastLoginAt: null, studentCode: null });
    const id = created.json().id;

    const login = await t.inject({ method: 'POST', url: '/api/auth/login', ...json({ email, password: 'Clave-Larga-1' }, {}) });
    const token = { authorization: `Bearer ${login.json().token}` };
    await new Promise((r) => setTimeout(r, 5));
    const demoted = await t.inject({ method: 'PUT', url: `/api/superadmin/users/${id}/role`, ...json({ role: 'estudiante' }, sa.auth) });
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().role).toBe('ESTUDIANTE');
    expect(demoted.json().studentCode).toMatch(/^A\d{4}-\d{4}$/);
    // The old session (token naming ADMIN) ends.
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: token })).statusCode).toBe(401);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(auditLog.id)
      .limit(10)
      .then((r) => r.slice(-1));
    expect(entry).toMatchObject({ action: 'UPDATE', entity: 'user', actorEmail: sa.user.email });
    expect(entry.details).toMatchObject({ role: { from: 'ADMIN', to: 'ESTUDIANTE' } });

    const promoted = await t.inject({ method: 'PUT', url: `/api/superadmin/users/${id}/role`, ...json({ role: 'SUPERADMIN' }, sa.auth) });
    expect(promoted.json().role).toBe('SUPER_ADMIN');
    const badRole = await t.inject({ method: 'PUT', url: `/api/superadmin/users/${id}/role`, ...json({ role: 'REY' }, sa.auth) });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().details.role).toBe('Rol inválido (Estudiante, Docente, Administrador o Superadministrador).');
    const missing = await t.inject({ method: 'PUT', url: '/api/superadmin/users/999999/role', ...json({ role: 'DOCENTE' }, sa.auth) });
    expect(missing.statusCode).toBe(404);
    const self = await t.inject({ method: 'PUT', url: `/api/superadmin/users/${sa.user.id}/role`, ...json({ role: 'ADMIN' }, sa.auth) });
    expect(self.statusCode).toBe(409);
  });

  it('deactivates: the account cannot sign in and its sessions end; reactivates', async () => {
    const sa = await t.user('SUPER_ADMIN');
    const student = await t.user('ESTUDIANTE');
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ email: student.user.email, password: TEST_PASSWORD }, {}),
    });
    expect(login.statusCode).toBe(200);
    const refreshCookie = String(login.headers['set-cookie']).split(';')[0];
    await new Promise((r) => setTimeout(r, 5));

    const off = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${student.user.id}/status`,
      ...json({ active: false }, sa.auth),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVO', active: false });
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${login.json().token}` } })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'POST', url: '/api/auth/refresh', headers: { cookie: refreshCookie } })).statusCode).toBe(401);
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ email: student.user.email, password: TEST_PASSWORD }, {}),
    });
    expect(again.statusCode).toBe(403);

    const on = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${student.user.id}/status`,
      ...json({ active: true }, sa.auth),
    });
    expect(on.json().status).toBe('ACTIVO');
    const back = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      ...json({ email: student.user.email, password: TEST_PASSWORD }, {}),
    });
    expect(back.statusCode).toBe(200);

    const bad = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${student.user.id}/status`,
      ...json({ active: 'no' }, sa.auth),
    });
    expect(bad.statusCode).toBe(400);
    const self = await t.inject({ method: 'PUT', url: `/api/superadmin/users/${sa.user.id}/status`, ...json({ active: false }, sa.auth) });
    expect(self.statusCode).toBe(409);
  });

  it('never demotes, deactivates or deletes the last active SUPER_ADMIN', async () => {
    // This check runs alone among master administrators: the others of this file are made inactive.
    await t.db
      .update(users)
      .set({ active: false })
      .where(inArray(users.role, ['SUPER_ADMIN', 'SUPERADMIN']));
    const last = await t.user('SUPER_ADMIN');
    const LAST = 'No se puede quitar el rol, desactivar ni eliminar al último superadministrador.';
    const demote = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${last.user.id}/role`,
      ...json({ role: 'ADMIN' }, last.auth),
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe(LAST);
    const off = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${last.user.id}/status`,
      ...json({ active: false }, last.auth),
    });
    expect(off.json().error).toBe(LAST);
    const del = await t.inject({ method: 'DELETE', url: `/api/superadmin/users/${last.user.id}`, headers: last.auth });
    expect(del.statusCode).toBe(409);
    expect(del.json().error).toBe(LAST);

    // With a second active one, each may demote the other, but not both: the second demotion finds the last one.
    const second = await t.user('SUPER_ADMIN');
    const first = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${second.user.id}/role`,
      ...json({ role: 'ADMIN' }, last.auth),
    });
    expect(first.statusCode).toBe(200);
    await expect(t.db.transaction((tx) => assertNotLastSuperAdmin(tx, last.user.id, 'SUPER_ADMIN'))).rejects.toMatchObject({
      statusCode: 409,
      message: LAST,
    });
    // An inactive master administrator is not the last active one: it can be deleted.
    const inactive = await t.user('SUPERADMIN', { active: false });
    const gone = await t.inject({ method: 'DELETE', url: `/api/superadmin/users/${inactive.user.id}`, headers: last.auth });
    expect(gone.statusCode).toBe(204);
    // Self-protection still names the rule when another master administrator exists.
    await t.user('SUPER_ADMIN');
    const selfOff = await t.inject({
      method: 'PUT',
      url: `/api/superadmin/users/${last.user.id}/status`,
      ...json({ active: false }, last.auth),
    });
    expect(selfOff.statusCode).toBe(409);
    expect(selfOff.json().error).toBe('No puedes quitarte el rol de administrador ni desactivar tu propia cuenta.');
  });

  it('an ADMIN cannot create, promote to, demote, deactivate or delete administrator accounts', async () => {
    const admin = await t.user('ADMIN');
    const otherAdmin = await t.user('ADMIN', { phone: '999111222' });
    const student = await t.user('ESTUDIANTE');
    const ONLY = 'Solo el administrador maestro puede crear, modificar o quitar cuentas de administrador.';
    const create = await t.inject({
      method: 'POST',
      url: '/api/admin/users',
      ...json({ email: t.email(), fullName: 'Otro Admin', passwordHash: 'Clave-Larga-1', role: 'ADMIN' }, admin.auth),
    });
    expect(create.statusCode).toBe(403);
    expect(create.json().error).toBe(ONLY);
    const promote = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${student.user.id}`,
      ...json({ email: student.user.email, fullName: student.user.fullName, role: 'ADMIN' }, admin.auth),
    });
    expect(promote.statusCode).toBe(403);
    const demote = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${otherAdmin.user.id}`,
      ...json({ email: otherAdmin.user.email, fullName: otherAdmin.user.fullName, role: 'DOCENTE' }, admin.auth),
    });
    expect(demote.statusCode).toBe(403);
    const lock = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${otherAdmin.user.id}`,
      ...json({ email: otherAdmin.user.email, fullName: otherAdmin.user.fullName, role: 'ADMIN', status: 'INACTIVO' }, admin.auth),
    });
    expect(lock.statusCode).toBe(403);
    const del = await t.inject({ method: 'DELETE', url: `/api/admin/users/${otherAdmin.user.id}`, headers: admin.auth });
    expect(del.statusCode).toBe(403);
    // Editing an administrator's data (same role, still active) stays allowed.
    const edit = await t.inject({
      method: 'PUT',
      url: `/api/admin/users/${otherAdmin.user.id}`,
      ...json({ email: otherAdmin.user.email, fullName: 'Admin Renombrado', role: 'ADMIN' }, admin.auth),
    });
    expect(edit.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, otherAdmin.user.id));
    expect(row).toMatchObject({ role: 'ADMIN', active: true, fullName: 'Admin Renombrado' });
  });
});
