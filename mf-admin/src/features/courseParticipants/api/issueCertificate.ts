import type { CertificateResult, HttpClient } from '@inpro/shared-contracts';

/**
 * POST /certificates {userId, courseId, overrideReason?}: numbered with the settings' prefix and
 * counter, verifiable on /certificados. `overrideReason` (master administrator only) issues to a
 * participant who is not eligible; the server audits it.
 */
export async function issueCertificate(
  http: HttpClient,
  courseId: number,
  userId: number,
  overrideReason?: string,
): Promise<CertificateResult & { codigo: string }> {
  const body = overrideReason ? { userId, courseId, overrideReason } : { userId, courseId };
  return (await http.post<CertificateResult & { codigo: string }>('/certificates', body)).data;
}
