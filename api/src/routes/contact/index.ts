import type { FastifyInstance } from 'fastify';
import { contactMessageSchema, contactResponseSchema, contactSchema, errorBodySchema, pageOf, pageQuery } from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { listMessages } from './list';
import { sendMessage } from './create';

/** The contact form (public) and its inbox for the staff. */
export default async function contactModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);

  r.post(
    '/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: {
        tags: ['contact'],
        summary: 'Send a message from the contact form',
        body: contactSchema,
        response: { 201: contactResponseSchema, 400: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => reply.status(201).send(await sendMessage(req, req.body)),
  );

  r.get(
    '/contact',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['contact'],
        security: bearer,
        summary: 'Messages of the contact form, newest first (ADMIN)',
        querystring: pageQuery(20, 100),
        response: { 200: pageOf(contactMessageSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (req) => listMessages(req, req.query.page, req.query.size),
  );
}
