import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SETTINGS_GROUPS, settingsViewSchema } from '@inpro/shared-contracts';
import { bearer, errorAnswers, zapp } from '../../../lib/zod';
import { readAllSettingsViews } from '../../../domain/settings/readSettings';

/** GET /api/admin/settings: every settings group, secrets as `{isSet, last4}`. */
export function listSettingsRoute(app: FastifyInstance): void {
  zapp(app).get(
    '/admin/settings',
    {
      preHandler: app.requireRoles('ADMIN'),
      schema: {
        tags: ['settings'],
        security: bearer,
        summary: 'Every settings group (secrets as {isSet, last4})',
        response: {
          200: z.object(Object.fromEntries(SETTINGS_GROUPS.map((g) => [g, settingsViewSchema(g)]))),
          ...errorAnswers(400, 401, 403),
        },
      },
    },
    async (req) => readAllSettingsViews(req),
  );
}
