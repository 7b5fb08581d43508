import type { FastifyInstance } from 'fastify';
import {
  JOB_NOT_FAILED,
  JOB_NOT_FOUND,
  JOB_RETRIED,
  errorBodySchema,
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListSchema,
  jobRetryResultSchema,
} from '@inpro/shared-contracts';
import { conflict, notFound } from '../../../errors';
import { bearer, zapp } from '../../../lib/zod';
import { findJob, listJobs } from '../../../domain/jobs/repo';

/** GET /superadmin/jobs, POST /superadmin/jobs/:id/retry (SUPER_ADMIN/SUPERADMIN). */
export default async function jobsRoutes(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const master = app.requireRoles('SUPER_ADMIN', 'SUPERADMIN');

  r.get(
    '/superadmin/jobs',
    {
      preHandler: master,
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

  r.post(
    '/superadmin/jobs/:id/retry',
    {
      preHandler: master,
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Tries a failed job again (once more, now)',
        params: jobIdParamsSchema,
        response: {
          200: jobRetryResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => {
      const job = await findJob(app, req.params.id);
      if (!job) throw notFound(JOB_NOT_FOUND);
      if (job.state !== 'failed') throw conflict(JOB_NOT_FAILED);
      await app.jobs.retry(job.queue, job.id);
      req.log.info({ job: job.id, queue: job.queue, by: req.user.id }, 'failed job retried by hand');
      return { job: (await findJob(app, job.id)) ?? job, message: JOB_RETRIED };
    },
  );
}
