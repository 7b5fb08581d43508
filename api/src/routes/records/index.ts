import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { calendarLinkSchema, calendarTokenSchema, errorBodySchema, myCertificateSchema } from '@inpro/shared-contracts';
import { exportLimit, perAccount } from '../../lib/rateLimits';
import { bearer, zapp } from '../../lib/zod';
import { createCalendarLink } from '../../domain/records/createCalendarLink';
import { getCalendarLink } from '../../domain/records/getCalendarLink';
import { listCertificates } from '../../domain/records/listCertificates';
import { revokeCalendarLink } from '../../domain/records/revokeCalendarLink';
import { sendCalendarFeed } from '../../domain/records/sendCalendarFeed';
import { sendTranscript } from '../../domain/records/sendTranscript';

const errors = { 401: errorBodySchema, 429: errorBodySchema };
/** Calendar apps poll every hour or so; a secret tried in bulk meets this limit per address. */
const feedLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** A student's own records: certificates, transcript PDF and the personal calendar feed. Each account reads only its own. */
export default async function recordsModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const auth = app.authenticate;
  const common = { tags: ['records'], security: bearer };

  r.get(
    '/records/certificates',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'Issued certificates of the signed-in account, newest first, with their PDFs and verification address',
        response: { 200: z.array(myCertificateSchema), ...errors },
      },
    },
    async (req) => listCertificates(req),
  );

  r.get(
    '/records/transcript.pdf',
    {
      preHandler: auth,
      config: exportLimit(),
      schema: {
        ...common,
        summary: 'Transcript PDF of the signed-in account: courses, final grades, hours and dates',
        produces: ['application/pdf'],
        response: { 200: z.any().describe('application/pdf'), ...errors },
      },
    },
    async (req, reply) => sendTranscript(req, reply),
  );

  r.get(
    '/records/calendar-link',
    {
      preHandler: auth,
      schema: {
        ...common,
        summary: 'The secret address of the personal calendar feed (nulls when none)',
        response: { 200: calendarLinkSchema, ...errors },
      },
    },
    async (req) => getCalendarLink(req),
  );

  r.post(
    '/records/calendar-link',
    {
      preHandler: auth,
      config: perAccount(10),
      schema: {
        ...common,
        summary: 'Make a new secret calendar address; the previous one stops working',
        response: { 201: calendarLinkSchema, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createCalendarLink(req)),
  );

  r.delete(
    '/records/calendar-link',
    {
      preHandler: auth,
      schema: { ...common, summary: 'Revoke the secret calendar address', response: { 204: z.null(), 400: errorBodySchema, ...errors } },
    },
    async (req, reply) => {
      await revokeCalendarLink(req);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/records/calendar/:token.ics',
    {
      config: feedLimit,
      schema: {
        tags: ['records'],
        summary: 'Personal calendar feed (iCal, America/Lima): live classes and deadlines; the secret address is the credential',
        params: z.object({ token: calendarTokenSchema }),
        produces: ['text/calendar'],
        response: { 200: z.any().describe('text/calendar'), 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (req, reply) => sendCalendarFeed(req, reply, req.params.token),
  );
}
