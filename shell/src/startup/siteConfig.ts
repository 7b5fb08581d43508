import { brandingCss, type PublicSettings, type SiteConfig } from '@inpro/shared-contracts';
import { fetchWithTimeout } from '../federation/timeoutPlugin';

/** The footer must not wait long for its contact data. */
const SITE_CONFIG_TIMEOUT_MS = 10000;

const DEFAULT_API_BASE = '/api';

/** API base from <meta name="inpro:api-base">, default /api. */
export function readApiBase(doc: Document = document): string {
  const value = doc.querySelector<HTMLMetaElement>('meta[name="inpro:api-base"]')?.content?.trim();
  return value ? value.replace(/\/+$/, '') || DEFAULT_API_BASE : DEFAULT_API_BASE;
}

/** Public site configuration (contact e-mail and phone) from GET {apiBase}/site/config. */
export async function fetchSiteConfig(
  apiBase: string,
  fetchImpl: typeof fetch = (url, init) => fetchWithTimeout(String(url), init, SITE_CONFIG_TIMEOUT_MS),
): Promise<SiteConfig> {
  const res = await fetchImpl(`${apiBase}/site/config`, { headers: { Accept: 'application/json' }, credentials: 'include' });
  if (!res.ok) throw new Error(`GET ${apiBase}/site/config answered ${res.status}`);
  const body = (await res.json()) as Partial<SiteConfig> | null;
  return toSiteConfig(apiBase, body);
}

/** The public settings of a site configuration answer, when they have the expected shape. */
function publicSettingsOf(value: unknown): PublicSettings | undefined {
  const s = value as Partial<PublicSettings> | null | undefined;
  if (!s || typeof s !== 'object') return undefined;
  if (!s.branding || typeof s.branding !== 'object' || !s.sso || typeof s.sso !== 'object') return undefined;
  if (!s.payments || typeof s.payments !== 'object' || !s.theme || typeof s.theme !== 'object') return undefined;
  return s as PublicSettings;
}

function toSiteConfig(apiBase: string, body: Partial<SiteConfig> | null | undefined): SiteConfig {
  const settings = publicSettingsOf(body?.settings);
  return {
    apiBase,
    contactEmail: typeof body?.contactEmail === 'string' ? body.contactEmail : '',
    contactPhone: typeof body?.contactPhone === 'string' ? body.contactPhone : '',
    ...(settings ? { settings } : {}),
  };
}

/** Id of the <style> that carries the brand colours (inlined by the server, else added here). */
export const BRANDING_STYLE_ID = 'inpro-branding';

/**
 * Applies the brand colours of the settings when the server did not inline them (page served
 * by another host): one <style> overriding the design tokens.
 */
export function applyBranding(config: SiteConfig, doc: Document = document): void {
  if (!config.settings || doc.getElementById(BRANDING_STYLE_ID)) return;
  const css = brandingCss(config.settings.branding);
  if (!css) return;
  const style = doc.createElement('style');
  style.id = BRANDING_STYLE_ID;
  style.textContent = css;
  doc.head.appendChild(style);
}

/** Id of the <script type="application/json"> in which the server inlines the site configuration. */
const INLINE_SITE_CONFIG_ID = 'inpro-site-config';

/** The site configuration the server inlined in the page, or null (absent or unreadable). */
export function readInlineSiteConfig(apiBase: string, doc: Document = document): SiteConfig | null {
  const text = doc.getElementById(INLINE_SITE_CONFIG_ID)?.textContent;
  if (!text) return null;
  try {
    const body = JSON.parse(text) as Partial<SiteConfig> | null;
    if (!body || typeof body !== 'object') return null;
    return toSiteConfig(apiBase, body);
  } catch {
    return null;
  }
}
