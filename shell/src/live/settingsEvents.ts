import { setThemeAttribute, type LiveApi, type SiteConfig } from '@inpro/shared-contracts';
import { BRANDING_STYLE_ID, applyBranding } from '../startup/siteConfig';

/**
 * A settings or theme change made anywhere reaches this open page: the site configuration is read
 * again, the remotes' shared `config` object takes the new public settings (their next render reads
 * them), the branding colours are applied again and a new colour scheme is put on the page. Returns a
 * function that stops.
 */
export function followSettingsEvents(
  live: LiveApi,
  config: SiteConfig,
  read: () => Promise<SiteConfig>,
  doc: Document = document,
): () => void {
  let reading: Promise<void> | null = null;
  let again = false;
  const refresh = (): Promise<void> => {
    if (reading) {
      again = true;
      return reading;
    }
    reading = read()
      .then((next) => {
        if (!next.settings) return;
        const scheme = next.settings.theme?.scheme;
        if (scheme && scheme !== config.settings?.theme?.scheme) setThemeAttribute(scheme, doc.documentElement);
        config.settings = next.settings;
        doc.getElementById(BRANDING_STYLE_ID)?.remove();
        applyBranding(config, doc);
      })
      .catch(() => undefined)
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return reading;
  };
  return live.subscribe((event) => {
    if (event.kind === 'settings' || event.kind === 'reset') void refresh();
  });
}
