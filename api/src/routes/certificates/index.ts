import type { FastifyInstance } from 'fastify';
import { issueCertificateRoute } from './create';
import { certificatePdfRoute } from './pdf';
import { verifyPublicCodeRoute } from './public/get';
import { verifyCertificateRoute } from './verify';

/** /api/certificates/*: public verification (student code + DNI, or the public code), the two PDFs, issuance by staff. */
export async function certificatesRoutes(app: FastifyInstance): Promise<void> {
  verifyCertificateRoute(app);
  verifyPublicCodeRoute(app);
  certificatePdfRoute(app);
  issueCertificateRoute(app);
}
