/**
 * GET /api/me/events: who receives what. Streams are read as a browser reads them (a real listening
 * server, fetch with the bearer header); events come from the database triggers, whatever wrote the row.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { limaDate, limaInstant, limaTime, sessionInterval } from '@inpro/shared-contracts';
import { describeEachDb, TestDb, TEST_PASSWORD, type TestUser } from '../test/testApp';
import { describeOnPostgres } from '../test/describeOnPostgres';
import { publishClassBoundaries } from './classClock';
import {
  attendance,
  attendanceRectifications,
  courseSessions,
  courses,
  enrolments,
  evaluations,
  notifications,
  orders,
  payments,
  settings,
  submissions,
  users,
} from '../db/schema';

interface Received {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

/** One open stream: the messages received so far, and whether the server ended it. */
class Stream {
  readonly messages: Received[] = [];
  ended = false;
  status = 0;
  private readonly controller = new AbortController();
  private opened!: Promise<void>;

  static async open(base: string, token: string, lastEventId?: string): Promise<Stream> {
    const s = new Stream();
    s.opened = s.run(base, token, lastEventId);
    await s.until((m) => m.event === 'ready' || s.status !== 200, 10_000);
    return s;
  }

  private async run(base: string, token: string, lastEventId?: string): Promise<void> {
    const res = await fetch(`${base}/api/me/events`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
      signal: this.controller.signal,
    });
    this.status = res.status;
    if (res.status !== 200 || !res.body) {
      this.ended = true;
      return;
    }
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const msg: Partial<Received> = {};
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon <= 0) continue;
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') msg.id = value;
            else if (field === 'event') msg.event = value;
            else if (field === 'data') msg.data = JSON.parse(value);
          }
          if (msg.data) this.messages.push({ id: msg.id ?? '', event: msg.event ?? 'message', data: msg.data });
        }
      }
    } catch {
      // aborted by the test
    }
    this.ended = true;
  }

  /** Waits until a received message matches (or the stream ended); answers it. */
  async until(match: (m: Received) => boolean, ms = 5000): Promise<Received | undefined> {
    const end = Date.now() + ms;
    for (;;) {
      const found = this.messages.find(match);
      if (found || this.ended || Date.now() > end) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
  }

  of(kind: string): Received[] {
    return this.messages.filter((m) => m.event === kind);
  }

  get lastId(): string {
    return this.messages[this.messages.length - 1]?.id ?? '';
  }

  async close(): Promise<void> {
    this.controller.abort();
    await this.opened.catch(() => undefined);
  }
}

/** Lets an event that should not come have its chance to arrive. */
const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));

async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

async function payment(t: TestDb, student: TestUser) {
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: student.user.id,
      courseTitle: 'Curso en vivo',
      buyerName: student.user.fullName,
      buyerEmail: student.user.email,
      total: 100,
      provider: 'voucher',
    })
    .returning();
  const [row] = await t.db
    .insert(payments)
    .values({ orderId: order.id, userId: student.user.id, method: 'VOUCHER', provider: 'voucher', amount: 100 })
    .returning();
  return row;
}

/** A course of a new teacher with an active student, an inactive one, and a student of another course. */
async function classAudience(t: TestDb) {
  const teacher = await t.user('DOCENTE');
  const [ana, beto, carla] = [await t.user('ESTUDIANTE'), await t.user('ESTUDIANTE'), await t.user('ESTUDIANTE')];
  const [course, other] = await t.db
    .insert(courses)
    .values([
      { code: t.email('live-c'), title: 'Curso en vivo', teacherId: teacher.user.id },
      { code: t.email('live-o'), title: 'Otro curso', teacherId: (await t.user('DOCENTE')).user.id },
    ])
    .returning();
  await t.db.insert(enrolments).values([
    { userId: ana.user.id, courseId: course.id },
    { userId: carla.user.id, courseId: course.id, status: 'INACTIVO' },
    { userId: beto.user.id, courseId: other.id },
  ]);
  return { teacher, ana, beto, carla, course };
}

