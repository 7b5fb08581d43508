import type { FastifyInstance } from 'fastify';
import { SETTINGS_GROUPS, errorBodySchema, settingsViewSchema } from '@inpro/shared-contracts';
import { GROUP_SUMMARIES } from '../../../domain/settings/groupSummaries';
import { bearer, zapp } from '../../../lib/zod';
import { readSettingsView } from '../../../domain/settings/readSettings';

/** GET /api/admin/settings/{group}: one settings group, secrets as `{isSet, last4}` (one route per group). */
export function getSettingsRoute(app: FastifyInstance): void {
  for (const group of SETTINGS_GROUPS) {
    zapp(app).get(
      `/admin/settings/${group}`,
      {
        preHandler: app.requireRoles('ADMIN'),
        schema: {
          tags: ['settings'],
          security: bearer,
          summary: GROUP_SUMMARIES[group],
          response: { 200: settingsViewSchema(group), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (req) => readSettingsView(req, group),
    );
  }
}
