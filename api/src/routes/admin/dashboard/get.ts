import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, count, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import {
  addDaysToDate,
  adminDashboardSchema,
  errorBodySchema,
  formatDate,
  formatSoles,
  limaDate,
  type AdminDashboard,
  type AuditAction,
  type DashboardAlert,
} from '@inpro/shared-contracts';
import { isSuperAdminRole } from '../../../auth/guards';
import { bearer, zapp } from '../../../lib/zod';
import { rows, type Db } from '../../../db';
import { attendanceRectifications, auditLog, courses, enrolments, installments, payments, users } from '../../../db/schema';
import { overdueCutoffToday, overdueSql, owedOrder } from '../../../domain/money/moneySql';
import { toActivity } from '../../../domain/dashboard/activity';

/** Logins are not "activity" on the dashboard (the master admin's audit log shows them). */
const QUIET_ACTIONS: AuditAction[] = ['LOGIN', 'LOGIN_FAILED', 'LOGOUT'];

async function countsOf(db: Db): Promise<AdminDashboard['counts']> {
  const since = new Date(Date.now() - 30 * 86400_000);
  const [[s], [tch], [c], [p], [e]] = await Promise.all([
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'ESTUDIANTE'), eq(users.active, true))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'DOCENTE'), eq(users.active, true))),
    db.select({ n: count() }).from(courses),
    db.select({ n: count() }).from(courses).where(eq(courses.published, true)),
    db.select({ n: count() }).from(enrolments).where(gte(enrolments.createdAt, since)),
  ]);
  return {
    students: Number(s.n),
    teachers: Number(tch.n),
    courses: Number(c.n),
    publishedCourses: Number(p.n),
    recentEnrolments: Number(e.n),
  };
}

/** Courses starting within 7 days that still have no class sessions or no materials. */
async function coursesNotReady(db: Db, today: string): Promise<DashboardAlert[]> {
  const list = await rows<{ id: number; title: string; start_date: string; sessions: number; resources: number }>(
    db,
    sql`select c.id, c.title, c.start_date::text as start_date,
          (select count(*) from course_sessions s where s.course_id = c.id and s.cancelled_at is null)::int as sessions,
          (select count(*) from resources r join units u on u.id = r.unit_id where u.course_id = c.id)::int as resources
        from courses c
        where c.start_date between ${today}::date and ${addDaysToDate(today, 7)}::date
        order by c.start_date, c.id`,
  );
  return list
    .filter((c) => c.sessions === 0 || c.resources === 0)
    .slice(0, 10)
    .map((c) => {
      const missing =
        c.sessions === 0 && c.resources === 0 ? 'sesiones ni materiales' : c.sessions === 0 ? 'sesiones programadas' : 'materiales';
      return {
        kind: 'COURSE_NOT_READY' as const,
        severity: 'warning' as const,
        title: `«${c.title}» empieza el ${formatDate(c.start_date)} sin ${missing}`,
        detail:
          c.sessions === 0 ? 'Agrega el horario de sesiones en el formulario del curso.' : 'Sube los materiales de la primera unidad.',
        count: 1,
        link: c.sessions === 0 ? `/admin/cursos/${c.id}/edit` : `/admin/materiales?courseId=${c.id}`,
      };
    });
}

async function overdueBalances(db: Db): Promise<DashboardAlert | null> {
  const overdue = overdueSql(sql`i.status`, sql`i.due_date`, overdueCutoffToday());
  const [r] = await rows<{ people: number; amount: string | null; items: number }>(
    db,
    sql`select count(distinct o.user_id)::int as people, coalesce(sum(i.amount), 0)::text as amount, count(*)::int as items
        from ${installments} i join orders o on o.id = i.order_id
        where ${overdue} and ${owedOrder}`,
  );
  if (!r || r.items === 0) return null;
  return {
    kind: 'OVERDUE_BALANCE',
    severity: 'danger',
    title: r.people === 1 ? '1 participante con cuotas vencidas' : `${r.people} participantes con cuotas vencidas`,
    detail: `${r.items === 1 ? '1 cuota vencida' : `${r.items} cuotas vencidas`} por ${formatSoles(Number(r.amount))} sin pagar.`,
    count: r.items,
    link: '/admin/reportes',
  };
}

async function pendingRectifications(db: Db): Promise<DashboardAlert | null> {
  const [r] = await db.select({ n: count() }).from(attendanceRectifications).where(eq(attendanceRectifications.status, 'PENDIENTE'));
  const n = Number(r.n);
  if (!n) return null;
  return {
    kind: 'PENDING_RECTIFICATIONS',
    severity: 'warning',
    title: n === 1 ? '1 rectificación de asistencia pendiente' : `${n} rectificaciones de asistencia pendientes`,
    detail: 'Las resuelve el docente del curso (o un administrador) en el área docente.',
    count: n,
    link: '/prof',
  };
}

/** Where the master administrator reviews vouchers: /superadmin/pagos showing the pending ones. */
const VOUCHER_REVIEW_LINK = '/superadmin/pagos?estado=PENDIENTE';

/** Vouchers are reviewed by the master administrator only: an ADMIN is not sent where they cannot act. */
async function pendingVouchers(db: Db, mayReview: boolean): Promise<DashboardAlert | null> {
  if (!mayReview) return null;
  const [r] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.method, 'VOUCHER'), eq(payments.status, 'PENDIENTE')));
  const n = Number(r.n);
  if (!n) return null;
  return {
    kind: 'PENDING_VOUCHERS',
    severity: 'info',
    title: n === 1 ? '1 voucher de pago por revisar' : `${n} vouchers de pago por revisar`,
    detail: 'Revisa cada comprobante y apruébalo o recházalo.',
    count: n,
    link: VOUCHER_REVIEW_LINK,
  };
}

/** GET /admin/dashboard: counts, alerts computed from the data, newest participants, recent activity. */
async function getDashboard(req: FastifyRequest): Promise<AdminDashboard> {
  const db = req.server.db;
  const today = limaDate();
  const [counts, notReady, overdue, rectifications, vouchers, newest, activity] = await Promise.all([
    countsOf(db),
    coursesNotReady(db, today),
    overdueBalances(db),
    pendingRectifications(db),
    pendingVouchers(db, isSuperAdminRole(req.user.role)),
    db
      .select()
      .from(users)
      .where(inArray(users.role, ['ESTUDIANTE', 'DOCENTE']))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(5),
    db.select().from(auditLog).where(notInArray(auditLog.action, QUIET_ACTIONS)).orderBy(desc(auditLog.id)).limit(10),
  ]);
  const alerts = [overdue, vouchers, rectifications, ...notReady].filter((a): a is DashboardAlert => !!a);
  return {
    counts,
    alerts,
    newestParticipants: newest.map((u) => ({
      id: u.id,
      fullName: u.fullName,
      email: u.email,
      role: u.role,
      status: u.active ? 'ACTIVO' : 'INACTIVO',
      createdAt: u.createdAt.toISOString(),
    })),
    recentActivity: activity.map(toActivity),
  };
}

/** GET /api/admin/dashboard: counts, alerts computed from the data, newest participants, recent activity. */
export function dashboardRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/dashboard',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['admin'],
        security: bearer,
        summary: 'Dashboard: counts, alerts computed from the data, newest participants, recent activity',
        description:
          'Alerts: courses starting within 7 days without sessions or materials, overdue installments, pending attendance rectifications, vouchers waiting for a decision.',
        response: { 200: adminDashboardSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => getDashboard(req),
  );
}