/** A session of `courseId` starting two hours from now (Lima wall clock), so that no clock reaches it during the test. */
async function laterSession(t: TestDb, courseId: number, extra: Partial<typeof courseSessions.$inferInsert> = {}) {
  const at = new Date(Date.now() + 2 * 3_600_000);
  const [session] = await t.db
    .insert(courseSessions)
    .values({
      courseId,
      sessionDate: limaDate(at),
      startTime: limaTime(at),
      endTime: limaTime(new Date(at.getTime() + 3_600_000)),
      joinUrl: 'https://meet.example.com/en-vivo',
      ...extra,
    })
    .returning();
  return session;
}

/** The release state in a folder of the tests' own (the one-machine default: the CLI writes remotes.json). */
const ARTIFACTS = mkdtempSync(path.join(tmpdir(), 'inpro-live-artifacts-'));

describeEachDb(
  'live events',
  (t) => {
    let base: string;
    const open: Stream[] = [];
    const stream = async (user: TestUser | string, lastEventId?: string) => {
      const s = await Stream.open(base, typeof user === 'string' ? user : user.token, lastEventId);
      open.push(s);
      return s;
    };

    beforeAll(async () => {
      base = await listen(t.app);
    });
    afterEach(async () => {
      for (const s of open.splice(0)) await s.close();
    });

    it('refuses a caller without a valid token, and never takes the token from the query string', async () => {
      const anonymous = await fetch(`${base}/api/me/events`, { headers: { accept: 'text/event-stream' } });
      expect(anonymous.status).toBe(401);
      expect(((await anonymous.json()) as { error: string }).error).toMatch(/sesión/i);
      const student = await t.user('ESTUDIANTE');
      const inQuery = await fetch(`${base}/api/me/events?token=${student.token}`, { headers: { accept: 'text/event-stream' } });
      expect(inQuery.status).toBe(401);
      await inQuery.body?.cancel();
    });

    it('a student receives their own notification and never another student’s', async () => {
      const ana = await t.user('ESTUDIANTE');
      const beto = await t.user('ESTUDIANTE');
      const sa = await stream(ana);
      const sb = await stream(beto);
      const [n] = await t.db
        .insert(notifications)
        .values({ userId: ana.user.id, kind: 'SYSTEM' as never, title: 'Hola Ana' })
        .returning();
      const got = await sa.until((m) => m.event === 'notification');
      expect(got?.data).toEqual({ kind: 'notification', notificationId: n.id });
      await settle();
      expect(sb.of('notification')).toEqual([]);
      // Ids and kinds only: no title, no body, nothing personal.
      expect(JSON.stringify(sa.messages)).not.toContain('Hola Ana');
    });

    it('a payment decision reaches its student and the master administrator, not another student', async () => {
      const ana = await t.user('ESTUDIANTE');
      const beto = await t.user('ESTUDIANTE');
      const master = await t.user('SUPER_ADMIN');
      const admin = await t.user('ADMIN');
      const p = await payment(t, ana);
      const [sa, sb, sm, sadmin] = [await stream(ana), await stream(beto), await stream(master), await stream(admin)];
      await t.db.update(payments).set({ status: 'APROBADO' }).where(eq(payments.id, p.id));
      const mine = await sa.until((m) => m.event === 'payment' && m.data.status === 'APROBADO');
      expect(mine?.data).toEqual({ kind: 'payment', paymentId: p.id, orderId: p.orderId, status: 'APROBADO' });
      expect((await sm.until((m) => m.event === 'payment' && m.data.status === 'APROBADO'))?.data.paymentId).toBe(p.id);
      await settle();
      expect(sb.of('payment')).toEqual([]);
      expect(sadmin.of('payment')).toEqual([]);
    });

    it('a new voucher reaches the master administrator’s alert', async () => {
      const ana = await t.user('ESTUDIANTE');
      const master = await t.user('SUPERADMIN');
      const sm = await stream(master);
      const p = await payment(t, ana);
      expect((await sm.until((m) => m.event === 'payment' && m.data.paymentId === p.id))?.data.status).toBe('PENDIENTE');
    });

    it('a settings change reaches everyone signed in', async () => {
      const people = [await t.user('ESTUDIANTE'), await t.user('DOCENTE'), await t.user('ADMIN'), await t.user('SUPER_ADMIN')];
      const streams = await Promise.all(people.map((p) => stream(p)));
      await t.db
        .insert(settings)
        .values({ key: 'live-test', value: { a: 1 } })
        .onConflictDoUpdate({ target: settings.key, set: { value: { a: 2 } } });
      for (const s of streams) expect((await s.until((m) => m.event === 'settings'))?.data).toEqual({ kind: 'settings', key: 'live-test' });
    });

    it('a release pointer move reaches the master administrators only', async () => {
      const master = await t.user('SUPER_ADMIN');
      const admin = await t.user('ADMIN');
      const [sm, sa] = [await stream(master), await stream(admin)];
      await t.db.execute(
        sql`insert into release_pointers (remote, container, version, updated_at) values ('mf-live-test', 'mf_live_test', '1.0.0', now())
          on conflict (remote) do update set version = '1.0.1', updated_at = now()`,
      );
      expect((await sm.until((m) => m.event === 'release'))?.data).toEqual({ kind: 'release', remote: 'mf-live-test' });
      await settle();
      expect(sa.of('release')).toEqual([]);
    });

    it('a pointer moved in the artifacts folder (the CLI on one machine) reaches the master administrators only', async () => {
      const master = await t.user('SUPER_ADMIN');
      const admin = await t.user('ADMIN');
      const [sm, sa] = [await stream(master), await stream(admin)];
      const pointer = { version: `1.0.${Date.now()}`, entry: 'remoteEntry.js', container: 'mf_folder_test' };
      writeFileSync(
        path.join(ARTIFACTS, 'remotes.json'),
        JSON.stringify({ updatedAt: new Date().toISOString(), remotes: { 'mf-folder-test': pointer } }),
      );
      expect((await sm.until((m) => m.event === 'release'))?.data).toEqual({ kind: 'release', remote: 'mf-folder-test' });
      await settle();
      expect(sa.of('release')).toEqual([]);
    });

    it('a graded submission reaches its student, not a classmate nor the teacher', async () => {
      const teacher = await t.user('DOCENTE');
      const [ana, beto] = [await t.user('ESTUDIANTE'), await t.user('ESTUDIANTE')];
      const [course] = await t.db
        .insert(courses)
        .values({ code: t.email('live-g'), title: 'Curso en vivo', teacherId: teacher.user.id })
        .returning();
      const [evaluation] = await t.db
        .insert(evaluations)
        .values({ courseId: course.id, title: 'Tarea en vivo', type: 'Tarea', dueAt: new Date(Date.now() + 86_400_000) })
        .returning();
      const [mine] = await t.db
        .insert(submissions)
        .values({ evaluationId: evaluation.id, userId: ana.user.id, text: 'Respuesta' })
        .returning();
      const [sa, sb, st] = [await stream(ana), await stream(beto), await stream(teacher)];
      await t.db
        .update(submissions)
        .set({ status: 'CALIFICADO', score: 16, feedback: 'Bien argumentado', gradedBy: teacher.user.id, gradedAt: new Date() })
        .where(eq(submissions.id, mine.id));
      expect((await sa.until((m) => m.event === 'grade'))?.data).toEqual({
        kind: 'grade',
        evaluationId: evaluation.id,
        submissionId: mine.id,
      });
      await settle();
      expect(sb.of('grade')).toEqual([]);
      expect(st.of('grade')).toEqual([]);
      expect(JSON.stringify(sa.messages)).not.toContain('Bien argumentado');
    });

    it('an attendance mark reaches the course’s teacher and its student; a rectification’s answer its student', async () => {
      const teacher = await t.user('DOCENTE');
      const other = await t.user('DOCENTE');
      const [ana, beto] = [await t.user('ESTUDIANTE'), await t.user('ESTUDIANTE')];
      const [course] = await t.db
        .insert(courses)
        .values({ code: t.email('live-a'), title: 'Curso en vivo', teacherId: teacher.user.id })
        .returning();
      const [session] = await t.db
        .insert(courseSessions)
        .values({ courseId: course.id, sessionDate: '2026-11-29', startTime: '19:00', endTime: '21:00' })
        .returning();
      const [sa, sb, st, so] = [await stream(ana), await stream(beto), await stream(teacher), await stream(other)];
      const [mark] = await t.db
        .insert(attendance)
        .values({ sessionId: session.id, userId: ana.user.id, status: 'PRESENTE', markedAt: new Date() })
        .returning();
      const expected = { kind: 'attendance', sessionId: session.id, courseId: course.id };
      expect((await st.until((m) => m.event === 'attendance'))?.data).toEqual(expected);
      expect((await sa.until((m) => m.event === 'attendance'))?.data).toEqual(expected);

      const [rect] = await t.db
        .insert(attendanceRectifications)
        .values({ attendanceId: mark.id, reason: 'Llegué tarde por el tráfico' })
        .returning();
      expect((await st.until((m) => m.event === 'attendance' && m.data.rectificationId === rect.id))?.data).toEqual({
        ...expected,
        rectificationId: rect.id,
      });
      await t.db
        .update(attendanceRectifications)
        .set({ status: 'ACEPTADA', resolvedAt: new Date() })
        .where(eq(attendanceRectifications.id, rect.id));
      expect((await sa.until((m) => m.event === 'attendance' && m.data.rectificationId === rect.id))?.data.sessionId).toBe(session.id);
      await settle();
      expect(sb.of('attendance')).toEqual([]);
      expect(so.of('attendance')).toEqual([]);
      expect(JSON.stringify(st.messages)).not.toContain('tráfico');
    });

    it('a class scheduled for today, and its start and end, reach its teacher and active students, once', async () => {
      const { teacher, ana, beto, carla, course } = await classAudience(t);
      const [st, sa, sb, sc] = [await stream(teacher), await stream(ana), await stream(beto), await stream(carla)];
      const session = await laterSession(t, course.id);
      const expected = { kind: 'class', courseId: course.id, sessionId: session.id };
      // Scheduled: the screens that show today's classes refetch.
      expect((await st.until((m) => m.event === 'class'))?.data).toEqual(expected);
      expect((await sa.until((m) => m.event === 'class'))?.data).toEqual(expected);

      // Its start and end, as the clock publishes them when they come (here, a clock set ahead).
      const span = sessionInterval(session)!;
      const start = new Date(span.start.getTime() + 500);
      // (Another test's session may share the minute: the streams say who received what.)
      expect((await publishClassBoundaries(t.db, start)).published).toBeGreaterThanOrEqual(1);
      // Another process's clock, or this one again, publishes nothing more.
      expect((await publishClassBoundaries(t.db, start)).published).toBe(0);
      expect((await sa.until((m) => m.event === 'class' && sa.of('class').length === 2))?.data).toEqual(expected);
      const end = new Date(span.end.getTime() + 500);
      expect((await publishClassBoundaries(t.db, end)).published).toBeGreaterThanOrEqual(1);
      await sa.until(() => sa.of('class').length === 3);
      await st.until(() => st.of('class').length === 3);
      await settle();
      expect(sa.of('class')).toHaveLength(3);
      expect(st.of('class')).toHaveLength(3);
      expect(sb.of('class')).toEqual([]);
      expect(sc.of('class')).toEqual([]);
    });

    it('the clock publishes a class boundary within a second of it, without being asked', async () => {
      const { ana, beto, course } = await classAudience(t);
      const [sa, sb] = [await stream(ana), await stream(beto)];
      // The attendance window is the one boundary with sub-minute precision: it closes 1.5 s from now.
      const closes = new Date(Date.now() + 1500);
      const session = await laterSession(t, course.id, { attendanceOpenUntil: closes });
      await sa.until((m) => m.event === 'class');
      const received: number[] = [];
      const seen = sa.of('class').length;
      const got = await sa.until(() => {
        if (sa.of('class').length > seen && !received.length) received.push(Date.now());
        return received.length > 0;
      }, 5000);
      expect(got).toBeDefined();
      expect(sa.of('class')[seen].data).toEqual({ kind: 'class', courseId: course.id, sessionId: session.id });
      expect(received[0]).toBeGreaterThanOrEqual(closes.getTime());
      expect(received[0] - closes.getTime()).toBeLessThan(1000);
      await settle();
      expect(sb.of('class')).toEqual([]);
    });

    it('a class moved or cancelled today reaches its audience; one a week away, nobody', async () => {
      const { ana, course } = await classAudience(t);
      const sa = await stream(ana);
      const week = limaDate(new Date(Date.now() + 7 * 86_400_000));
      const [far] = await t.db
        .insert(courseSessions)
        .values({ courseId: course.id, sessionDate: week, startTime: '10:00', endTime: '11:00' })
        .returning();
      await t.db.update(courseSessions).set({ topic: 'Solo el tema' }).where(eq(courseSessions.id, far.id));
      await settle();
      expect(sa.of('class')).toEqual([]);
      const session = await laterSession(t, course.id);
      await sa.until(() => sa.of('class').length === 1);
      // A topic is no change to the buttons; a cancellation is.
      await t.db.update(courseSessions).set({ topic: 'Otro tema' }).where(eq(courseSessions.id, session.id));
      await t.db.update(courseSessions).set({ cancelledAt: new Date() }).where(eq(courseSessions.id, session.id));
      await sa.until(() => sa.of('class').length === 2);
      await settle();
      expect(sa.of('class').map((m) => m.data.sessionId)).toEqual([session.id, session.id]);
      // A cancelled class's boundaries are never published.
      await publishClassBoundaries(t.db, new Date(limaInstant(session.sessionDate!, session.startTime).getTime() + 500));
      await settle();
      expect(sa.of('class')).toHaveLength(2);
    });

    it('a signed-out session’s stream ends at once; a deactivated or demoted person’s too', async () => {
      const email = t.email('salida');
      const ana = await t.user('ESTUDIANTE', { email });
      const login = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: { email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const cookie = String([login.headers['set-cookie']].flat().find((c) => String(c).startsWith('inpro_refresh='))).split(';')[0];
      const s = await stream(login.json().token as string);
      // Another of her sessions (this test's token has none) stays open when this one signs out.
      const other = await stream(ana);
      const out = await t.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
      expect(out.statusCode).toBe(204);
      await s.until(() => false, 3000);
      expect(s.ended).toBe(true);
      expect(other.ended).toBe(false);
      // The ended session cannot open a new stream.
      const again = await Stream.open(base, login.json().token as string);
      expect(again.status).toBe(401);

      await t.db.update(users).set({ active: false }).where(eq(users.id, ana.user.id));
      await other.until(() => false, 3000);
      expect(other.ended).toBe(true);

      const master = await t.user('SUPER_ADMIN');
      const sm = await stream(master);
      await t.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, master.user.id));
      await sm.until(() => false, 3000);
      expect(sm.ended).toBe(true);
    });

    it('a reconnect with Last-Event-ID gets what happened in between, and only its own', async () => {
      const ana = await t.user('ESTUDIANTE');
      const beto = await t.user('ESTUDIANTE');
      const first = await stream(ana);
      const lastSeen = first.lastId;
      expect(lastSeen).toMatch(/^\d+$/);
      await first.close();
      const [n1] = await t.db
        .insert(notifications)
        .values({ userId: ana.user.id, kind: 'SYSTEM' as never, title: 'Uno' })
        .returning();
      await t.db.insert(notifications).values({ userId: beto.user.id, kind: 'SYSTEM' as never, title: 'Otro' });
      const [n2] = await t.db
        .insert(notifications)
        .values({ userId: ana.user.id, kind: 'SYSTEM' as never, title: 'Dos' })
        .returning();
      const again = await stream(ana, lastSeen);
      expect(again.of('notification').map((m) => m.data.notificationId)).toEqual([n1.id, n2.id]);
      // The replay comes before 'ready', which carries the newest id: a later reconnect replays nothing twice.
      const ready = again.of('ready')[0];
      expect(Number(ready.id)).toBeGreaterThanOrEqual(Number(again.of('notification')[1].id));
      const third = await stream(ana, ready.id);
      expect(third.of('notification')).toEqual([]);
    });

    it('a browser away longer than the events are kept is told to refetch everything', async () => {
      const ana = await t.user('ESTUDIANTE');
      const first = await stream(ana);
      const lastSeen = first.lastId;
      await first.close();
      await t.db.insert(notifications).values({ userId: ana.user.id, kind: 'SYSTEM' as never, title: 'Antigua' });
      await t.db.execute(sql`update live_events set created_at = now() - interval '11 minutes'`);
      const again = await stream(ana, lastSeen);
      expect(again.messages.map((m) => m.event)).toEqual(['reset', 'ready']);
    });

    it('a stream the browser drops leaves the hub', async () => {
      // The streams the earlier tests dropped are gone first.
      const empty = async () => {
        for (let i = 0; i < 150 && t.app.live.size > 0; i++) await settle(20);
        return t.app.live.size;
      };
      expect(await empty()).toBe(0);
      const s = await stream(await t.user('ESTUDIANTE'));
      expect(t.app.live.size).toBe(1);
      await s.close();
      expect(await empty()).toBe(0);
    });
  },
  { artifactsDir: ARTIFACTS, releaseState: 'folder' },
);

