import type { CertificateResult as BaseResult } from '@inpro/shared-contracts';

/** A verified certificate: the seed's fields plus the public code and hours the API adds. */
export interface CertificateResult extends BaseResult {
  codigo: string;
  horas: number | null;
}

/** The answer of a lookup: the newest certificate and every certificate of the student. */
export interface CertificateLookup {
  result: CertificateResult;
  all: CertificateResult[];
}

function text(v: unknown): string {
  return typeof v === 'string' || typeof v === 'number' ? String(v) : '';
}

function toCertificate(raw: unknown): CertificateResult {
  const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const horas = typeof d.horas === 'number' && Number.isFinite(d.horas) ? d.horas : null;
  return {
    participante: text(d.participante),
    dni: text(d.dni),
    folio: text(d.folio),
    curso: text(d.curso),
    fecha: text(d.fecha),
    certificadoImg: text(d.certificadoImg),
    constanciaImg: text(d.constanciaImg),
    codigo: text(d.codigo),
    horas,
  };
}

export function toLookup(data: unknown): CertificateLookup {
  const result = toCertificate(data);
  const list = (data as { certificados?: unknown } | null)?.certificados;
  const all = Array.isArray(list) && list.length ? list.map(toCertificate) : [result];
  return { result, all };
}
