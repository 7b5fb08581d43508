import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announcementIdParamsSchema, errorBodySchema } from '@inpro/shared-contracts';
import { deleteAnnouncement } from '../../../domain/teacher/announcements';
import { zapp, bearer } from '../../../lib/zod';

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
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => {
      await deleteAnnouncement(req, req.params.announcementId);
      return reply.status(204).send(null);
    },
  );
}
