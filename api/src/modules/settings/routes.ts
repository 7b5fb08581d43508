import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  SETTINGS_GROUPS,
  errorBodySchema,
  isMasterSettingsGroup,
  publicSettingsSchema,
  settingsPatchSchema,
  settingsViewSchema,
  smtpTestResultSchema,
  smtpTestSchema,
  type SettingsGroup,
  type SettingsPatch,
} from '@inpro/shared-contracts';
import { closeMail } from '../../mail';
import { bearer, zapp } from '../../lib/zod';
import { readAllSettingsViews, readPublicSettings, readSettingsView } from './readSettings';
import { sendTestMail } from './sendTestMail';
import { forgetSettings, SETTINGS_CHANGED } from './store';
import { assertMaySaveGroup, updateSettings } from './updateSettings';
import { catalogueChangedBy } from '../../plugins/publicCache';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema };

const GROUP_SUMMARIES: Record<SettingsGroup, string> = {
  branding: 'Branding: logo and the two brand colours',
  theme: 'Theme: Claro, Oscuro or Auto',
  payments: 'Payments: gateway, its keys (secret), voucher bank data, grace days',
  smtp: 'SMTP server of outgoing mail (password secret)',
  sso: 'Google and Microsoft sign-in (client secrets secret)',
  certificates: 'Certificates: folio prefix, current number, signature image and signer',
  notifications: 'Notifications: e-mail and push',
  academic: 'Academic: passing mark (0–20)',
};

/**
 * Settings (see store.ts for the service other modules use: `getSettings(app, group)`).
 *
 * - GET  /admin/settings                 every group (ADMIN, SUPER_ADMIN)
 * - GET  /admin/settings/{group}         one group; secrets as `{isSet, last4}`
 * - PUT  /admin/settings/{group}         a patch of the group (secrets: text sets, null clears, absent keeps);
 *                                        payments, smtp and sso: SUPER_ADMIN only, mailed to every SUPER_ADMIN
 * - POST /admin/settings/smtp/test       sends a test mail with the saved SMTP settings
 * - GET  /settings/public                the public part (branding, theme, SSO buttons, gateway, bank data)
 */
export default async function settingsModule(app: FastifyInstance): Promise<void> {
  const r = zapp(app);
  const admin = app.requireRoles('ADMIN');
  const common = { tags: ['settings'], security: bearer };
  app.addHook('onClose', async (instance) => closeMail(instance));
  // Another API process saved settings: read them from the database again.
  app.sharedState.bus.subscribe(SETTINGS_CHANGED, () => forgetSettings(app));

  r.get(
    '/settings/public',
    { schema: { tags: ['settings'], summary: 'Public settings (no secrets)', response: { 200: publicSettingsSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return readPublicSettings(req.server);
    },
  );

  r.get(
    '/admin/settings',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Every settings group (secrets as {isSet, last4})',
        response: { 200: z.object(Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, settingsViewSchema(g)]))), ...errors },
      },
    },
    async (req) => readAllSettingsViews(req),
  );

  r.post(
    '/admin/settings/smtp/test',
    {
      preHandler: admin,
      schema: {
        ...common,
        summary: 'Send a test mail with the saved SMTP settings',
        description: 'Answers {sent, message}: sent=false carries the reason the SMTP server gave (connection, authentication…).',
        body: smtpTestSchema,
        response: { 200: smtpTestResultSchema, ...errors },
      },
    },
    async (req) => sendTestMail(req, req.body.to),
  );

  for (const group of SETTINGS_GROUPS) {
    r.get(
      `/admin/settings/${group}`,
      {
        preHandler: admin,
        schema: { ...common, summary: GROUP_SUMMARIES[group], response: { 200: settingsViewSchema(group), ...errors } },
      },
      async (req) => readSettingsView(req, group),
    );
    r.put(
      `/admin/settings/${group}`,
      {
        preHandler: admin,
        // Before the body is read: an administrator learns nothing about a master group's fields.
        preValidation: async (req) => assertMaySaveGroup(req, group),
        schema: {
          ...common,
          summary: `Update: ${GROUP_SUMMARIES[group]}`,
          ...(isMasterSettingsGroup(group)
            ? {
                description:
                  'SUPER_ADMIN only (secrets, sign-in or money): 403 for ADMIN. Every change is audited and mailed to every active SUPER_ADMIN' +
                  (group === 'smtp' ? ' through the previous mail settings.' : '.'),
              }
            : {}),
          body: settingsPatchSchema(group),
          response: { 200: settingsViewSchema(group), ...errors },
        },
      },
      async (req) => {
        const view = await updateSettings(req, group, req.body as SettingsPatch<typeof group>);
        // Prerendered public pages show settings (sign-in buttons, payment methods): cached copies go.
        catalogueChangedBy(req);
        return view;
      },
    );
  }
}
