import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SPECIALTY_AREAS, personFullName } from '@inpro/shared-contracts';
import { certificates, courses, enrolments, resources, users } from '../db/schema';
import { describeEachDb } from '../test/testApp';
import { seedDemoIfEmpty, seedOnStart } from './index';

const login = (email: string) => ({
  method: 'POST' as const,
  url: '/api/auth/login',
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify({ email, password: 'Inpro2026!' }),
});

describeEachDb('demo seed', (t) => {
  // What the server does on start (`npm start` sets SEED_DEMO=1): on PGlite and on PostgreSQL alike.
  beforeAll(async () => {
    expect(await seedOnStart(t.app)).toBe(true);
  });

  it('runs only on an empty database', async () => {
    expect(await seedDemoIfEmpty(t.db, t.app.storage)).toBe(false);
  });

  it('creates the four demo accounts with their roles and password Inpro2026!', async () => {
    const expected: Record<string, string> = {
      'superadmin@inpro.test': 'SUPER_ADMIN',
      'admin@inpro.test': 'ADMIN',
      'docente@inpro.test': 'DOCENTE',
      'estudiante@inpro.test': 'ESTUDIANTE',
    };
    for (const [email, role] of Object.entries(expected)) {
      const res = await t.inject(login(email));
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe(role);
    }
    const [student] = await t.db.select().from(users).where(eq(users.email, 'estudiante@inpro.test'));
    expect(student).toMatchObject({ studentCode: 'A2026-0001', dni: '45678912' });
  });

  it('stores the demo people with their given names and surnames as written and the title apart', async () => {
    const [teacher] = await t.db.select().from(users).where(eq(users.email, 'docente@inpro.test'));
    expect(teacher).toMatchObject({
      honorific: 'Dra.',
      firstName: 'Lucía',
      lastName: 'Fernández Paredes',
      fullName: 'Dra. Lucía Fernández Paredes',
    });
    const [student] = await t.db.select().from(users).where(eq(users.email, 'estudiante@inpro.test'));
    expect(student).toMatchObject({ honorific: '', firstName: 'Jorge Luis', lastName: 'Ramírez Torres' });
    for (const u of await t.db.select().from(users)) {
      expect(personFullName(u.honorific, u.firstName ?? '', u.lastName ?? '')).toBe(u.fullName);
    }
  });

  it('has ≥24 published courses and drafts over the 19 specialties and the four types', async () => {
    const all = await t.db.select().from(courses);
    const published = all.filter((c) => c.published);
    expect(published.length).toBeGreaterThanOrEqual(24);
    expect(all.length - published.length).toBeGreaterThanOrEqual(2);
    expect(new Set(published.map((c) => c.area))).toEqual(new Set(SPECIALTY_AREAS));
    expect(new Set(published.map((c) => c.type))).toEqual(new Set(['Curso', 'Especialidad', 'Diplomado', 'Programa']));
    expect(published.every((c) => c.syllabus.length > 0 && c.requirements.length > 0 && c.description.length > 40 && c.price > 0)).toBe(
      true,
    );
    const [teacher] = await t.db.select().from(users).where(eq(users.email, 'docente@inpro.test'));
    expect(all.filter((c) => c.teacherId === teacher.id).length).toBeGreaterThanOrEqual(5);
    const res = await t.inject({ method: 'GET', url: '/api/courses/filter?size=100' });
    expect(res.json().totalElements).toBe(published.length);
    expect(res.json().content[0].schedule.length).toBeGreaterThan(0);
  });

  it('search finds what people type: conciliacion → Conciliadores, arbitraje → Árbitros', async () => {
    const search = async (q: string) =>
      (await t.inject({ method: 'GET', url: `/api/courses/filter?q=${encodeURIComponent(q)}&size=50` })).json().content as Array<{
        title: string;
        area: string;
      }>;
    const conciliation = await search('conciliacion');
    expect(conciliation.length).toBeGreaterThan(0);
    expect(conciliation.some((c) => c.area === 'Formación de Conciliadores')).toBe(true);
    const arbitration = await search('arbitraje');
    expect(arbitration.some((c) => c.title === 'Formación y Acreditación de Árbitros')).toBe(true);
  });

  it('offers diplomas (and courses) in every modality: Presencial, Virtual and Mixto', async () => {
    const res = await t.inject({ method: 'GET', url: '/api/courses/filter?size=100' });
    const modeOf = (c: { schedule?: Array<{ mode?: string | null }> }) => c.schedule?.[0]?.mode ?? null;
    const published = res.json().content as Array<{ type: string; schedule?: Array<{ mode?: string | null }> }>;
    const diplomaModes = new Set(published.filter((c) => c.type === 'Diplomado').map(modeOf));
    expect(diplomaModes).toEqual(new Set(['Presencial', 'Virtual', 'Mixto']));
    const courseModes = new Set(published.filter((c) => c.type === 'Curso').map(modeOf));
    expect(courseModes).toEqual(new Set(['Presencial', 'Virtual', 'Mixto']));
  });

  it('enrols the demo student in several courses with real PDF files, a video and two certificates', async () => {
    const [student] = await t.db.select().from(users).where(eq(users.email, 'estudiante@inpro.test'));
    const mine = await t.db.select().from(enrolments).where(eq(enrolments.userId, student.id));
    expect(mine.length).toBeGreaterThanOrEqual(3);
    const files = await t.db.select().from(resources);
    const pdfs = files.filter((r) => r.type === 'pdf');
    expect(pdfs.length).toBeGreaterThanOrEqual(4);
    const bytes = await readFile(path.join(t.storageDir, ...(pdfs[0].storageKey as string).split('/')));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(pdfs[0].size);
    expect(files.some((r) => r.type === 'iframe' && /youtube\.com\/embed\//.test(r.url ?? ''))).toBe(true);
    const certs = await t.db.select().from(certificates).where(eq(certificates.userId, student.id));
    expect(certs).toHaveLength(2);
    expect(certs.every((c) => /^INPRO-2026-\d{6}$/.test(c.folio))).toBe(true);
  });

  it('shows every classroom state on the day it runs (docente@, estudiante@, docente2@)', async () => {
    const token = async (email: string) => {
      const res = await t.inject(login(email));
      expect(res.statusCode).toBe(200);
      return { authorization: `Bearer ${res.json().token ?? res.json().accessToken}` };
    };
    const student = await token('estudiante@inpro.test');
    const teacher = await token('docente@inpro.test');
    const other = await token('docente2@inpro.test');
    const get = async (url: string, auth: { authorization: string }) => {
      const res = await t.inject({ method: 'GET', url: `/api${url}`, headers: auth });
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    const classes = (await get('/student/classes', student)) as Array<{
      status: string;
      attendanceStatus: string;
      sessionDate: string;
      startsAt: string;
    }>;
    expect(classes.filter((c) => c.status === 'EN_VIVO')).toHaveLength(1);
    expect(classes.some((c) => c.status === 'PROXIMA' && new Date(c.startsAt).getTime() - Date.now() < 4 * 3600 * 1000)).toBe(true);
    const finished = classes.filter((c) => c.status === 'FINALIZADA');
    expect(finished.some((c) => c.attendanceStatus === 'PRESENTE')).toBe(true);
    expect(finished.some((c) => c.attendanceStatus === 'AUSENTE')).toBe(true);
    expect(classes.filter((c) => c.status === 'PROXIMA').length).toBeGreaterThanOrEqual(5);

    const courses = (await get('/teacher/courses?size=50', teacher)).content as Array<{ id: number; title: string }>;
    const arbitros = courses.find((c) => c.title === 'Formación y Acreditación de Árbitros') as { id: number };
    const attendanceOf = await get(`/student/courses/${arbitros.id}/attendance`, student);
    expect(attendanceOf.current).toMatchObject({ status: 'EN_VIVO', attendanceOpen: true, canMark: true });
    expect(attendanceOf.counters.present).toBeGreaterThan(0);
    expect(attendanceOf.counters.absent).toBeGreaterThan(0);

    const rects = await get('/teacher/rectifications?status=PENDIENTE', teacher);
    expect(rects.length).toBeGreaterThanOrEqual(1);
    const grades = await get('/student/grades', student);
    expect(grades.items.length).toBeGreaterThanOrEqual(3);
    expect(grades.average).toBeGreaterThan(11);
    const evaluationsList = (await get('/student/evaluations', student)) as Array<{ type: string; state: string; dueAt: string }>;
    expect(evaluationsList.some((e) => e.type === 'Quiz' && e.state === 'POR_ENTREGAR')).toBe(true);
    expect(evaluationsList.some((e) => e.type === 'Tarea' && e.state === 'POR_ENTREGAR' && new Date(e.dueAt).getTime() > Date.now())).toBe(
      true,
    );
    const statuses = new Set(
      ((await get('/teacher/submissions?size=200', teacher)).content as Array<{ status: string }>).map((s) => s.status),
    );
    expect(statuses).toEqual(new Set(['PENDIENTE', 'EN_REVISION', 'CALIFICADO']));
    const dashboard = await get('/teacher/dashboard', teacher);
    expect(dashboard.pendingReview).toBeGreaterThanOrEqual(3);
    expect(dashboard.courses.some((c: { percent: number }) => c.percent > 0 && c.percent < 100)).toBe(true);
    expect((await get('/student/announcements', student)).length).toBeGreaterThanOrEqual(1);
    expect((await get('/notifications', student)).unreadCount).toBeGreaterThan(0);
    const progress = (await get('/student/progress', student)) as Array<{ courseId: number; percent: number }>;
    expect(progress.find((p) => p.courseId === arbitros.id)?.percent).toBeGreaterThan(0);
    const resourcesOfCourse = await Promise.all(
      ((await get(`/materials/courses/${arbitros.id}/units`, student)) as Array<{ id: number }>).map((u) =>
        get(`/materials/units/${u.id}/resources`, student),
      ),
    );
    const types = new Set(resourcesOfCourse.flat().map((r: { type: string }) => r.type));
    expect(types).toEqual(new Set(['pdf', 'iframe', 'link', 'exam']));

    const refused = await t.inject({ method: 'GET', url: `/api/teacher/sessions?courseId=${arbitros.id}`, headers: other });
    expect(refused.statusCode).toBe(403);
    expect((await get('/teacher/courses', other)).content.length).toBeGreaterThanOrEqual(1);
  });

  it('shows every payment state: the demo student paid, partial with an overdue installment, voucher pending and refused', async () => {
    const token = (await t.inject(login('estudiante@inpro.test'))).json().token;
    const statement = (
      await t.inject({ method: 'GET', url: '/api/my/account-statement', headers: { authorization: `Bearer ${token}` } })
    ).json();
    const statuses = new Set(statement.history.map((p: { status: string }) => p.status));
    expect(statuses).toEqual(new Set(['APROBADO', 'PENDIENTE', 'RECHAZADO']));
    expect(statement.history.find((p: { status: string }) => p.status === 'RECHAZADO').reason).toBeTruthy();
    expect(statement.overdue).toBe(true);
    expect(statement.balanceDue).toBeGreaterThan(0);
    expect(statement.courses.some((c: { overdue: boolean; blocked: boolean }) => c.overdue && !c.blocked)).toBe(true);
    const paid = statement.history.find((p: { status: string; receiptNumber: string | null }) => p.status === 'APROBADO');
    const receipt = await t.inject({
      method: 'GET',
      url: `/api/my/payments/${paid.id}/receipt.pdf`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(receipt.statusCode).toBe(200);
    // The master administrator's figures: something collected, pending, overdue; a student whose materials are refused (Debe).
    const master = (await t.inject(login('superadmin@inpro.test'))).json().token;
    const summary = (
      await t.inject({ method: 'GET', url: '/api/superadmin/payments/summary', headers: { authorization: `Bearer ${master}` } })
    ).json();
    expect(summary.collected.amount).toBeGreaterThan(0);
    expect(summary.pending.amount).toBeGreaterThan(0);
    expect(summary.overdue.amount).toBeGreaterThan(0);
    expect(summary.byStatus.every((s: { count: number }) => s.count > 0)).toBe(true);
    expect(summary.balances.some((b: { overdue: boolean }) => b.overdue)).toBe(true);
  });
});
