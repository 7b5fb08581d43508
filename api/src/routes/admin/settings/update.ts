import type { FastifyInstance } from 'fastify';
import {
  SETTINGS_GROUPS,
  errorBodySchema,
  isMasterSettingsGroup,
  settingsPatchSchema,
  settingsViewSchema,
  type SettingsPatch,
} from '@inpro/shared-contracts';
import { GROUP_SUMMARIES } from '../../../domain/settings/groupSummaries';
import { bearer, zapp } from '../../../lib/zod';
import { assertMaySaveGroup, updateSettings } from '../../../domain/settings/updateSettings';
import { catalogueChangedBy } from '../../../plugins/publicCache';

/**
 * PUT /api/admin/settings/{group}: a patch of one group (secrets: text sets, null clears, absent keeps), one
 * route per group. Payments, smtp and sso are the master administrator's, and each change is mailed to them.
 */
export function updateSettingsRoute(app: FastifyInstance): void {
  for (const group of SETTINGS_GROUPS) {
    zapp(app).put(
      `/admin/settings/${group}`,
      {
        preHandler: app.requireRoles('ADMIN'),
        // Before the body is read: an administrator learns nothing about a master group's fields.
        preValidation: async (req) => assertMaySaveGroup(req, group),
        schema: {
          tags: ['settings'],
          security: bearer,
          summary: `Update: ${GROUP_SUMMARIES[group]}`,
          ...(isMasterSettingsGroup(group)
            ? {
                description:
                  'SUPER_ADMIN only (secrets, sign-in or money): 403 for ADMIN. Every change is audited and mailed to every active SUPER_ADMIN' +
                  (group === 'smtp' ? ' through the previous mail settings.' : '.'),
              }
            : {}),
          body: settingsPatchSchema(group),
          response: { 200: settingsViewSchema(group), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
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
