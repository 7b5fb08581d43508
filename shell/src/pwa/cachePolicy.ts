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
/** Prefix of the per-account API caches (`inpro-api-<account>`): personal, deleted on sign-out. */
export const PERSONAL_CACHE_PREFIX = 'inpro-api-';
/** Every cache this site's worker may create: any other `inpro-` cache is from an older worker. */
export function isCurrentCache(name: string): boolean {
  return name === CACHE_NAMES.files || name === CACHE_NAMES.pages || name.startsWith(PERSONAL_CACHE_PREFIX) || name.startsWith('workbox-');
}

/** A remote version folder's files that name no content hash (the server revalidates them too). */
const REMOTE_ENTRY_FILES = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'main.js', 'inpro-meta.json']);
/** A webpack [contenthash] in a file name (e.g. 325.0227e6d989.js), as the server's own rule. */
const HASHED = /\.[0-9a-f]{8,}\./;
/** `/remotes/<remote>/<version>/<file…>` */
const REMOTE_FILE = /^\/remotes\/[a-z0-9-]+\/[^/]+\/(.+)$/;
/**
 * The student's classroom reads: what the dashboard, courses, units, resources, schedule, grades
 * and payments show. Not the live stream (`/api/me/events`), not files (signed links expire).
 */
const PERSONAL_READS = /^\/api\/(student\/|my\/|me\/profile(\/|$)|me$)/;
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
 * The account a token belongs to (its `sub` claim), for the name of its personal cache; null
 * when the token cannot be read (then nothing personal is cached).
 */
export function accountOfToken(authorization: string | null): string | null {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const sub: unknown = (JSON.parse(json) as { sub?: unknown }).sub;
    return (typeof sub === 'string' || typeof sub === 'number') && /^[\w.@-]{1,100}$/.test(String(sub)) ? String(sub) : null;
  } catch {
    return null;
  }
}
