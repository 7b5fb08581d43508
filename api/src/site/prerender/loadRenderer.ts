import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import { PRERENDER_ENTRY, type PrerenderModule } from '@inpro/shared-contracts';
import { isRemoteName, isVersion } from '../../domain/releases/names';
import { resolveFile, safeSegments } from '../static-files';

/**
 * Loads the server renderer a remote ships in its deployed version folder
 * (`<artifactsDir>/<remote>/<version>/prerender/render.js`, CommonJS, self-contained).
 *
 * The module runs inside the API process: whoever may deploy to the artifact store may run code
 * on the server. The path is built only from a valid remote name and version and must resolve,
 * symbolic links followed, to a regular file inside the artifact store.
 *
 * One module per remote is kept: the one of the version last asked for. A version is loaded once;
 * a module that fails to load or exports no `render` is logged once and not tried again while
 * that version stays deployed. A version folder without the file is looked at again next time
 * (a stat), so nothing is remembered about it.
 */
export type RendererLoader = (remote: string, version: string) => Promise<PrerenderModule | null>;

interface Loaded {
  version: string;
  file: string | null;
  /** Null: the module failed to load or has no render function. */
  module: PrerenderModule | null;
}

const nodeRequire = createRequire(__filename);

/** How long a page waits for its remote's version to arrive from the bucket before it is sent without prerender. */
const PRERENDER_FETCH_WAIT_MS = 1000;

export function createRendererLoader(
  artifactsDir: string,
  log: FastifyBaseLogger,
  ensureLocal: (remote: string, version: string) => Promise<boolean> = async () => true,
  fetchWaitMs = PRERENDER_FETCH_WAIT_MS,
): RendererLoader {
  const loaded = new Map<string, Loaded>();

  return async function loadRenderer(remote, version) {
    if (!isRemoteName(remote) || !isVersion(version)) return null;
    const current = loaded.get(remote);
    if (current?.version === version) return current.module;

    // A version stored by another machine comes from the bucket first; when it cannot, no prerender.
    // A slow download goes on while this page is sent without prerender: a visitor never waits for all of it.
    const fetching = ensureLocal(remote, version).catch((err: unknown) => {
      log.error({ err, remote, version }, 'prerender: the version could not be fetched from the bucket; pages are served without it');
      return false;
    });
    let timer: NodeJS.Timeout | undefined;
    const local = await Promise.race([
      fetching,
      new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), fetchWaitMs))),
    ]).finally(() => clearTimeout(timer));
    if (!local) return null;
    const segments = safeSegments(`${remote}/${version}/${PRERENDER_ENTRY}`);
    const found = segments ? await resolveFile(artifactsDir, segments) : null;
    if (!found) return null;
    // Another request may have loaded it during the stat.
    const again = loaded.get(remote);
    if (again?.version === version) return again.module;

    let module: PrerenderModule | null = null;
    try {
      const exported = nodeRequire(found.file) as Partial<PrerenderModule> | null;
      if (exported && typeof exported.render === 'function') module = exported as PrerenderModule;
      else
        log.error({ remote, version, file: found.file }, 'prerender: the renderer exports no render function; pages are served without it');
    } catch (err) {
      log.error({ err, remote, version, file: found.file }, 'prerender: the renderer could not be loaded; pages are served without it');
    }
    // The previous version's module is let go (a rollback loads it again).
    if (again?.file) delete nodeRequire.cache[again.file];
    loaded.set(remote, { version, file: found.file, module });
    return module;
  };
}
