import type { HttpClient, SmtpTestResult } from '@inpro/shared-contracts';

/** POST /admin/settings/smtp/test: a real message through the saved mail settings (the answer says why it failed). */
export async function sendSmtpTest(http: HttpClient, to: string): Promise<SmtpTestResult> {
  return (await http.post<SmtpTestResult>('/admin/settings/smtp/test', { to })).data;
}
