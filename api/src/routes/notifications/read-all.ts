import type { FastifyInstance } from 'fastify';
import { notificationsReadAllSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../lib/zod';
import { readAllNotifications } from '../../domain/notifications/readNotification';

const errors = errorAnswers(400, 401, 403, 404);

/** POST /api/notifications/read-all: mark every notification of the caller read. */
export function readAllNotificationsRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/notifications/read-all',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        security: bearer,
        summary: 'Mark every notification of the caller read',
        response: { 200: notificationsReadAllSchema, ...errors },
      },
    },
    async (req) => readAllNotifications(req),
  );
}
