import { canaryBucket, containerOf, resolvePointer, type RemotePointer, type RemotesManifest } from '@inpro/shared-contracts';
import { fetchWithTimeout, setLoadTimeout } from './timeoutPlugin';

/** /remotes.json (the shared type): the deployed version of each remote, written by ops. */
export type { RemotesManifest };
type RemoteInfo = RemotePointer;

export interface FederationRuntime {
  registerRemotes(remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }): void;
  loadRemote<T>(id: string): Promise<T | null>;
}

const REMOTES_URL = '/remotes.json';

/** This browser's sticky canary bucket (0–99, kept in localStorage under CANARY_BUCKET_KEY). */
function browserBucket(): number {
  let storage: Storage | null = null;
  try {
    storage = typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    storage = null;
  }
  return canaryBucket(storage);
}

function isPreview(value: unknown): value is NonNullable<RemotesManifest['preview']> {
  const p = value as RemotesManifest['preview'];
  return !!p && typeof p.remote === 'string' && typeof p.version === 'string' && typeof p.expiresAt === 'string';
}

/**
 * Checks a remotes manifest body (from /remotes.json or inlined in the page) and resolves each
 * remote's canary for this browser: a bucket below the canary's share gets the canary's version and
 * entry, the others the stable ones.
 */
export function parseRemotesManifest(body: unknown, source = REMOTES_URL, bucket: () => number = browserBucket): RemotesManifest {
  const value = body as Partial<RemotesManifest> | null;
  if (!value || typeof value !== 'object' || !value.remotes || typeof value.remotes !== 'object') {
    throw new Error(`${source} has no "remotes" object`);
  }
  const remotes: Record<string, RemoteInfo> = {};
  for (const [key, info] of Object.entries(value.remotes)) {
    if (!info || typeof info.entry !== 'string' || !info.entry) continue;
    const canary = info.canary;
    const valid = canary && typeof canary.entry === 'string' && typeof canary.version === 'string' && typeof canary.percent === 'number';
    remotes[key] = resolvePointer(
      {
        name: typeof info.name === 'string' && info.name ? info.name : containerOf(key),
        version: info.version,
        entry: info.entry,
        ...(valid ? { canary } : {}),
      },
      valid ? bucket() : 100,
    );
  }
  return {
    updatedAt: value.updatedAt,
    loadTimeoutMs: value.loadTimeoutMs,
    remotes,
    // The field signals of this page load count with it (signals/fieldSignals.ts).
    ...(typeof value.loadTicket === 'string' ? { loadTicket: value.loadTicket } : {}),
    // This browser previews a version (the server's preview cookie): the banner says so.
    ...(isPreview(value.preview) ? { preview: value.preview } : {}),
  };
}

/** Reads and checks /remotes.json, never from a cache. */
async function fetchRemotesManifest(url = REMOTES_URL): Promise<RemotesManifest> {
  const res = await fetchWithTimeout(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  return parseRemotesManifest(await res.json(), url);
}

/** Id of the <script type="application/json"> in which the server inlines /remotes.json. */
const INLINE_REMOTES_ID = 'inpro-remotes';

/** The remotes manifest the server inlined in the page, or null (absent or unreadable). */
export function readInlineRemotesManifest(doc: Document = document): RemotesManifest | null {
  const text = doc.getElementById(INLINE_REMOTES_ID)?.textContent;
  if (!text) return null;
  try {
    return parseRemotesManifest(JSON.parse(text), `#${INLINE_REMOTES_ID}`);
  } catch {
    return null;
  }
}

/**
 * Reader for the registry: the first read uses the manifest inlined in the page (no round
 * trip), every later read (a retry) fetches /remotes.json afresh.
 */
export function inlineFirstManifestReader(
  readInline: () => RemotesManifest | null = () => readInlineRemotesManifest(),
  fetchManifest: () => Promise<RemotesManifest> = fetchRemotesManifest,
): () => Promise<RemotesManifest> {
  let first = true;
  return () => {
    if (first) {
      first = false;
      const inline = readInline();
      if (inline) return Promise.resolve(inline);
    }
    return fetchManifest();
  };
}

/** Removes script tags a failed load may have left, so a retry really downloads again. */
function removeScriptsUnder(entry: string): void {
  if (typeof document === 'undefined') return;
  let base: string;
  try {
    base = new URL('.', new URL(entry, window.location.href)).href;
  } catch {
    return;
  }
  document.querySelectorAll<HTMLScriptElement>('script[src]').forEach((s) => {
    if (s.src.startsWith(base)) s.remove();
  });
}

/**
 * Knows which remote serves which area, registers them with the MF runtime at run time and
 * loads their exposed ./spa. A retry re-reads /remotes.json and re-registers the remote with
 * force, which drops the runtime's cached manifest, entry and module of the failed attempt.
 */
export function createRemoteRegistry(runtime: FederationRuntime, readManifest: () => Promise<RemotesManifest> = fetchRemotesManifest) {
  let manifest: RemotesManifest | null = null;
  let pending: Promise<RemotesManifest> | null = null;

  function apply(next: RemotesManifest, force: boolean, only?: string) {
    setLoadTimeout(next.loadTimeoutMs);
    const partial = !!only && !!manifest;
    const keys = partial ? [only as string] : Object.keys(next.remotes);
    const list = keys.filter((k) => next.remotes[k]).map((k) => ({ name: next.remotes[k].name, entry: next.remotes[k].entry }));
    if (list.length) runtime.registerRemotes(list, force ? { force: true } : undefined);
    if (partial && manifest) {
      // Only the retried remote moves; the others keep what they were registered with.
      const remotes = { ...manifest.remotes };
      if (next.remotes[only as string]) remotes[only as string] = next.remotes[only as string];
      else delete remotes[only as string];
      manifest = { ...next, remotes };
    } else {
      manifest = next;
    }
  }

  function load(): Promise<RemotesManifest> {
    if (manifest) return Promise.resolve(manifest);
    if (!pending) {
      pending = readManifest()
        .then((m) => {
          apply(m, false);
          return m;
        })
        .finally(() => {
          pending = null;
        });
    }
    return pending;
  }

  return {
    /** Reads /remotes.json once and registers every remote (start-up). */
    init: load,
    /** The exposed ./spa module of the remote serving an area. */
    async loadSpa<T>(key: string): Promise<T> {
      const m = await load();
      const info = m.remotes[key];
      if (!info) {
        const err = new Error(`The remote ${key} is not deployed (missing from remotes.json)`) as Error & { type?: string };
        err.name = 'ChunkLoadError';
        err.type = 'missing';
        throw err;
      }
      const mod = await runtime.loadRemote<T>(`${info.name}/spa`);
      if (!mod) throw new Error(`The remote ${info.name} returned no ./spa module`);
      return mod;
    },
    /** Forgets a failed attempt: fresh remotes.json, remote re-registered with force, stale scripts gone. */
    async reset(key: string): Promise<void> {
      const old = manifest?.remotes[key];
      if (old) removeScriptsUnder(old.entry);
      let next: RemotesManifest;
      try {
        next = await readManifest();
      } catch (err) {
        manifest = null; // the next load reads it again
        throw err;
      }
      apply(next, true, key);
    },
    current: () => manifest,
  };
}

export type RemoteRegistry = ReturnType<typeof createRemoteRegistry>;
