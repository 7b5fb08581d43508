import { eq } from 'drizzle-orm';
import { LOGIN_REQUIRED } from '@inpro/shared-contracts';
import { notifications } from '../../db/schema';
import { describeOnDb, type TestUser } from '../../test/testApp';
import { notifyClassesStartingSoon } from '../../modules/classroom/classStarting';
import { addSession, classroomFixture, type ClassroomFixture } from '../../modules/classroom/testData';
import { notify, notifyMany } from '../../domain/notifications/notify';

describeOnDb('notifications', (t) => {
  let f: ClassroomFixture;
  let lonely: TestUser;
  beforeAll(async () => {
    f = await classroomFixture(t);
    lonely = await t.user('ESTUDIANTE');
  });

  const get = (url: string, auth: { authorization: string }) => t.inject({ method: 'GET', url, headers: auth });
  const post = (url: string, auth?: { authorization: string }) => t.inject({ method: 'POST', url, headers: auth ?? {} });

  it('lists only the caller’s notifications, newest first, with the unread count', async () => {
    await notify(t.db, lonely.user.id, { kind: 'GRADE', title: 'Nueva nota: Tarea 1', body: 'Curso: 15.00', link: '/aula/notas' });
    await notify(t.db, lonely.user.id, { kind: 'PAYMENT', title: 'Pago aprobado' });
    await notify(t.db, f.classmate.user.id, { kind: 'SYSTEM', title: 'Ajena' });
    const res = await get('/api/notifications', lonely.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      unreadCount: 2,
      items: [
        expect.objectContaining({ kind: 'PAYMENT', title: 'Pago aprobado', body: '', link: null, read: false, readAt: null }),
        expect.objectContaining({ kind: 'GRADE', title: 'Nueva nota: Tarea 1', body: 'Curso: 15.00', link: '/aula/notas', read: false }),
      ],
    });
    expect((await get('/api/notifications?limit=1', lonely.auth)).json().items).toHaveLength(1);
    const bad = await get('/api/notifications?limit=0', lonely.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Límite inválido (1 a 100).');
  });

  it('marks one read (only one’s own) and then all', async () => {
    const { items } = (await get('/api/notifications', lonely.auth)).json();
    const other = (await get('/api/notifications', f.classmate.auth)).json().items[0];
    let res = await post(`/api/notifications/${other.id}/read`, lonely.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('No se encontró la notificación.');
    res = await post(`/api/notifications/${items[0].id}/read`, lonely.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: items[0].id, read: true });
    const first = res.json().readAt;
    res = await post(`/api/notifications/${items[0].id}/read`, lonely.auth);
    expect(res.json().readAt).toBe(first);
    expect((await get('/api/notifications', lonely.auth)).json().unreadCount).toBe(1);
    res = await post('/api/notifications/read-all', lonely.auth);
    expect(res.json()).toEqual({ updated: 1 });
    expect((await get('/api/notifications', lonely.auth)).json().unreadCount).toBe(0);
    expect((await get('/api/notifications', f.classmate.auth)).json().unreadCount).toBeGreaterThan(0);
    res = await post('/api/notifications/abc/read', lonely.auth);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('ID de la notificación inválido.');
  });

  it('needs a session', async () => {
    for (const res of [await t.inject({ method: 'GET', url: '/api/notifications' }), await post('/api/notifications/read-all')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: LOGIN_REQUIRED });
    }
  });

  it('writes "class starting soon" once per session for enrolled students', async () => {
    const soon = await addSession(t, f.courseId, 10, { topic: 'Audiencia' });
    await addSession(t, f.courseId, 3 * 60, { topic: 'Más tarde' });
    await addSession(t, f.courseId, 5, { topic: 'Cancelada', cancelledAt: new Date() });
    for (let i = 0; i < 2; i++) await get('/api/notifications', f.student.auth);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, f.student.user.id));
    const starting = rows.filter((n) => n.kind === 'CLASS');
    expect(starting).toHaveLength(1);
    expect(starting[0]).toMatchObject({
      title: 'Tu clase empieza pronto: Derecho Procesal Penal',
      link: '/aula/clases',
      dedupeKey: `class-start:${soon.id}`,
    });
    expect(starting[0].body.startsWith('Audiencia · ')).toBe(true);
    await get('/api/notifications', f.outsider.auth);
    expect(
      (await t.db.select().from(notifications).where(eq(notifications.userId, f.outsider.user.id))).filter((n) => n.kind === 'CLASS'),
    ).toEqual([]);
  });

  it('the minute job tells every enrolled student before the class starts, once even when two processes run it', async () => {
    const session = await addSession(t, f.courseId, 20, { topic: 'Casación' });
    const key = `class-start:${session.id}`;
    const ran = await Promise.all([notifyClassesStartingSoon(t.db), notifyClassesStartingSoon(t.db)]);
    expect(ran[0]).toBeGreaterThanOrEqual(1);
    await notifyClassesStartingSoon(t.db);
    const rows = await t.db.select().from(notifications).where(eq(notifications.dedupeKey, key));
    expect(rows.map((r) => r.userId).sort()).toEqual([f.student.user.id, f.classmate.user.id].sort());
    const start = new Date(`${session.sessionDate}T${session.startTime}:00-05:00`);
    for (const r of rows) {
      expect(r.title).toBe('Tu clase empieza pronto: Derecho Procesal Penal');
      expect(r.createdAt.getTime()).toBeLessThan(start.getTime());
    }
  });

  it('says nothing of a class that already began when the bell is read late', async () => {
    const began = await addSession(t, f.courseId, -95, { topic: 'Ya empezó' });
    await get('/api/notifications', f.student.auth);
    await notifyClassesStartingSoon(t.db);
    expect(
      await t.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `class-start:${began.id}`)),
    ).toEqual([]);
  });

  it('notifyMany writes one row per user and skips duplicates of a dedupe key', async () => {
    const key = `test:${Date.now()}`;
    await notifyMany(t.db, [f.student.user.id, f.classmate.user.id, f.student.user.id], { kind: 'SYSTEM', title: 'Aviso', dedupeKey: key });
    await notifyMany(t.db, [f.student.user.id], { kind: 'SYSTEM', title: 'Aviso', dedupeKey: key });
    const rows = await t.db.select().from(notifications).where(eq(notifications.dedupeKey, key));
    expect(rows.map((r) => r.userId).sort()).toEqual([f.student.user.id, f.classmate.user.id].sort());
  });
});
