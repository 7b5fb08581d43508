import type { CertificateResult, HttpClient } from '@inpro/shared-contracts';

/** POST /certificates {userId, courseId}: numbered with the settings' prefix and counter, verifiable on /certificados. */
export async function issueCertificate(
  http: HttpClient,
  courseId: number,
  userId: number,
): Promise<CertificateResult & { codigo: string }> {
  return (await http.post<CertificateResult & { codigo: string }>('/certificates', { userId, courseId })).data;
}
