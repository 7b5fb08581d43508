import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { courseProgressSchema, type CourseProgress } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { coursesProgress } from '../../../modules/classroom/progress';

/** The progress of every course the caller is enrolled in. */
async function studentProgress(req: FastifyRequest): Promise<CourseProgress[]> {
  return coursesProgress(req.server.db, req.user.id, null);
}

/** GET /api/student/progress: progress of each of the caller’s courses. */
export function studentProgressRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/progress',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Progress of each of the caller’s courses',
        response: {
          200: z.array(courseProgressSchema),
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => studentProgress(req),
  );
}
