import type { FastifyInstance } from 'fastify';
import { forgetSettings, SETTINGS_CHANGED } from '../../domain/settings/store';
import { closeMail } from '../../mail';
import { publicSettingsRoute } from './public/get';

/**
 * /api/settings/*: the public settings. The service other code uses is `getSettings(app, group)` in
 * domain/settings/store.ts; the administrator's GET/PUT /admin/settings/{group} and the SMTP test are in
 * routes/admin/settings.
 */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onClose', async (instance) => closeMail(instance));
  // Another API process saved settings: read them from the database again.
  app.sharedState.bus.subscribe(SETTINGS_CHANGED, () => forgetSettings(app));
  publicSettingsRoute(app);
}
