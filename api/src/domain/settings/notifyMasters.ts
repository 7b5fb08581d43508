import type { FastifyRequest } from 'fastify';
import { SETTINGS_GROUP_LABELS, fieldLabel, formatLimaDateTime, type SettingsGroup, type SmtpSettings } from '@inpro/shared-contracts';
import { sendMail } from '../../mail';
import { activeSuperAdminEmails } from '../users/adminRules';

/** The notice's subject and text (no values: names of the changed fields, who and when). */
function settingsChangeNotice(group: SettingsGroup, changed: readonly string[], by: string, at: Date) {
  const label = SETTINGS_GROUP_LABELS[group];
  const fields = changed.map((k) => fieldLabel([k]) ?? k).join(', ');
  const text = [
    `Se cambió la configuración «${label}» de INPRO.`,
    `Campos cambiados: ${fields}.`,
    `Por: ${by}, el ${formatLimaDateTime(at)}.`,
    'Si no reconoces este cambio, revisa la configuración y el registro de auditoría de inmediato.',
  ].join('\n');
  return { subject: `Cambio en la configuración: ${label}`, text };
}

/**
 * Mails every active master administrator that a group carrying secrets, sign-in or money changed.
 * `smtp`: the settings to send through — for a change of the mail settings, the OLD ones, so that
 * whoever redirected the mail cannot also swallow the notice. Sent after the answer; a failure is logged.
 */
export function notifyMasterAdmins(req: FastifyRequest, group: SettingsGroup, changed: readonly string[], smtp?: SmtpSettings): void {
  const app = req.server;
  const { subject, text } = settingsChangeNotice(group, changed, req.user.email, new Date());
  void activeSuperAdminEmails(app.db)
    .then((to) => (to.length ? sendMail(app, { to, subject, text }, smtp ? { smtp } : {}) : undefined))
    .catch((err: unknown) => req.log.warn({ err, group }, 'the settings change notice could not be sent'));
}
