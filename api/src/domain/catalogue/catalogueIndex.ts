import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { toCourse } from '../courses/service';
import { catalogueUnchanged, loadCatalogueSnapshot } from './load';
import type { CatalogueQuery, CataloguePage, CourseScope } from './model';
import type { CatalogueSnapshot } from './snapshot';

/**
 * Keeps the catalogue's search index (snapshot.ts) in step with the database. A snapshot is stamped
 * with the public cache's generation read when its build started (PublicCache.currentGeneration:
 * bumped by every successful write that changes the catalogue, in this process and, with REDIS_URL,
 * in the others, before the write is answered). A request is answered by a snapshot whose stamp is
 * at least the generation it arrived in, so a change shows on the very next request after its write:
 * when there is none (at start-up, after a write), the request waits for the build under way, or
 * starts one; builds run one at a time, and every request waiting shares it. A snapshot older than
 * `maxAgeMs` still answers while a new one is built in the background (what changed without a
 * request through the API, e.g. with psql, shows within that time).
 *
 * A build first asks the database whether anything was committed since the last snapshot was read
 * (`unchanged`: one cheap query). If not, that snapshot is still exact and is kept with the new
 * stamp. Otherwise every course is read again (load.ts) and indexed. When a build fails, the
 * previous snapshot answers (stale rather than nothing) and the next request tries again; with no
 * snapshot at all the request fails as the database would have.
 */
export interface CatalogueIndexOptions {
  load: () => Promise<CatalogueSnapshot>;
  /** True when the database has not changed since the snapshot was read. */
  unchanged?: (snapshot: CatalogueSnapshot) => Promise<boolean>;
  generation: () => number;
  maxAgeMs?: number;
  log?: FastifyBaseLogger;
}

class CatalogueIndexClosedError extends Error {
  constructor() {
    super('The catalogue index is closed');
  }
}

export class CatalogueIndex {
  private current: { snapshot: CatalogueSnapshot; generation: number; loadedAt: number } | null = null;
  private building: Promise<void> | null = null;
  private failure: unknown = null;
  private closed = false;
  private readonly maxAgeMs: number;
  /** Queries answered; those that waited for a build; snapshots read, kept (unchanged database), failed. */
  readonly stats = { answered: 0, waited: 0, builds: 0, kept: 0, failed: 0 };

  constructor(private readonly opts: CatalogueIndexOptions) {
    this.maxAgeMs = opts.maxAgeMs ?? 30_000;
  }

  /** One page of the public catalogue. */
  async page(query: CatalogueQuery): Promise<CataloguePage> {
    const snapshot = await this.snapshot();
    this.stats.answered += 1;
    return snapshot.page(query);
  }

  /** The ids of the courses matching `q` within `scope`, most relevant first; null when `q` has no word to search. */
  async matchingIds(q: string | undefined, scope?: CourseScope): Promise<number[] | null> {
    const snapshot = await this.snapshot();
    this.stats.answered += 1;
    return snapshot.matchingIds(q, scope);
  }

  /** A snapshot as new as the generation of now: at once, or after the build that makes it. */
  async snapshot(): Promise<CatalogueSnapshot> {
    const wanted = this.opts.generation();
    let waited = false;
    for (;;) {
      const c = this.current;
      if (c && c.generation >= wanted) {
        if (Date.now() - c.loadedAt >= this.maxAgeMs) this.startBuild();
        return c.snapshot;
      }
      if (this.closed) throw new CatalogueIndexClosedError();
      if (!waited) this.stats.waited += 1;
      waited = true;
      this.startBuild();
      await this.building;
      if (this.failure !== null) {
        if (this.current) return this.current.snapshot;
        throw this.failure;
      }
    }
  }

  /** Starts building (the server at start-up), without waiting for it; else the first query builds. */
  warm(): void {
    this.startBuild();
  }

  /** Builds a snapshot now (tests); true when the one in place is of the current generation. */
  async refresh(): Promise<boolean> {
    await this.building;
    this.startBuild();
    await this.building;
    return this.current !== null && this.current.generation === this.opts.generation();
  }

  /** No snapshot any more; waits for the build under way (the database closes after this). */
  async close(): Promise<void> {
    this.closed = true;
    this.current = null;
    await this.building;
  }

  private startBuild(): void {
    if (this.building || this.closed) return;
    this.building = this.build().finally(() => {
      this.building = null;
    });
  }

  private async build(): Promise<void> {
    const generation = this.opts.generation();
    const started = Date.now();
    try {
      const previous = this.current;
      if (previous && this.opts.unchanged && (await this.opts.unchanged(previous.snapshot))) {
        if (!this.closed) this.current = { snapshot: previous.snapshot, generation, loadedAt: started };
        this.stats.kept += 1;
      } else {
        const snapshot = await this.opts.load();
        if (!this.closed) this.current = { snapshot, generation, loadedAt: started };
        this.stats.builds += 1;
        this.opts.log?.debug({ courses: snapshot.size, ms: Date.now() - started }, 'catalogue index built');
      }
      this.failure = null;
    } catch (err) {
      this.failure = err;
      this.stats.failed += 1;
      if (!this.closed) this.opts.log?.warn({ err }, 'catalogue index: could not read the catalogue');
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogueIndex: CatalogueIndex;
  }
}

/** Decorates the app with its catalogue index; registered after the public cache, whose generation it follows. */
async function catalogueIndexPlugin(app: FastifyInstance, opts: { maxAgeMs?: number }): Promise<void> {
  const index = new CatalogueIndex({
    load: () => loadCatalogueSnapshot(app.db, toCourse),
    unchanged: (snapshot) => catalogueUnchanged(app.db, snapshot),
    generation: () => app.publicCache.currentGeneration,
    maxAgeMs: opts.maxAgeMs,
    log: app.log,
  });
  app.decorate('catalogueIndex', index);
  app.addHook('onClose', async () => index.close());
}

export default fp(catalogueIndexPlugin, { name: 'catalogue-index', dependencies: ['public-cache'] });
