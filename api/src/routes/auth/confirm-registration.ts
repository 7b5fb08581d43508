import type { FastifyInstance } from 'fastify';
import { authResponseSchema, confirmRegistrationSchema } from '@inpro/shared-contracts';
import { authPerIp } from '../../domain/auth/perIp';
import { errorAnswers, zapp } from '../../lib/zod';
import { confirmRegistration } from '../../domain/auth/registrationConfirm';

const errors = errorAnswers(400, 401, 403, 429);

/** POST /api/auth/confirm-registration: open an e-mailed activation link (creates the account and signs it in). */
export function confirmRegistrationRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/auth/confirm-registration',
    {
      config: authPerIp(app),
      schema: {
        tags: ['auth'],
        summary: 'Open an e-mailed activation link: creates the student account and signs it in',
        body: confirmRegistrationSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (req, reply) => confirmRegistration(req, reply, req.body.token),
  );
}
