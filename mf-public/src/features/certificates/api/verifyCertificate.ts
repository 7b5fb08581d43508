import type { CertificateResult, HttpClient } from '@inpro/shared-contracts';

export type { CertificateResult };

/** GET /certificates/verify?code=&dni=: an issued certificate, 404 when none matches. */
export async function verifyCertificate(http: HttpClient, code: string, dni: string): Promise<CertificateResult> {
  const res = await http.get<Partial<CertificateResult>>('/certificates/verify', { params: { code, dni } });
  const d = res.data ?? {};
  const s = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
  return {
    participante: s(d.participante),
    dni: s(d.dni),
    folio: s(d.folio),
    curso: s(d.curso),
    fecha: s(d.fecha),
    certificadoImg: s(d.certificadoImg),
    constanciaImg: s(d.constanciaImg),
  };
}
