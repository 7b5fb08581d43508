import type { SettingsGroup } from '@inpro/shared-contracts';

/** What each settings group holds, as the OpenAPI summaries of its routes say it. */
export const GROUP_SUMMARIES: Record<SettingsGroup, string> = {
  branding: 'Branding: logo and the two brand colours',
  theme: 'Theme: Claro, Oscuro or Auto',
  payments: 'Payments: gateway, its keys (secret), voucher bank data, grace days',
  smtp: 'SMTP server of outgoing mail (password secret)',
  sso: 'Google and Microsoft sign-in (client secrets secret)',
  certificates: 'Certificates: folio prefix, current number, signature image and signer',
  notifications: 'Notifications: e-mail and push',
  academic: 'Academic: passing mark (0–20)',
};
