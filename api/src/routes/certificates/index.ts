import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CERTIFICATE_NOT_FOUND,
  certificateIssueSchema,
  certificateResultSchema,
  certificateVerifyQuerySchema,
  errorBodySchema,
} from '@inpro/shared-contracts';
import { bearer, zapp } from '../../lib/zod';
import { sendCertificatePdf } from './pdf';
import { issueCertificate } from './create';
import { verifyCertificate, verifyPublicCode } from './verify';

const answerSchema = certificateResultSchema.extend({ codigo: z.string(), horas: z.number() });
const lookupText = z.string().trim().min(1, { error: CERTIFICATE_NOT_FOUND }).max(60, { error: CERTIFICATE_NOT_FOUND });
const pdfParams = z.object({ folio: lookupText });
const pdfQuery = z.object({ code: lookupText.optional(), dni: lookupText.optional() });
const errors = { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema };
/** Lookups are public: limit them per address so codes and DNIs cannot be tried in bulk. */
const lookupLimit = { rateLimit: { max: 30, timeWindow: 60_000 } };
const pdfLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };
/** A lookup answers a person's name and DNI: no browser, proxy or CDN may keep it. */
const noStore = async (_req: FastifyRequest, reply: FastifyReply) => {
  reply.header('cache-control', 'no-store');
};

/** Certificates: verification by student code + DNI or public code, the two PDFs, issuance by staff. */
export default async function certificatesModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const common = { tags: ['certificates'] };

  r.get(
    '/certificates/verify',
    {
      config: lookupLimit,
      onRequest: noStore,
      schema: {
        ...common,
        summary: 'Verify by student code and DNI',
        description:
          'Answers the newest issued certificate; `certificados` lists every issued certificate of the student. fecha is dd/mm/aaaa; certificadoImg and constanciaImg are PDF URLs.',
        querystring: certificateVerifyQuerySchema,
        response: { 200: answerSchema.extend({ certificados: z.array(answerSchema) }), ...errors },
      },
    },
    async (req) => verifyCertificate(req, req.query.code, req.query.dni),
  );

  r.get(
    '/certificates/public/:code',
    {
      config: lookupLimit,
      onRequest: noStore,
      schema: {
        ...common,
        summary: 'Verify by the public code printed on the documents (QR); the DNI is masked',
        params: z.object({ code: lookupText }),
        response: { 200: answerSchema, ...errors },
      },
    },
    async (req) => verifyPublicCode(req, req.params.code),
  );

  for (const kind of ['certificado', 'constancia'] as const) {
    r.get(
      `/certificates/:folio/${kind}.pdf`,
      {
        config: pdfLimit,
        schema: {
          ...common,
          summary: kind === 'certificado' ? 'Certificate PDF (A4 landscape)' : 'Constancia PDF (one page)',
          description: 'Needs the public code (`code`, as in the verify answer URLs) or the holder’s DNI (`dni`).',
          params: pdfParams,
          querystring: pdfQuery,
          produces: ['application/pdf'],
          response: { 400: errorBodySchema, 404: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (req, reply) => sendCertificatePdf(req, reply, req.params.folio, kind, req.query),
    );
  }

  r.post(
    '/certificates',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        ...common,
        security: bearer,
        summary: 'Issue the certificate of an enrolled, eligible participant (ADMIN); SUPER_ADMIN may override with a reason',
        body: certificateIssueSchema,
        response: {
          201: answerSchema.extend({ id: z.number().int() }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (req, reply) => reply.status(201).send(await issueCertificate(req, req.body.userId, req.body.courseId, req.body.overrideReason)),
  );
}
