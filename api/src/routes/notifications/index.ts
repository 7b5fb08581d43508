import type { FastifyInstance } from 'fastify';
import {
  errorBodySchema,
  notificationIdParamsSchema,
  notificationListSchema,
  notificationSchema,
  notificationsQuerySchema,
  notificationsReadAllSchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { listNotifications } from '../../domain/notifications/listNotifications';
import { readAllNotifications, readNotification } from '../../domain/notifications/readNotification';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

/** The bell of every area: the signed-in user's own notifications (any role). */
export default async function notificationsModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const common = { tags: ['notifications'], security: bearer };
  const auth = app.authenticate;

  r.get(
    '/notifications',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'The caller’s latest notifications and the unread count',
        description:
          'Newest first. Reading the bell also writes the "class starting soon" notices of the caller’s classes (once per class).',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (req) => listNotifications(req, req.query.limit),
  );

  r.post(
    '/notifications/read-all',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Mark every notification of the caller read',
        response: { 200: notificationsReadAllSchema, ...errors },
      },
    },
    async (req) => readAllNotifications(req),
  );

  r.post(
    '/notifications/:notificationId/read',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Mark one of the caller’s notifications read',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (req) => readNotification(req, req.params.notificationId),
  );
}
