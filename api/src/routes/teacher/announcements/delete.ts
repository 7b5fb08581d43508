import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announcementIdParamsSchema } from '@inpro/shared-contracts';
import { deleteAnnouncement } from '../../../domain/teacher/announcements';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

/** DELETE /api/teacher/announcements/:announcementId: delete an announcement. */
export function deleteAnnouncementRoute(app: FastifyInstance): void {
  zapp(app).delete(
    '/teacher/announcements/:announcementId',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Delete an announcement',
        params: announcementIdParamsSchema,
        response: {
          204: z.null(),
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => {
      await deleteAnnouncement(req, req.params.announcementId);
      return reply.status(204).send(null);
    },
  );
}
