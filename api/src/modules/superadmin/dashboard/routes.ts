import type { FastifyInstance } from 'fastify';
import { errorBodySchema, superadminDashboardSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
import { dashboard } from '../../../routes/superadmin/dashboard/get';

/** GET /superadmin/dashboard (SUPER_ADMIN/SUPERADMIN). */
export default async function dashboardRoutes(app: FastifyInstance): Promise<void> {
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
