import type { FastifyInstance } from 'fastify';
import { notificationIdParamsSchema, notificationSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../lib/zod';
import { readNotification } from '../../domain/notifications/readNotification';

const errors = errorAnswers(400, 401, 403, 404);

/** POST /api/notifications/:notificationId/read: mark one of the caller’s notifications read. */
export function readNotificationRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/notifications/:notificationId/read',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: bearer,
        summary: 'Mark one of the caller’s notifications read',
        params: notificationIdParamsSchema,
        response: { 200: notificationSchema, ...errors },
      },
    },
    async (req) => readNotification(req, req.params.notificationId),
  );
}
