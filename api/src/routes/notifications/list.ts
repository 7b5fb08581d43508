import type { FastifyInstance } from 'fastify';
import { notificationListSchema, notificationsQuerySchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../lib/zod';
import { listNotifications } from '../../domain/notifications/listNotifications';

const errors = errorAnswers(400, 401, 403, 404);

/** GET /api/notifications: the caller’s latest notifications and the unread count. */
export function listNotificationsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: bearer,
        summary: 'The caller’s latest notifications and the unread count',
        description:
          'Newest first. Reading the bell also writes the "class starting soon" notices of the caller’s classes (once per class).',
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (req) => listNotifications(req, req.query.limit),
  );
}
