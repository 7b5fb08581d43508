import { createHash } from 'node:crypto';
import { VIDEO_EMBED_ORIGINS, type RemotesManifest } from '@inpro/shared-contracts';

/** Script types a browser executes (a data block such as application/json or ld+json is not). */
const EXECUTABLE = /^(?:|module|text\/javascript|application\/javascript)$/i;
const hashCache = new Map<string, string[]>();

/** 'sha256-…' sources of the executable inline scripts of a page (cached per page text). */
export function inlineScriptHashes(html: string): string[] {
  const cached = hashCache.get(html);
  if (cached) return cached;
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(m[2], 'utf8').digest('base64')}'`);
  }
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

/**
 * The Content-Security-Policy of the site's pages: scripts only from the site, the remotes'
 * origins and the page's own inline scripts (by hash); frames only from the video players of
 * the resources; nobody may frame the site. Styles allow inline (CSS modules of the remotes are
 * injected as <style> at run time, React sets style attributes).
 */
export function pageContentSecurityPolicy({ scriptHashes, remotes }: { scriptHashes: string[]; remotes: string[] }): string {
  const self = ["'self'", ...remotes];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...self, ...scriptHashes],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': self,
    'frame-src': ["'self'", ...VIDEO_EMBED_ORIGINS],
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
