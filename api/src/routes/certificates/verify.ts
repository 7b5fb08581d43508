import type { FastifyRequest } from 'fastify';
import { CERTIFICATE_NOT_FOUND, normalizePublicCode } from '@inpro/shared-contracts';
import { notFound } from '../../errors';
import { maskDni, toAnswer, type CertificateAnswer } from '../../domain/certificates/mappers';
import * as repo from '../../domain/certificates/repo';

/**
 * GET /certificates/verify?code=&dni=: the student's newest issued certificate (student code +
 * DNI), plus every issued certificate of that student in `certificados`.
 */
export async function verifyCertificate(
  req: FastifyRequest,
  code: string,
  dni: string,
): Promise<CertificateAnswer & { certificados: CertificateAnswer[] }> {
  const rows = await repo.findByStudent(req.server.db, code, dni);
  if (!rows.length) throw notFound(CERTIFICATE_NOT_FOUND);
  const all = rows.map((r) => toAnswer(r, r.dni ?? dni));
  return { ...all[0], certificados: all };
}

/** GET /certificates/public/{code}: the certificate with this public code (QR), typed in any case, with or without hyphens; the DNI is masked. */
export async function verifyPublicCode(req: FastifyRequest, code: string): Promise<CertificateAnswer> {
  const row = await repo.findByPublicCode(req.server.db, normalizePublicCode(code));
  if (!row) throw notFound(CERTIFICATE_NOT_FOUND);
  return toAnswer(row, maskDni(row.dni));
}
