import type { FastifyInstance } from 'fastify';
import { errorBodySchema, jobListQuerySchema, jobListSchema } from '@inpro/shared-contracts';
import { listJobs } from '../../../domain/jobs/repo';
import { bearer, zapp } from '../../../lib/zod';

/** GET /api/superadmin/jobs: background jobs that failed, or are waiting or running (never cached). */
export function listJobsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/superadmin/jobs',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Background jobs that failed, or are waiting, to be retried or running (mail, reminders, scheduled checks)',
        querystring: jobListQuerySchema,
        response: { 200: jobListSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return listJobs(app, req.query.list);
    },
  );
}
