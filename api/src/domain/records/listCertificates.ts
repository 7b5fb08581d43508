import type { FastifyRequest } from 'fastify';
import type { MyCertificate } from '@inpro/shared-contracts';
import { pdfUrl } from '../../domain/certificates/mappers';
import * as certificates from '../../domain/certificates/repo';

/** GET /records/certificates: the signed-in account's issued certificates, newest first, each with its PDFs and verification address. */
export async function listCertificates(req: FastifyRequest): Promise<MyCertificate[]> {
  const rows = await certificates.findByUser(req.server.db, req.user.id);
  return rows.map((c) => ({
    folio: c.folio,
    publicCode: c.publicCode,
    courseTitle: c.courseTitle,
    courseCode: c.courseCode,
    hours: c.hours,
    issuedAt: c.issuedAt,
    certificateUrl: pdfUrl(c, 'certificado'),
    constanciaUrl: pdfUrl(c, 'constancia'),
    verifyPath: `/certificados?codigo=${encodeURIComponent(c.publicCode)}`,
  }));
}
