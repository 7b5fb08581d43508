import type { HttpClient } from '@inpro/shared-contracts';
import { toLookup, type CertificateLookup } from '../model/certificateLookup';

/** GET /certificates/verify?code=&dni=: the student's issued certificates, 404 when none matches. */
export async function verifyCertificate(http: HttpClient, code: string, dni: string): Promise<CertificateLookup> {
  const res = await http.get<unknown>('/certificates/verify', { params: { code, dni } });
  return toLookup(res.data);
}
