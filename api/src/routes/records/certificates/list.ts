import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { myCertificateSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { listCertificates } from '../../../domain/records/listCertificates';

const errors = errorAnswers(401, 429);

/** GET /api/records/certificates: the issued certificates of the signed-in account. */
export function listMyCertificatesRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/records/certificates',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['records'],
        security: bearer,
        summary: 'Issued certificates of the signed-in account, newest first, with their PDFs and verification address',
        response: { 200: z.array(myCertificateSchema), ...errors },
      },
    },
    async (req) => listCertificates(req),
  );
}
