import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CERTIFICATE_NOT_FOUND, normalizePublicCode } from '@inpro/shared-contracts';
import { lookupText } from '../../domain/certificates/lookup';
import { errorAnswers, zapp } from '../../lib/zod';
import { notFound } from '../../errors';
import { contentDisposition } from '../../domain/files/signedUrl';
import { loadDocumentBrand } from '../../domain/certificates/documentBrand';
import { renderCertificatePdf, renderConstanciaPdf } from '../../domain/certificates/pdf';
import * as repo from '../../domain/certificates/repo';

type PdfKind = 'certificado' | 'constancia';

const pdfParams = z.object({ folio: lookupText });
const pdfQuery = z.object({ code: lookupText.optional(), dni: lookupText.optional() });
const pdfLimit = { rateLimit: { max: 60, timeWindow: 60_000 } };

/** GET /api/certificates/{folio}/certificado.pdf and /constancia.pdf: the two documents of one certificate. */
export function certificatePdfRoute(app: FastifyInstance): void {
  for (const kind of ['certificado', 'constancia'] as const) {
    zapp(app).get(
      `/certificates/:folio/${kind}.pdf`,
      {
        config: pdfLimit,
        schema: {
          tags: ['certificates'],
          summary: kind === 'certificado' ? 'Certificate PDF (A4 landscape)' : 'Constancia PDF (one page)',
          description: 'Needs the public code (`code`, as in the verify answer URLs) or the holder’s DNI (`dni`).',
          params: pdfParams,
          querystring: pdfQuery,
          produces: ['application/pdf'],
          response: errorAnswers(400, 404, 429),
        },
      },
      async (req, reply) => sendCertificatePdf(req, reply, req.params.folio, kind, req.query),
    );
  }
}

/** The public site address printed on the documents: the origin of the request. */
function siteOrigin(req: FastifyRequest): string {
  const host = req.host || 'localhost';
  return `${req.protocol}://${host}`;
}

/**
 * GET /certificates/{folio}/certificado.pdf and /constancia.pdf: public, but only with the
 * certificate's public code (`code`, as in the verify answer's URLs) or its holder's DNI (`dni`),
 * so PDFs cannot be fetched by enumerating folios.
 */
async function sendCertificatePdf(
  req: FastifyRequest,
  reply: FastifyReply,
  folio: string,
  kind: PdfKind,
  query: { code?: string; dni?: string },
) {
  const c = await repo.findByFolio(req.server.db, folio);
  const codeOk = !!c && !!query.code && normalizePublicCode(query.code) === c.publicCode.toUpperCase();
  const dniOk = !!c && !!query.dni && !!c.dni && query.dni === c.dni;
  if (!c || (!codeOk && !dniOk)) throw notFound(CERTIFICATE_NOT_FOUND);
  const data = {
    brand: await loadDocumentBrand(req.server),
    participant: c.participant,
    dni: c.dni ?? '',
    studentCode: c.studentCode,
    course: c.courseTitle,
    courseCode: c.courseCode,
    hours: c.hours,
    issuedAt: c.issuedAt,
    folio: c.folio,
    publicCode: c.publicCode,
    verifyUrl: `${siteOrigin(req)}/certificados`,
  };
  const pdf = kind === 'certificado' ? await renderCertificatePdf(data) : await renderConstanciaPdf(data);
  // It names the holder and shows the DNI: kept by nobody, not even a shared computer's browser.
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('inline', `${kind}-${c.folio}.pdf`))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
