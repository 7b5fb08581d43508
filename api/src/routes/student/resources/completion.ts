import type { FastifyInstance } from 'fastify';
import { completionMarkSchema, courseCompletionSchema, resourceIdParamsSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { markResource } from '../../../modules/completion/markResource';

/** POST /api/student/resources/:resourceId/completion: mark a resource done or not done (only where the teacher lets students mark it). */
export function markResourceRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/resources/:resourceId/completion',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Mark a resource done or not done (only where the teacher lets students mark it)',
        params: resourceIdParamsSchema,
        body: completionMarkSchema,
        response: {
          200: courseCompletionSchema,
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => markResource(req, req.params.resourceId, req.body.done),
  );
}
