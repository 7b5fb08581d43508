import { z } from 'zod';
import {
  announcementCreateSchema,
  announcementIdParamsSchema,
  announcementSchema,
  announcementsQuerySchema,
} from '@inpro/shared-contracts';
import { errors, type TeacherRoutes } from './routeContext';
import { createAnnouncement, deleteAnnouncement, listTeacherAnnouncements } from '../../domain/teacher/announcements';

/** The teacher area's announcements to a course's students. */
export function registerAnnouncementRoutes({ r, pre, common }: TeacherRoutes): void {
  r.get(
    '/teacher/announcements',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Announcements of the teacher’s courses, newest first',
        querystring: announcementsQuerySchema,
        response: { 200: z.array(announcementSchema), ...errors },
      },
    },
    async (req) => listTeacherAnnouncements(req, req.query.courseId, req.query.limit),
  );

  r.post(
    '/teacher/announcements',
    {
      preHandler: pre,
      schema: {
        ...common,
        summary: 'Post an announcement to a course (students are notified)',
        body: announcementCreateSchema,
        response: { 201: announcementSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createAnnouncement(req, req.body)),
  );

  r.delete(
    '/teacher/announcements/:announcementId',
    {
      preHandler: pre,
      schema: { ...common, summary: 'Delete an announcement', params: announcementIdParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (req, reply) => {
      await deleteAnnouncement(req, req.params.announcementId);
      return reply.status(204).send(null);
    },
  );
}
