import { areaForPath, cacheAccountOf, isPersonalCache, isPublicPath } from '@inpro/shared-contracts';

/**
 * What the service worker does with each request (sw.ts wires these answers to Workbox). Kept
 * apart from the worker so the rules are plain functions a unit test can read.
 *
 * - `immutable`: a file whose URL changes whenever its content does (the shell's hashed chunks,
 *   the files of a remote's version folder): cache first, kept as used.
 * - `network-first`: what decides which versions run (the HTML, /remotes.json, the un-hashed
 *   entry files and manifests): the network's answer always wins; the cache only when the
 *   network fails or does not answer within NETWORK_TIMEOUT_SECONDS.
 * - `personal`: the signed-in student's own reads (the classroom's GETs under /api): network first
 *   too, kept in a cache of that account only and emptied on sign-out.
 * - `none`: the worker leaves the request to the browser (other API calls, the live stream,
 *   writes, other origins).
 */
export type CachePolicy = 'immutable' | 'network-first' | 'personal' | 'none';

/** The longest wait for the network before a cached copy is used instead. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** Bounds of the runtime caches: the oldest entries go first. */
export const CACHE_LIMITS = { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 } as const;

/** Names of the worker's caches; a new generation (a change of the rules) drops the older ones. */
const GENERATION = 'v1';
export const CACHE_NAMES = {
  files: `inpro-files-${GENERATION}`,
  pages: `inpro-pages-${GENERATION}`,
} as const;
/**
 * Every cache of this site's rules: any other `inpro-` cache is from an older worker. The personal
 * ones (answers and kept files, shared-contracts offlineCaches.ts) go only on sign-out.
 */
export function isCurrentCache(name: string): boolean {
  return name === CACHE_NAMES.files || name === CACHE_NAMES.pages || isPersonalCache(name) || name.startsWith('workbox-');
}

/** A remote version folder's files that name no content hash (the server revalidates them too). */
const REMOTE_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'main.js', 'inpro-meta.json']);
/** A webpack [contenthash] in a file name (e.g. 325.0227e6d989.js), as the server's own rule. */
const HASHED = /\.[0-9a-f]{8,}\./;
/** `/remotes/<remote>/<version>/<file…>` */
const REMOTE_FILE = /^\/remotes\/[a-z0-9-]+\/[^/]+\/(.+)$/;
/**
 * The student's classroom reads: what the dashboard, courses, units, resources, schedule, grades
 * and payments show. Not the live stream (`/api/me/events`), not files (signed links expire; a
 * file the student keeps is stored by the page under a stable key, see offlineCaches.ts).
 */
const PERSONAL_READS = /^\/api\/(student\/|my\/|me\/profile(\/|$)|me$|materials\/courses\/\d+\/units$|materials\/units\/\d+\/resources$)/;
const NEVER_CACHED = /^\/api\/(me\/events|student\/resources\/[^/]+\/file|files\/)/;

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page load (Request.mode). */
  mode: string;
  /** The page's own origin (the worker's scope). */
  origin: string;
  /** The request carries the student's token (Authorization: Bearer …). */
  signedIn: boolean;
}

export function cachePolicy({ url, method, mode, origin, signedIn }: RequestFacts): CachePolicy {
  if (method !== 'GET' || url.origin !== origin) return 'none';
  const path = url.pathname;
  if (path.startsWith('/api/')) {
    return signedIn && PERSONAL_READS.test(path) && !NEVER_CACHED.test(path) ? 'personal' : 'none';
  }
  if (mode === 'navigate') return 'network-first';
  if (path === '/remotes.json') return 'network-first';
  const remoteFile = REMOTE_FILE.exec(path);
  if (remoteFile) {
    const name = remoteFile[1].split('/').pop() ?? '';
    return REMOTE_ENTRY_FILES.has(name) ? 'network-first' : 'immutable';
  }
  if (path.startsWith('/remotes/')) return 'none';
  const name = path.split('/').pop() ?? '';
  // Source maps are fetched by developer tools only.
  if (name.endsWith('.map')) return 'none';
  return HASHED.test(name) ? 'immutable' : 'network-first';
}

/**
 * The account of a request's `Authorization: Bearer …` header, for the name of its personal cache;
 * null when the token cannot be read (then nothing personal is cached).
 */
export function accountOfToken(authorization: string | null): string | null {
  return cacheAccountOf(/^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]);
}

/**
 * The cached page to answer, offline, a page of a signed-in area that was never loaded as a page
 * (the student reached it inside the application): every page of such an area is the same
 * document (the shell, which then draws the area for the address). Public pages come prerendered,
 * each its own, so they get none. `cachedPaths`: the paths of the cached pages, oldest first.
 */
export function offlineDocumentFor(path: string, cachedPaths: readonly string[]): string | null {
  const area = areaForPath(path);
  if (area === null || isPublicPath(path)) return null;
  return [...cachedPaths].reverse().find((cached) => !isPublicPath(cached) && areaForPath(cached) === area) ?? null;
}

/**
 * The files a page loaded before the worker controlled it (Resource Timing names), to be cached
 * now as if they had gone through it: same-origin files only (never the API: its answers are
 * personal and carry the token, and the page's next reads go through the worker anyway).
 */
export function filesLoadedBefore(names: readonly string[], origin: string): string[] {
  const urls = new Set<string>();
  for (const name of names) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
    url.hash = '';
    urls.add(url.href);
  }
  return [...urls];
}
