import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CERTIFICATE_NOT_FOUND, normalizePublicCode } from '@inpro/shared-contracts';
import { answerSchema, lookupErrors, lookupLimit, lookupText, noStore } from '../../../domain/certificates/lookup';
import { maskDni, toAnswer, type CertificateAnswer } from '../../../domain/certificates/mappers';
import * as repo from '../../../domain/certificates/repo';
import { notFound } from '../../../errors';
import { zapp } from '../../../lib/zod';

/** GET /api/certificates/public/{code}: the public lookup by the code printed on the documents. */
export function verifyPublicCodeRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/certificates/public/:code',
    {
      config: lookupLimit,
      onRequest: noStore,
      schema: {
        tags: ['certificates'],
        summary: 'Verify by the public code printed on the documents (QR); the DNI is masked',
        params: z.object({ code: lookupText }),
        response: { 200: answerSchema, ...lookupErrors },
      },
    },
    async (req) => verifyPublicCode(req, req.params.code),
  );
}

/** GET /certificates/public/{code}: the certificate with this public code (QR), typed in any case, with or without hyphens; the DNI is masked. */
async function verifyPublicCode(req: FastifyRequest, code: string): Promise<CertificateAnswer> {
  const row = await repo.findByPublicCode(req.server.db, normalizePublicCode(code));
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return toAnswer(row, maskDni(row.dni));
}
