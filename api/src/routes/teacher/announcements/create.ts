import type { FastifyInstance } from 'fastify';
import { announcementCreateSchema, announcementSchema, errorBodySchema } from '@inpro/shared-contracts';
import { createAnnouncement } from '../../../domain/teacher/announcements';
import { zapp, bearer } from '../../../lib/zod';

/** POST /api/teacher/announcements: post an announcement to a course (students are notified). */
export function createAnnouncementRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/teacher/announcements',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Post an announcement to a course (students are notified)',
        body: announcementCreateSchema,
        response: {
          201: announcementSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createAnnouncement(req, req.body)),
  );
}
