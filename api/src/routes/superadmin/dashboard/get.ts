import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBodySchema, superadminDashboardSchema, type SuperadminDashboard } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import * as repo from '../../../domain/dashboard/superadminFigures';

/** GET /superadmin/dashboard: the institute's key figures with their trends. */
async function dashboard(req: FastifyRequest): Promise<SuperadminDashboard> {
  const db = req.server.db;
  const [activeStudents, coursesPublished, revenue, pendingPayments, attendanceRate, signInsToday] = await Promise.all([
    repo.activeStudents(db),
    repo.coursesPublished(db),
    repo.revenue(db),
    repo.pendingPayments(db),
    repo.attendanceRate(db),
    repo.signInsToday(db),
  ]);
  return {
    activeStudents,
    coursesPublished,
    revenueThisMonth: revenue.kpi,
    revenueLastMonth: revenue.lastMonth,
    pendingPayments,
    attendanceRate,
    signInsToday,
    generatedAt: new Date().toISOString(),
  };
}

/** GET /api/superadmin/dashboard: the institute's key figures (never cached: they move by the minute). */
export function dashboardRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/dashboard',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Key figures with trends: active students, published courses, revenue, pending payments, attendance, sign-ins',
        response: { 200: superadminDashboardSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return dashboard(req);
    },
  );
}
