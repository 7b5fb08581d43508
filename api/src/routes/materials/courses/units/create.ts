import type { FastifyInstance } from 'fastify';
import { courseIdParamsSchema, unitCreateSchema, unitSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../../lib/zod';
import { createUnit } from '../../../../domain/materials/createUnit';

const errors = errorAnswers(400, 401, 402, 403, 404);

/** POST /api/materials/courses/:courseId/units: create a unit. */
export function createUnitRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/materials/courses/:courseId/units',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['materials'],
        security: bearer,
        summary: 'Create a unit',
        params: courseIdParamsSchema,
        body: unitCreateSchema,
        response: { 201: unitSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createUnit(req, req.params.courseId, req.body)),
  );
}
