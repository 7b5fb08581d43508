import type { FastifyInstance } from 'fastify';
import { errorBodySchema, smtpTestResultSchema, smtpTestSchema } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../../../lib/zod';
import { sendTestMail } from '../../../../domain/settings/sendTestMail';

/** POST /api/admin/settings/smtp/test: a test mail sent with the saved SMTP settings. */
export function testSmtpRoute(app: FastifyInstance): void {
  zapp(app).post(
    '/admin/settings/smtp/test',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['settings'],
        security: bearer,
        summary: 'Send a test mail with the saved SMTP settings',
        description: 'Answers {sent, message}: sent=false carries the reason the SMTP server gave (connection, authentication…).',
        body: smtpTestSchema,
        response: { 200: smtpTestResultSchema, 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => sendTestMail(req, req.body.to),
  );
}
