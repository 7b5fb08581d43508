import type { FastifyRequest } from 'fastify';
import type { SmtpTestResult } from '@inpro/shared-contracts';
import { escapeUTF8 } from 'entities';
import { badRequest } from '../../errors';
import { MailError, deliverMail, smtpConfigured } from '../../mail';
import { getSettings } from './store';

export const SMTP_NOT_CONFIGURED = 'Configura y guarda el servidor SMTP antes de enviar un correo de prueba.';

/**
 * POST /admin/settings/smtp/test {to}: sends a test message with the saved SMTP settings.
 * Answers `{sent, message}`: a refusal of the SMTP server is a result to show, not a failure of the call.
 */
export async function sendTestMail(req: FastifyRequest, to: string): Promise<SmtpTestResult> {
  const smtp = await getSettings(req.server, 'smtp');
  if (!smtpConfigured(smtp)) throw badRequest(SMTP_NOT_CONFIGURED, { host: SMTP_NOT_CONFIGURED });
  try {
    // At once, not as a job: the administrator must see the SMTP server's answer now.
    await deliverMail(req.server, {
      to,
      subject: 'Correo de prueba de INPRO',
      text: `Este es un correo de prueba enviado desde la configuración de INPRO por ${req.user.email}.\nSi lo recibes, el servidor SMTP está bien configurado.`,
      html: `<p>Este es un correo de prueba enviado desde la configuración de INPRO por ${escapeUTF8(req.user.email)}.</p><p>Si lo recibes, el servidor SMTP está bien configurado.</p>`,
    });
    return { sent: true, message: `Correo de prueba enviado a ${to}.` };
  } catch (err) {
    if (err instanceof MailError) return { sent: false, message: err.message };
    throw err;
  }
}