describeOnPostgres('live events across two API instances on one PostgreSQL', () => {
  const t = new TestDb('postgres');
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;
  const open: Stream[] = [];
  beforeAll(async () => {
    await t.start();
    b = await t.sibling();
    baseA = await listen(t.app);
    baseB = await listen(b);
  }, 180_000);
  afterAll(async () => {
    for (const s of open) await s.close();
    await t.stop();
  }, 60_000);

  it('an event written through one instance reaches a stream held by the other, and a sign-out there ends it', async () => {
    const ana = await t.user('ESTUDIANTE');
    const onB = await Stream.open(baseB, ana.token);
    open.push(onB);
    const onA = await Stream.open(baseA, ana.token);
    open.push(onA);
    const started = Date.now();
    // Written through instance A's own database pool.
    const [n] = await t.app.db
      .insert(notifications)
      .values({ userId: ana.user.id, kind: 'SYSTEM' as never, title: 'x' })
      .returning();
    expect((await onB.until((m) => m.event === 'notification'))?.data.notificationId).toBe(n.id);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await onA.until((m) => m.event === 'notification'))?.data.notificationId).toBe(n.id);

    await t.app.db.update(users).set({ active: false }).where(eq(users.id, ana.user.id));
    await onB.until(() => false, 3000);
    expect(onB.ended).toBe(true);
  });

  it('a class boundary both instances’ clocks reach is published once', async () => {
    const { ana, course } = await classAudience(t);
    const onA = await Stream.open(baseA, ana.token);
    const onB = await Stream.open(baseB, ana.token);
    open.push(onA, onB);
    const closes = new Date(Date.now() + 1500);
    await laterSession(t, course.id, { attendanceOpenUntil: closes });
    // The session scheduled, then its attendance window closing: two events on each stream, never three.
    await onA.until(() => onA.of('class').length === 2, 5000);
    await onB.until(() => onB.of('class').length === 2, 5000);
    await settle(1000);
    expect(onA.of('class')).toHaveLength(2);
    expect(onB.of('class').map((m) => m.id)).toEqual(onA.of('class').map((m) => m.id));
  });
});
