import { createHash } from 'node:crypto';
import { VIDEO_EMBED_ORIGINS, type RemotesManifest } from '@inpro/shared-contracts';
import { pageTemplate } from './pageTemplate';

const hashCache = new Map<string, string[]>();

/** 'sha256-…' sources of the executable inline scripts of a page (cached per page text). */
export function inlineScriptHashes(html: string): string[] {
  const cached = hashCache.get(html);
  if (cached) return cached;
  const hashes = pageTemplate(html).inlineScripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  if (hashCache.size > 20) hashCache.clear();
  hashCache.set(html, hashes);
  return hashes;
}

/** Origins of remotes served from another host (absolute http(s) entries of remotes.json). */
export function remoteOrigins(remotes: RemotesManifest): string[] {
  const origins = new Set<string>();
  for (const pointer of Object.values(remotes.remotes)) {
    try {
      const url = new URL(pointer.entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // A relative entry is served by this site ('self').
    }
  }
  return [...origins].sort();
}

/** Where a payment provider's card form loads from and talks to (scripts, requests, frames). */
export interface ProviderSources {
  script: string[];
  connect: string[];
  frame: string[];
}

const NO_PROVIDER: ProviderSources = { script: [], connect: [], frame: [] };

/**
 * The sources of the card form of the configured gateway: MercadoPago.js loads from
 * sdk.mercadopago.com and MercadoPago's static host, draws its card fields in frames of
 * MercadoPago and sends the card to MercadoPago's API. A replaced script (tests) is allowed
 * from its own origin only. No gateway form, no extra source.
 */
export function paymentProviderSources(payments: { gateway: string; sdkUrl?: string }): ProviderSources {
  if (payments.gateway !== 'MercadoPago' || !payments.sdkUrl) return NO_PROVIDER;
  let origin: string;
  try {
    origin = new URL(payments.sdkUrl).origin;
  } catch {
    return NO_PROVIDER;
  }
  if (origin !== 'https://sdk.mercadopago.com') return { script: [origin], connect: [origin], frame: [origin] };
  return {
    script: [origin, 'https://*.mlstatic.com'],
    connect: ['https://*.mercadopago.com', 'https://*.mercadolibre.com', 'https://*.mlstatic.com'],
    frame: ['https://*.mercadopago.com', 'https://*.mercadolibre.com'],
  };
}

/**
 * The Content-Security-Policy of the site's pages: scripts only from the site, the remotes'
 * origins and the page's own inline scripts (by hash); frames only from the video players of
 * the resources; nobody may frame the site. Styles allow inline (CSS modules of the remotes are
 * injected as <style> at run time, React sets style attributes).
 */
export function pageContentSecurityPolicy({
  scriptHashes,
  remotes,
  provider = NO_PROVIDER,
}: {
  scriptHashes: string[];
  remotes: string[];
  provider?: ProviderSources;
}): string {
  const self = ["'self'", ...remotes];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...self, ...provider.script, ...scriptHashes],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': [...self, ...provider.connect],
    // blob: shows a file the page fetched with its token (a payment voucher's PDF beside the decision).
    'frame-src': ["'self'", 'blob:', ...VIDEO_EMBED_ORIGINS, ...provider.frame],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
