import type { HttpClient } from '@inpro/shared-contracts';
import { toLookup, type CertificateLookup } from '../model/certificateLookup';

/** GET /certificates/public/{code}: the certificate of the code printed on the documents (QR). */
export async function verifyPublicCode(http: HttpClient, code: string): Promise<CertificateLookup> {
  const res = await http.get<unknown>(`/certificates/public/${encodeURIComponent(code)}`);
  return toLookup(res.data);
}
