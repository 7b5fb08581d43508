import type { FastifyRequest } from 'fastify';
import type { SuperadminDashboard } from '@inpro/shared-contracts';
import * as repo from '../../../domain/dashboard/superadminFigures';

/** GET /superadmin/dashboard: the institute's key figures with their trends. */
export async function dashboard(req: FastifyRequest): Promise<SuperadminDashboard> {
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
