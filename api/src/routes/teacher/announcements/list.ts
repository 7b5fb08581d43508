import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { announcementSchema, announcementsQuerySchema } from '@inpro/shared-contracts';
import { listTeacherAnnouncements } from '../../../domain/teacher/announcements';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';

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
          ...errorAnswers(400, 401, 403, 404, 409),
        },
      },
    },
    async (req) => listTeacherAnnouncements(req, req.query.courseId, req.query.limit),
  );
}
