import { formatIssueDate } from './pdf';
import type { CertificateView } from './repo';

export interface CertificateAnswer {
  participante: string;
  dni: string;
  folio: string;
  curso: string;
  fecha: string;
  certificadoImg: string;
  constanciaImg: string;
  codigo: string;
  horas: number;
}

/** URL of one PDF of a certificate: the folio plus its public code, so links cannot be enumerated. */
export function pdfUrl(c: Pick<CertificateView, 'folio' | 'publicCode'>, kind: 'certificado' | 'constancia'): string {
  return `/api/certificates/${encodeURIComponent(c.folio)}/${kind}.pdf?code=${encodeURIComponent(c.publicCode)}`;
}

/** DNI shown by the public-code lookup: only its last three digits. */
export function maskDni(dni: string | null): string {
  if (!dni) return '';
  return dni.length <= 3 ? dni : `${'*'.repeat(dni.length - 3)}${dni.slice(-3)}`;
}

export function toAnswer(c: CertificateView, dni: string): CertificateAnswer {
  return {
    participante: c.participant,
    dni,
    folio: c.folio,
    curso: c.courseTitle,
    fecha: formatIssueDate(c.issuedAt),
    certificadoImg: pdfUrl(c, 'certificado'),
    constanciaImg: pdfUrl(c, 'constancia'),
    codigo: c.publicCode,
    horas: c.hours,
  };
}
