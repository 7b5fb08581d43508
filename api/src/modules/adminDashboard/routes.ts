import type { FastifyInstance } from 'fastify';
import { adminDashboardSchema, errorBodySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { getDashboard } from '../../routes/admin/dashboard/get';

/** The administrator's dashboard (GET /admin/dashboard). */
export default async function adminDashboardModule(app: FastifyInstance): Promise<void> {
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
