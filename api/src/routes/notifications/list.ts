import type { FastifyInstance } from 'fastify';
import { errorBodySchema, notificationListSchema, notificationsQuerySchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { listNotifications } from '../../domain/notifications/listNotifications';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

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
