import type { FastifyInstance } from 'fastify';
import { publicSettingsSchema } from '@inpro/shared-contracts';
import { closeMail } from '../../mail';
import { zapp } from '../../lib/zod';
import { readPublicSettings } from '../../domain/settings/readSettings';
import { forgetSettings, SETTINGS_CHANGED } from '../../domain/settings/store';

/**
 * Settings (see store.ts for the service other modules use: `getSettings(app, group)`). The administrator's
 * GET/PUT /admin/settings/{group} and the SMTP test are in routes/admin/settings.
 *
 * - GET  /settings/public                the public part (branding, theme, SSO buttons, gateway, bank data)
 */
export default async function settingsModule(app: FastifyInstance): Promise<void> {
  app.addHook('onClose', async (instance) => closeMail(instance));
  // Another API process saved settings: read them from the database again.
  app.sharedState.bus.subscribe(SETTINGS_CHANGED, () => forgetSettings(app));

  zapp(app).get(
    '/settings/public',
    { schema: { tags: ['settings'], summary: 'Public settings (no secrets)', response: { 200: publicSettingsSchema } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      return readPublicSettings(req.server);
    },
  );
}
