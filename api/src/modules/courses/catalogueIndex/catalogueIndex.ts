import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { toCourse } from '../service';
import { catalogueUnchanged, loadCatalogueSnapshot } from './load';
import type { CatalogueQuery, CataloguePage } from './model';
import type { CatalogueSnapshot } from './snapshot';

/**
 * Keeps the catalogue snapshot (snapshot.ts) fresh. A snapshot belongs to the public cache's
 * generation (PublicCache.currentGeneration: bumped by every successful write that changes the catalogue in
 * this process and, with REDIS_URL, in the other processes) and is used only while that generation lasts and
 * for at most `maxAgeMs` (like the cache's answers: a change made outside the API, e.g. with psql,
 * shows within that time). Without a fresh snapshot a query answers undefined — the caller asks the
 * database as before — and a rebuild starts in the background: one at a time, never awaited by a
 * request, dropped when the generation changed while it loaded. Past half its age the snapshot is
 * rebuilt ahead while still answering, so a busy catalogue never falls back to SQL for age alone.
 *
 * A rebuild first asks the database whether anything was committed since the last snapshot was read
 * (`unchanged`: one cheap query). If not, that snapshot is still exact and is kept, stamped with the
 * generation seen before asking (a write committing after the question bumps the generation again
 * before it answers). Otherwise the catalogue is read again. Rebuilds are spaced by four times the
 * last one's duration (at most a fifth of the database's time when writes keep coming).
 */
export interface CatalogueIndexOptions {
  load: () => Promise<CatalogueSnapshot>;
  /** True when the database has not changed since the snapshot was read. */
  unchanged?: (snapshot: CatalogueSnapshot) => Promise<boolean>;
  generation: () => number;
  maxAgeMs?: number;
  log?: FastifyBaseLogger;
}

/** After a failed load, the next try waits this long. */
const RETRY_AFTER_ERROR_MS = 5_000;

export class CatalogueIndex {
  /** The last snapshot, fresh or not (a stale one may be confirmed unchanged by the next build). */
  private current: { snapshot: CatalogueSnapshot; generation: number; loadedAt: number } | null = null;
  private building: Promise<void> | null = null;
  private nextBuildAt = 0;
  private closed = false;
  private readonly maxAgeMs: number;
  /** Queries answered by the snapshot and left to SQL; snapshots read, kept (unchanged database) and dropped. */
  readonly stats = { answered: 0, declined: 0, builds: 0, kept: 0, dropped: 0 };

  constructor(private readonly opts: CatalogueIndexOptions) {
    this.maxAgeMs = opts.maxAgeMs ?? 30_000;
  }

  /** The page from a fresh snapshot, or undefined: the caller asks the database. */
  page(query: CatalogueQuery): CataloguePage | undefined {
    const answer = this.fresh()?.page(query);
    if (answer) this.stats.answered += 1;
    else this.stats.declined += 1;
    return answer;
  }

  /** The snapshot when it is fresh; else undefined, and a rebuild starts. */
  fresh(): CatalogueSnapshot | undefined {
    const now = Date.now();
    const c = this.current;
    if (c && c.generation === this.opts.generation() && now - c.loadedAt < this.maxAgeMs) {
      if (now - c.loadedAt >= this.maxAgeMs / 2) this.startBuild();
      return c.snapshot;
    }
    this.startBuild();
    return undefined;
  }

  /** Builds a snapshot now, ignoring the spacing (tests, warm-up); true when a fresh one is in place. */
  async refresh(): Promise<boolean> {
    await this.building;
    this.nextBuildAt = 0;
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
    if (this.building || this.closed || Date.now() < this.nextBuildAt) return;
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
        this.nextBuildAt = Date.now() + 4 * (Date.now() - started);
        if (this.closed || this.opts.generation() !== generation || this.current !== previous) return;
        this.current = { snapshot: previous.snapshot, generation, loadedAt: started };
        this.stats.kept += 1;
        return;
      }
      const snapshot = await this.opts.load();
      const took = Date.now() - started;
      this.nextBuildAt = Date.now() + 4 * took;
      // A write during the load may or may not be in it: drop it.
      if (this.closed || this.opts.generation() !== generation) {
        this.stats.dropped += 1;
        return;
      }
      this.current = { snapshot, generation, loadedAt: started };
      this.stats.builds += 1;
      this.opts.log?.debug({ courses: snapshot.size, ms: took }, 'catalogue snapshot built');
    } catch (err) {
      this.nextBuildAt = Date.now() + RETRY_AFTER_ERROR_MS;
      if (!this.closed) this.opts.log?.warn({ err }, 'catalogue snapshot: could not load the catalogue');
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
