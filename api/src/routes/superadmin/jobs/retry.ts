import type { FastifyInstance } from 'fastify';
import { JOB_NOT_FAILED, JOB_NOT_FOUND, JOB_RETRIED, jobIdParamsSchema, jobRetryResultSchema } from '@inpro/shared-contracts';
import { findJob } from '../../../domain/jobs/repo';
import { conflict, notFound } from '../../../errors';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** POST /api/superadmin/jobs/:id/retry: a failed background job run once more, now. */
export function retryJobRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/superadmin/jobs/:id/retry',
    {
      preHandler: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
      schema: {
        tags: ['superadmin'],
        security: bearer,
        summary: 'Tries a failed job again (once more, now)',
        params: jobIdParamsSchema,
        response: {
          200: jobRetryResultSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
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
