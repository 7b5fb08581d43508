import { normalizeRole, type Eligibility, type Participant } from '@inpro/shared-contracts';
import { pdfUrl } from '../../domain/certificates/mappers';
import type { ParticipantRow } from './repo';

export function toParticipant(p: ParticipantRow, eligibility: Eligibility): Participant {
  return {
    id: p.id,
    fullName: p.fullName,
    name: p.fullName,
    email: p.email,
    dni: p.dni,
    studentCode: p.studentCode,
    role: normalizeRole(p.role),
    enrolledAt: p.enrolledAt.toISOString(),
    certificate:
      p.certificateId !== null && p.folio && p.publicCode && p.issuedAt
        ? {
            id: p.certificateId,
            folio: p.folio,
            publicCode: p.publicCode,
            issuedAt: p.issuedAt,
            pdfUrl: pdfUrl({ folio: p.folio, publicCode: p.publicCode }, 'certificado'),
          }
        : null,
    eligibility,
  };
}
