import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { courseProgressSchema, errorBodySchema, type CourseProgress } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../lib/zod';
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
          400: errorBodySchema,
          401: errorBodySchema,
          402: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => studentProgress(req),
  );
}
