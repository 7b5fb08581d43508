import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announcementSchema, announcementsQuerySchema, errorBodySchema } from '@inpro/shared-contracts';
import { listTeacherAnnouncements } from '../../../domain/teacher/announcements';
import { zapp, bearer } from '../../../lib/zod';

/** GET /api/teacher/announcements: announcements of the teacher’s courses, newest first. */
export function listAnnouncementsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/teacher/announcements',
    {
      preHandler: app.requireRoles('DOCENTE', 'ADMIN'),
      schema: {
        tags: ['teacher'],
        security: bearer,
        summary: 'Announcements of the teacher’s courses, newest first',
        querystring: announcementsQuerySchema,
        response: {
          200: z.array(announcementSchema),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req) => listTeacherAnnouncements(req, req.query.courseId, req.query.limit),
  );
}
