import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { announcementSchema, announcementsQuerySchema, type Announcement } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { eq } from 'drizzle-orm';
import { announcements } from '../../../db/schema';
import { assertEnrolled } from '../../../modules/classroom/access';
import { findAnnouncements, ofStudent, toAnnouncement } from '../../../modules/classroom/announcements';

/** Announcements of the caller's courses (or of one, when enrolled in it), newest first. */
async function studentAnnouncements(req: FastifyRequest, courseId: number | undefined, limit: number): Promise<Announcement[]> {
  const db = req.server.db;
  if (courseId) await assertEnrolled(db, req.user, courseId);
  const rows = await findAnnouncements(db, [ofStudent(req.user.id), courseId ? eq(announcements.courseId, courseId) : undefined], limit);
  return rows.map(toAnnouncement);
}

/** GET /api/student/announcements: announcements of the caller’s courses, newest first. */
export function studentAnnouncementsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/student/announcements',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['student'],
        security: bearer,
        summary: 'Announcements of the caller’s courses, newest first',
        querystring: announcementsQuerySchema,
        response: {
          200: z.array(announcementSchema),
          ...errorAnswers(400, 401, 402, 403, 404, 409),
        },
      },
    },
    async (req) => studentAnnouncements(req, req.query.courseId, req.query.limit),
  );
}
