import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CERTIFICATE_NOT_FOUND, certificateVerifyQuerySchema } from '@inpro/shared-contracts';
import { answerSchema, lookupErrors, lookupLimit, noStore } from '../../domain/certificates/lookup';
import { toAnswer, type CertificateAnswer } from '../../domain/certificates/mappers';
import * as repo from '../../domain/certificates/repo';
import { notFound } from '../../errors';
import { zapp } from '../../lib/zod';

/** GET /api/certificates/verify: the public lookup by student code and DNI. */
export function verifyCertificateRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/certificates/verify',
    {
      config: lookupLimit,
      onRequest: noStore,
      schema: {
        tags: ['certificates'],
        summary: 'Verify by student code and DNI',
        description:
          'Answers the newest issued certificate; `certificados` lists every issued certificate of the student. fecha is dd/mm/aaaa; certificadoImg and constanciaImg are PDF URLs.',
        querystring: certificateVerifyQuerySchema,
        response: { 200: answerSchema.extend({ certificados: z.array(answerSchema) }), ...lookupErrors },
      },
    },
    async (req) => verifyCertificate(req, req.query.code, req.query.dni),
  );
}

/**
 * GET /certificates/verify?code=&dni=: the student's newest issued certificate (student code +
 * DNI), plus every issued certificate of that student in `certificados`.
 */
async function verifyCertificate(
  req: FastifyRequest,
  code: string,
  dni: string,
): Promise<CertificateAnswer & { certificados: CertificateAnswer[] }> {
  const rows = await repo.findByStudent(req.server.db, code, dni);
  if (!rows.length) throw notFound(CERTIFICATE_NOT_FOUND);
  const all = rows.map((r) => toAnswer(r, r.dni ?? dni));
  return { ...all[0], certificados: all };
}
