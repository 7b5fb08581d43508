import type { FastifyReply, FastifyRequest } from 'fastify';
import { CERTIFICATE_NOT_FOUND, normalizePublicCode } from '@inpro/shared-contracts';
import { notFound } from '../../errors';
import { contentDisposition } from '../../modules/files/signedUrl';
import { loadDocumentBrand } from '../../domain/certificates/documentBrand';
import { renderCertificatePdf, renderConstanciaPdf } from '../../domain/certificates/pdf';
import * as repo from '../../domain/certificates/repo';

export type PdfKind = 'certificado' | 'constancia';

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
export async function sendCertificatePdf(
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
