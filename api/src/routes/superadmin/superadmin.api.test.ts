import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { attendance, auditLog, courseSessions, courses, enrolments, installments, orders, payments, users } from '../../db/schema';
import { describeOnDb, type TestDb, type TestUser } from '../../test/testApp';

/** Lima calendar date of now plus `days`. */
function limaDay(days = 0): string {
  return new Date(Date.now() - 5 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

interface World {
  sa: TestUser;
  course: { id: number; title: string; code: string };
  draft: { id: number };
  paid: TestUser;
  partial: TestUser;
  owing: TestUser;
  incomplete: TestUser;
}

/** A course with three students: one paid in full, one with an installment paid, one overdue. */
async function world(t: TestDb, tag: string): Promise<World> {
  const sa = await t.user('SUPER_ADMIN');
  const teacher = await t.user('DOCENTE');
  const [course] = await t.db
    .insert(courses)
    .values({ code: `SA-${tag}`, title: `Curso Maestro ${tag}`, teacherId: teacher.user.id, published: true, price: 300 })
    .returning();
  const [draft] = await t.db
    .insert(courses)
    .values({ code: `SB-${tag}`, title: `Borrador ${tag}`, teacherId: teacher.user.id })
    .returning();
  const verified = { dni: '12345678', phone: '999888777', emailVerifiedAt: new Date() };
  const paid = await t.user('ESTUDIANTE', { ...verified, fullName: `Pagado ${tag}` });
  const partial = await t.user('ESTUDIANTE', { dni: '22345678', phone: '988777666', fullName: `Parcial ${tag}` });
  const owing = await t.user('ESTUDIANTE', { ...verified, dni: '32345678', fullName: `Deudor ${tag}` });
  const incomplete = await t.user('ESTUDIANTE', { fullName: `Incompleto ${tag}`, active: false });
  for (const s of [paid, partial, owing]) await t.db.insert(enrolments).values({ userId: s.user.id, courseId: course.id });

  const order = async (u: TestUser, status: 'PAID' | 'PARTIAL' | 'PENDING') => {
    const [o] = await t.db
      .insert(orders)
      .values({
        courseId: course.id,
        userId: u.user.id,
        courseTitle: course.title,
        courseCode: course.code,
        buyerName: u.user.fullName,
        buyerEmail: u.user.email,
        total: 300,
        status,
        provider: 'sandbox',
        plan: 'INSTALLMENTS',
      })
      .returning();
    return o;
  };
  const pay = async (orderId: number, installmentId: number, u: TestUser, amount: number) => {
    await t.db.insert(payments).values({
      orderId,
      installmentId,
      userId: u.user.id,
      method: 'VOUCHER',
      provider: 'voucher',
      amount,
      status: 'APROBADO',
      decidedBy: sa.user.id,
      decidedAt: new Date(),
    });
  };
  // Paid: two installments, both PAGADO.
  const o1 = await order(paid, 'PAID');
  const [i11, i12] = await t.db
    .insert(installments)
    .values([
      { orderId: o1.id, seq: 1, amount: 150, dueDate: limaDay(-20), status: 'PAGADO' },
      { orderId: o1.id, seq: 2, amount: 150, dueDate: limaDay(-1), status: 'PAGADO' },
    ])
    .returning();
  await pay(o1.id, i11.id, paid, 150);
  await pay(o1.id, i12.id, paid, 150);
  // Partial: first paid, second due next month.
  const o2 = await order(partial, 'PARTIAL');
  const [i21] = await t.db
    .insert(installments)
    .values([
      { orderId: o2.id, seq: 1, amount: 150, dueDate: limaDay(-3), status: 'PAGADO' },
      { orderId: o2.id, seq: 2, amount: 150, dueDate: limaDay(30), status: 'PENDIENTE' },
    ])
    .returning();
  await pay(o2.id, i21.id, partial, 150);
  // Owing: first installment overdue, a voucher waiting for a decision.
  const o3 = await order(owing, 'PENDING');
  const [i31] = await t.db
    .insert(installments)
    .values([
      { orderId: o3.id, seq: 1, amount: 150, dueDate: limaDay(-5), status: 'EN_REVISION' },
      { orderId: o3.id, seq: 2, amount: 150, dueDate: limaDay(25), status: 'PENDIENTE' },
    ])
    .returning();
  await t.db
    .insert(payments)
    .values({ orderId: o3.id, installmentId: i31.id, userId: owing.user.id, method: 'VOUCHER', provider: 'voucher', amount: 150 });

  // Attendance: two marks, one present, in a session held yesterday.
  const [session] = await t.db
    .insert(courseSessions)
    .values({ courseId: course.id, sessionDate: limaDay(-1), startTime: '19:00', endTime: '21:00' })
    .returning();
  await t.db.insert(attendance).values([
    { sessionId: session.id, userId: paid.user.id, status: 'PRESENTE' },
    { sessionId: session.id, userId: owing.user.id, status: 'AUSENTE' },
  ]);
  return { sa, course, draft, paid, partial, owing, incomplete };
}

const get = (t: TestDb, url: string, who: TestUser) => t.inject({ method: 'GET', url, headers: who.auth });

describeOnDb('master administrator views', (t) => {
  let w: World;
  beforeAll(async () => {
    w = await world(t, 'W');
  });

  it('only SUPER_ADMIN/SUPERADMIN reach them (anonymous 401; ADMIN, DOCENTE, ESTUDIANTE 403)', async () => {
    const today = dmy(limaDay());
    const urls = [
      '/api/superadmin/dashboard',
      '/api/superadmin/participants',
      '/api/superadmin/participants/export',
      '/api/superadmin/courses',
      `/api/superadmin/reports?type=Cursos&from=${today}&to=${today}`,
      `/api/superadmin/reports/export?type=Cursos&from=${today}&to=${today}&format=csv`,
    ];
    const others = await Promise.all((['ADMIN', 'DOCENTE', 'ESTUDIANTE'] as const).map((r) => t.user(r)));
    const legacy = await t.user('SUPERADMIN');
    for (const url of urls) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const who of others) expect((await get(t, url, who)).statusCode).toBe(403);
      expect((await get(t, url, legacy)).statusCode).toBe(200);
    }
  });

  it('lists participants with registration, payment and account states, filters each', async () => {
    const res = await get(t, '/api/superadmin/participants?q=W&size=200', w.sa);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().content.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(w.paid.user.id)).toMatchObject({
      registration: 'Verificado',
      payment: 'Pagado',
      balance: 0,
      status: 'Activo',
      courses: 1,
    });
    expect(byId.get(w.partial.user.id)).toMatchObject({ registration: 'Pendiente', payment: 'Parcial', balance: 150 });
    expect(byId.get(w.owing.user.id)).toMatchObject({ registration: 'Verificado', payment: 'Debe', balance: 300 });
    expect(byId.get(w.incomplete.user.id)).toMatchObject({ registration: 'Incompleto', payment: null, status: 'Inactivo', courses: 0 });

    const ids = async (query: string) =>
      (await get(t, `/api/superadmin/participants?q=W&size=200&${query}`, w.sa)).json().content.map((p: { id: number }) => p.id);
    expect(await ids('registration=Verificado')).toEqual(expect.arrayContaining([w.paid.user.id, w.owing.user.id]));
    expect(await ids('registration=pendiente')).toEqual([w.partial.user.id]);
    expect(await ids('payment=Debe')).toEqual([w.owing.user.id]);
    expect(await ids('payment=Parcial')).toEqual([w.partial.user.id]);
    expect(await ids('status=Inactivo')).toEqual([w.incomplete.user.id]);
    const paged = (await get(t, '/api/superadmin/participants?q=W&size=2&page=1', w.sa)).json();
    expect(paged).toMatchObject({ page: 1, size: 2, totalElements: 4, totalPages: 2 });

    const bad = await get(t, '/api/superadmin/participants?payment=Regalado', w.sa);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Estado de pago inválido (Pagado, Parcial o Debe).');
  });

  it('exports the filtered participants as CSV and records the export', async () => {
    const res = await get(t, '/api/superadmin/participants/export?q=W&payment=Debe', w.sa);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="participantes-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Nombre,Email,DNI,Teléfono,Código de alumno,Registro,Pago,Saldo (S/),Estado,Cursos,Registrado');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Deudor W,${w.owing.user.email},32345678,999888777`);
    expect(lines[1]).toContain('Verificado,Debe,300.00,Activo,1');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'participants'), eq(auditLog.actorEmail, w.sa.user.email)))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ action: 'EXPORT', actorEmail: w.sa.user.email });
    expect(entry.details).toMatchObject({ format: 'csv', rows: 1, filters: { q: 'W', payment: 'Debe' } });
  });

  it('lists every course with enrolled, revenue and published', async () => {
    const res = await get(t, '/api/superadmin/courses?q=W', w.sa);
    expect(res.statusCode).toBe(200);
    const list = res.json().content;
    expect(list.find((c: { id: number }) => c.id === w.course.id)).toMatchObject({
      enrolled: 3,
      revenue: 450,
      published: true,
      price: 300,
    });
    expect(list.find((c: { id: number }) => c.id === w.draft.id)).toMatchObject({ enrolled: 0, revenue: 0, published: false });
    const drafts = (await get(t, '/api/superadmin/courses?q=W&published=false', w.sa)).json().content.map((c: { id: number }) => c.id);
    expect(drafts).toEqual([w.draft.id]);
    expect((await get(t, '/api/superadmin/courses?published=quizas', w.sa)).statusCode).toBe(400);
  });

  it('computes the dashboard figures from the data', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: w.paid.user.email, password: 'Clave-Segura-1' }),
    });
    const res = await get(t, '/api/superadmin/dashboard', w.sa);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    expect(d.activeStudents.value).toBeGreaterThanOrEqual(3);
    expect(d.activeStudents.series).toHaveLength(6);
    expect(d.coursesPublished.value).toBeGreaterThanOrEqual(1);
    expect(d.revenueThisMonth.series).toHaveLength(6);
    expect(d.revenueThisMonth.value + d.revenueLastMonth).toBeGreaterThanOrEqual(450);
    expect(d.pendingPayments).toMatchObject({ count: 3, toReview: 1, value: 450 });
    expect(d.attendanceRate.value).toBe(50);
    expect(d.attendanceRate.series).toHaveLength(8);
    expect(d.signInsToday.value).toBeGreaterThanOrEqual(1);
    expect(d.signInsToday.series).toHaveLength(14);
    expect(d.signInsToday.series[13].period).toBe(limaDay());
  });

  it('previews the three reports for a period and validates the dates in Spanish', async () => {
    const from = dmy(limaDay(-30));
    const to = dmy(limaDay());
    const fin = await get(t, `/api/superadmin/reports?type=Financiero&from=${from}&to=${to}`, w.sa);
    expect(fin.statusCode).toBe(200);
    expect(fin.json()).toMatchObject({ type: 'Financiero', title: 'Reporte financiero', from: limaDay(-30), to: limaDay(), totalRows: 3 });
    expect(fin.json().footer[7]).toBe(450);
    expect(fin.json().rows[0]).toEqual(expect.arrayContaining(['Voucher', 150, w.course.title]));

    const cur = await get(t, `/api/superadmin/reports?type=cursos&from=${from}&to=${to}`, w.sa);
    const row = cur.json().rows.find((r: unknown[]) => r[0] === w.course.code);
    expect(row).toEqual([w.course.code, w.course.title, 'Curso', 'Publicado', 3, 3, 450, 50]);

    const usr = await get(t, `/api/superadmin/reports?type=Usuarios&from=${from}&to=${to}`, w.sa);
    const me = usr.json().rows.find((r: unknown[]) => r[1] === w.partial.user.email);
    expect(me).toEqual([w.partial.user.fullName, w.partial.user.email, 'Estudiante', 'Activo', 'Pendiente', dmy(limaDay()), '', 0]);

    const cases: [string, string][] = [
      ['type=Cursos&from=&to=01/01/2026', 'Indica la fecha inicial.'],
      ['type=Cursos&from=31/02/2026&to=01/03/2026', 'Fecha inválida: usa el formato dd/mm/aaaa.'],
      ['type=Cursos&from=02/03/2026&to=01/03/2026', 'La fecha inicial no puede ser posterior a la fecha final.'],
      ['type=Cursos&from=01/01/2010&to=01/01/2026', 'El periodo no puede superar 5 años.'],
      ['type=Ventas&from=01/01/2026&to=01/03/2026', 'Tipo de reporte inválido (Financiero, Cursos o Usuarios).'],
    ];
    for (const [query, message] of cases) {
      const bad = await get(t, `/api/superadmin/reports?${query}`, w.sa);
      expect(bad.statusCode).toBe(400);
      expect(Object.values(bad.json().details ?? {}).concat(bad.json().error)).toContain(message);
    }
  });

  it('downloads reports as CSV, XLSX and PDF and records each export', async () => {
    const range = `from=${limaDay(-30)}&to=${limaDay()}`;
    const csv = await get(t, `/api/superadmin/reports/export?type=Financiero&${range}&format=csv`, w.sa);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`reporte-financiero-${limaDay(-30)}-al-${limaDay()}.csv`);
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('Fecha,Participante,Email,Curso,Código,Concepto,Método,Monto (S/)');

    const xlsx = await get(t, `/api/superadmin/reports/export?type=Cursos&${range}&format=XLSX`, w.sa);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Reporte de cursos');
    const values: unknown[] = [];
    sheet.eachRow((r) => values.push(r.values));
    expect(JSON.stringify(values)).toContain(w.course.title);

    const pdf = await get(t, `/api/superadmin/reports/export?type=Usuarios&${range}&format=pdf`, w.sa);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const bad = await get(t, `/api/superadmin/reports/export?type=Usuarios&${range}&format=doc`, w.sa);
    expect(bad.statusCode).toBe(400);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report'), eq(auditLog.actorEmail, w.sa.user.email)))
      .orderBy(auditLog.id);
    expect(entries.map((e) => [e.action, (e.details as { format: string }).format, (e.details as { type: string }).type])).toEqual([
      ['EXPORT', 'csv', 'Financiero'],
      ['EXPORT', 'xlsx', 'Cursos'],
      ['EXPORT', 'pdf', 'Usuarios'],
    ]);
  });

  it('keeps deleted users out without failing (participants of a removed account disappear)', async () => {
    const gone = await t.user('ESTUDIANTE', { fullName: 'Se Va W' });
    await t.db.delete(users).where(eq(users.id, gone.user.id));
    const res = await get(t, '/api/superadmin/participants?q=Se%20Va', w.sa);
    expect(res.json().content).toEqual([]);
  });
});
