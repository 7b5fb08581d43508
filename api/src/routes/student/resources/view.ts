import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { resourceIdParamsSchema, RESOURCE_NOT_FOUND } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { forbidden, notFound } from '../../../errors';
import { NOT_ENROLLED } from '../../../modules/classroom/access';
import { recordResourceView } from '../../../modules/classroom/resourceViews';
import { assertCourseAccess } from '../../../domain/materials/access';
import { findResource } from '../../../domain/materials/repo';

/**
 * The caller opened a resource; it counts toward their progress once. Staff who may read the course
 * (a teacher's "Vista alumno") are accepted without counting; anyone else not enrolled gets 403.
 */
async function recordView(req: FastifyRequest, resourceId: number): Promise<void> {
  const db = req.server.db;
  const resource = await findResource(db, resourceId);
  if (!resource) throw notFound(RESOURCE_NOT_FOUND);
  if (await recordResourceView(db, req.user.id, resourceId)) return;
  try {
    await assertCourseAccess(db, req.user, resource.courseId, 'read');
  } catch {
    throw forbidden(NOT_ENROLLED);
  }
}

/** POST /api/student/resources/:resourceId/view: record that the caller opened a resource (progress). */
export function recordViewRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/student/resources/:resourceId/view',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Record that the caller opened a resource (progress)',
        params: resourceIdParamsSchema,
        response: {
          204: z.null(),
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      await recordView(req, req.params.resourceId);
      return reply.status(204).send(null);
    },
  );
}
