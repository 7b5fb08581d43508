import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { courseIdParamsSchema, unitSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { listUnits } from '../../../../domain/materials/listUnits';

const errors = errorAnswers(400, 401, 402, 403, 404);

/** GET /api/materials/courses/:courseId/units: the units of a course. */
export function listUnitsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/materials/courses/:courseId/units',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['materials'],
        security: bearer,
        summary: 'Units of a course (with lessonsCount)',
        params: courseIdParamsSchema,
        response: { 200: z.array(unitSchema), ...errors },
      },
    },
    async (req) => listUnits(req, req.params.courseId),
  );
}
