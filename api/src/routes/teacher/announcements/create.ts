import type { FastifyInstance } from 'fastify';
import { announcementCreateSchema, announcementSchema } from '@inpro/shared-contracts';
import { createAnnouncement } from '../../../domain/teacher/announcements';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req, reply) => reply.status(201).send(await createAnnouncement(req, req.body)),
  );
}
