import type { FastifyRequest } from 'fastify';
import {
  DEFAULT_PUBLIC_SETTINGS,
  SETTINGS_GROUPS,
  toPublicSettings,
  toSettingsView,
  type PublicSettings,
  type SettingsGroup,
  type SettingsView,
} from '@inpro/shared-contracts';
import { getAllSettings, loadGroup } from './store';

/** GET /admin/settings/{group}: the group with its secrets as `{isSet, last4}` (read fresh, not cached). */
export async function readSettingsView<G extends SettingsGroup>(req: FastifyRequest, group: G): Promise<SettingsView<G>> {
  return toSettingsView(group, await loadGroup(req.server, group));
}

/** GET /admin/settings: every group's view. */
export async function readAllSettingsViews(req: FastifyRequest): Promise<{ [G in SettingsGroup]: SettingsView<G> }> {
  const entries = await Promise.all(SETTINGS_GROUPS.map(async (g) => [g, await readSettingsView(req, g)] as const));
  return Object.fromEntries(entries) as unknown as { [G in SettingsGroup]: SettingsView<G> };
}

/** The settings every visitor may read (GET /settings/public and the page the server inlines). */
export async function readPublicSettings(app: FastifyRequest['server']): Promise<PublicSettings> {
  const settings = toPublicSettings(await getAllSettings(app));
  // The checkout draws MercadoPago's own card fields: the page loads its script.
  if (settings.payments.gateway === 'MercadoPago' && settings.payments.publicKey) settings.payments.sdkUrl = app.config.mercadoPagoSdkUrl;
  return settings;
}

/** The public settings, or the defaults when they cannot be read (the page must still load). */
export async function publicSettingsOrDefaults(app: FastifyRequest['server']): Promise<PublicSettings> {
  try {
    return await readPublicSettings(app);
  } catch (err) {
    app.log.error({ err }, 'public settings could not be read; defaults used');
    return DEFAULT_PUBLIC_SETTINGS;
  }
}
