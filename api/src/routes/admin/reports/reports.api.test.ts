import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import {
  attendance,
  auditLog,
  certificates,
  courseSessions,
  enrolments,
  evaluations,
  orders,
  payments,
  submissions,
  users,
} from '../../../db/schema';
import { makeCourse } from '../../../domain/materials/testData';
import { describeEachDb, type TestUser } from '../../../test/testApp';
import { REPORT_TITLE } from './export';

describeEachDb('admin reports', (t) => {
  let admin: TestUser;
  let teacher: TestUser;
  let a: TestUser;
  let b: TestUser;
  let penal: number;
  let civil: number;
  const url = (q: string) => `/api/admin/reports?${q}`;

  beforeAll(async () => {
    admin = await t.user('ADMIN');
    teacher = await t.user('DOCENTE');
    a = await t.user('ESTUDIANTE');
    b = await t.user('ESTUDIANTE');
    penal = (await makeCourse(t, teacher.user.id, { title: 'Derecho Penal I', code: 'RP-1', area: 'Derecho Penal' })).id;
    civil = (await makeCourse(t, teacher.user.id, { title: 'Derecho Civil I', code: 'RC-1', area: 'Derecho Civil' })).id;
    // Enrolments: two in March 2026 (penal), one in January (civil).
    await t.db.insert(enrolments).values([
      { userId: a.user.id, courseId: penal, createdAt: new Date('2026-03-10T15:00:00Z') },
      { userId: b.user.id, courseId: penal, createdAt: new Date('2026-03-20T15:00:00Z') },
      { userId: a.user.id, courseId: civil, createdAt: new Date('2026-01-05T15:00:00Z') },
    ]);
    // Revenue: 300 approved in March for penal, 100 pending (not counted).
    const [order] = await t.db
      .insert(orders)
      .values({
        courseId: penal,
        userId: a.user.id,
        courseTitle: 'Derecho Penal I',
        buyerName: 'A',
        buyerEmail: 'a@x.pe',
        total: 400,
        provider: 'sandbox',
      })
      .returning();
    await t.db.insert(payments).values([
      {
        orderId: order.id,
        userId: a.user.id,
        method: 'CARD',
        provider: 'sandbox',
        amount: 300,
        status: 'APROBADO',
        decidedAt: new Date('2026-03-11T15:00:00Z'),
      },
      { orderId: order.id, userId: a.user.id, method: 'VOUCHER', provider: 'voucher', amount: 100 },
    ]);
    // Attendance: 3 present of 4 marks in March.
    const sessions = await t.db
      .insert(courseSessions)
      .values([
        { courseId: penal, sessionDate: '2026-03-12' },
        { courseId: penal, sessionDate: '2026-03-19' },
      ])
      .returning();
    await t.db.insert(attendance).values([
      { sessionId: sessions[0].id, userId: a.user.id, status: 'PRESENTE' },
      { sessionId: sessions[0].id, userId: b.user.id, status: 'PRESENTE' },
      { sessionId: sessions[1].id, userId: a.user.id, status: 'PRESENTE' },
      { sessionId: sessions[1].id, userId: b.user.id, status: 'AUSENTE' },
    ]);
    // Grades 14 and 17 → 15.5.
    const [ev] = await t.db
      .insert(evaluations)
      .values({ courseId: penal, title: 'Examen parcial', type: 'Examen', dueAt: new Date('2026-03-24T15:00:00Z') })
      .returning();
    await t.db.insert(submissions).values([
      { evaluationId: ev.id, userId: a.user.id, status: 'CALIFICADO', score: 14, gradedAt: new Date('2026-03-25T15:00:00Z') },
      { evaluationId: ev.id, userId: b.user.id, status: 'CALIFICADO', score: 17, gradedAt: new Date('2026-03-26T15:00:00Z') },
    ]);
    // One of the two penal participants has the certificate.
    await t.db.insert(certificates).values({
      folio: 'RPT-2026-000001',
      userId: a.user.id,
      courseId: penal,
      courseTitle: 'Derecho Penal I',
      issuedAt: '2026-03-30',
      publicCode: 'RPT1-AAAA-BBBB',
    });
  });

  it('answers real figures per course and totals for the period', async () => {
    const res = await t.inject({ method: 'GET', url: url('from=01/03/2026&to=31/03/2026'), headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const p = body.courses.find((c: { courseId: number }) => c.courseId === penal);
    expect(p).toMatchObject({ enrolments: 2, revenue: 300, attendanceRate: 75, averageGrade: 15.5, completionRate: 50, certificates: 1 });
    const c = body.courses.find((x: { courseId: number }) => x.courseId === civil);
    expect(c).toMatchObject({ enrolments: 0, revenue: 0, attendanceRate: null, averageGrade: null, completionRate: 0 });
    expect(body.totals).toMatchObject({ enrolments: 2, revenue: 300, attendanceRate: 75, averageGrade: 15.5, certificates: 1 });
    expect(body.monthly).toEqual([{ month: '2026-03', enrolments: 2, revenue: 300 }]);
    expect(body.areas).toEqual(expect.arrayContaining(['Derecho Civil', 'Derecho Penal']));
  });

  it('filters by course and by area, months with zeros included', async () => {
    let body = (await t.inject({ method: 'GET', url: url(`from=2026-01-01&to=2026-03-31&courseId=${civil}`), headers: admin.auth })).json();
    expect(body.courses.map((c: { courseId: number }) => c.courseId)).toEqual([civil]);
    expect(body.monthly).toEqual([
      { month: '2026-01', enrolments: 1, revenue: 0 },
      { month: '2026-02', enrolments: 0, revenue: 0 },
      { month: '2026-03', enrolments: 0, revenue: 0 },
    ]);
    body = (await t.inject({ method: 'GET', url: url('from=2026-01-01&to=2026-03-31&area=derecho penal'), headers: admin.auth })).json();
    expect(body.courses.map((c: { courseId: number }) => c.courseId)).toEqual([penal]);
  });

  it('refuses bad periods in Spanish and is for administrators only', async () => {
    let res = await t.inject({ method: 'GET', url: url('from=31/03/2026&to=01/03/2026'), headers: admin.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('La fecha inicial no puede ser posterior a la fecha final.');
    res = await t.inject({ method: 'GET', url: url('to=01/03/2026'), headers: admin.auth });
    expect(res.json().error).toBe('Indica la fecha inicial.');
    expect((await t.inject({ method: 'GET', url: url('from=01/03/2026&to=31/03/2026') })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: url('from=01/03/2026&to=31/03/2026'), headers: teacher.auth })).statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: url('from=01/03/2026&to=31/03/2026'), headers: a.auth })).statusCode).toBe(403);
  });

  it('exports the same table as CSV, XLSX and PDF, each audited as an export', async () => {
    const q = `from=01/03/2026&to=31/03/2026&area=Derecho Penal`;
    const csv = await t.inject({ method: 'GET', url: `/api/admin/reports/export?${q}&format=csv`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('reporte-2026-03-01-al-2026-03-31.csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Código,Curso,Área,Inscripciones,Recaudación (S/),Asistencia (%),Promedio (0-20),Culminación (%),Certificados');
    expect(lines[1]).toBe('RP-1,Derecho Penal I,Derecho Penal,2,300,75,15.5,50,1');
    expect(lines[2]).toBe('Total,1 cursos,,2,300,75,15.5,50,1');

    const xlsx = await t.inject({ method: 'GET', url: `/api/admin/reports/export?${q}&format=xlsx`, headers: admin.auth });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0].getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1) : []));
    expect(values.flat()).toEqual(expect.arrayContaining([REPORT_TITLE, 'Derecho Penal I', 300, 15.5]));

    const pdf = await t.inject({ method: 'GET', url: `/api/admin/reports/export?${q}&format=pdf`, headers: admin.auth });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.action, 'EXPORT'));
    expect(entries.filter((e) => e.entity === 'report').map((e) => (e.details as { format: string }).format)).toEqual([
      'csv',
      'xlsx',
      'pdf',
    ]);
    const bad = await t.inject({ method: 'GET', url: `/api/admin/reports/export?${q}&format=doc`, headers: admin.auth });
    expect(bad.json().error).toBe('Formato inválido (csv, xlsx o pdf).');
  });

  it('exports the participants of the current filter', async () => {
    // Signed up at 22:30 in Lima on 10/03 (03:30 UTC on 11/03): the export says 10/03/2026.
    await t.db
      .update(users)
      .set({ createdAt: new Date('2026-03-11T03:30:00Z') })
      .where(eq(users.id, a.user.id));
    const csv = await t.inject({ method: 'GET', url: `/api/admin/users/export?format=csv&courseId=${penal}`, headers: admin.auth });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ID,Email,Nombre,Teléfono,DNI,Código de alumno,Rol,Estado,Creado');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual([a.user.email, b.user.email].sort());
    expect(lines.find((l) => l.includes(a.user.email))?.endsWith(',10/03/2026')).toBe(true);
    const xlsx = await t.inject({ method: 'GET', url: '/api/admin/users/export?format=xlsx&role=DOCENTE', headers: admin.auth });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await t.inject({ method: 'GET', url: '/api/admin/users/export?format=csv', headers: teacher.auth })).statusCode).toBe(403);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'user'));
    expect(entry).toBeDefined();
  });
});
