import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { sql } from 'drizzle-orm';
import { rows, type Db } from '../db';

/**
 * A small in-process cache of anonymous public answers (the catalogue): the serialized JSON of a
 * GET to a route with `config: { publicCache: true }`, keyed by its path and its known query
 * parameters as the route's schema reads them (so `?page=0&x=1` and `?x=2` are one entry, and
 * unknown parameters make none), for at most `ttlMs`, kept as bytes with the headers it was
 * answered with, so a hit is answered in the cache's onRequest hook with the same headers (security
 * headers included) and without encoding or measuring the text again. Frequency-aware: a new answer
 * waits in a small probation segment and moves to the protected one on its first hit, so a flood of
 * one-off searches churns probation only and never pushes the popular pages out.
 * It is emptied only when what the catalogue shows changed: a successful write to a route that may
 * change it (`config: { changesCatalogue: true }`, set for a whole module by `changesCatalogue(app)`)
 * empties it when the database's catalogue revision moved during the write (migration 0014: courses,
 * their sessions, their teachers' profiles), and a request that said so (`catalogueChangedBy`)
 * always; an answer computed while such a write was under way is not kept. Other writes — a profile
 * saved as it was, a sign-in, anonymous or refused ones — leave it alone: they must not send every
 * visitor to the database. The time-to-live bounds what changes without a request (the clock).
 * With several API processes (REDIS_URL) a write also tells the others, which empty theirs before
 * the write is answered (see docs/performance.md).
 *
 * Its answers carry standard HTTP caching headers, so a CDN in front can keep them too: a shared
 * Cache-Control (`s-maxage` of the same time to live, then `stale-while-revalidate` as long while it
 * asks again), a weak ETag of the body (a hit answers a matching If-None-Match with 304) and
 * `Vary: accept-encoding` (the compression plugin encodes each answer as its client accepts).
 */
/** Headers of an answer that belong to its request or connection, never copied into a cached answer. */
const PER_REQUEST_HEADERS = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'date',
  'set-cookie',
  'strict-transport-security',
  'x-cache',
]);

/**
 * What a route says about its answer besides the body, repeated by its hits with the headers the hooks before
 * the route set on the response (the security headers, whatever they are): see `answerHeaders`.
 */
const ROUTE_HEADERS = ['content-type', 'content-language', 'cache-control', 'expires', 'vary', 'etag', 'last-modified', 'link'];

/**
 * The headers of an answer a hit repeats, read when it is cached: every header on the response itself (set
 * by the onRequest hooks: helmet's) and the route's ROUTE_HEADERS. Read one by one: `reply.getHeaders()`
 * copies every header on each miss, which showed in the catalogue bench (docs/performance.md).
 */
function answerHeaders(reply: FastifyReply): Record<string, unknown> {
  const headers: Record<string, unknown> = {};
  const raw = reply.raw;
  for (const name of raw.getHeaderNames()) headers[name] = raw.getHeader(name);
  for (const name of ROUTE_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = value;
  }
  return headers;
}

/** Whether two answers' headers (`answerHeaders`) are the same names and values. */
function sameHeaders(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  let names = 0;
  for (const name in a) {
    names += 1;
    const x = a[name];
    const y = b[name];
    if (x !== y && !(Array.isArray(x) && Array.isArray(y) && x.join('\n') === y.join('\n'))) return false;
  }
  for (const _ in b) names -= 1;
  return names === 0;
}

/**
 * A cached answer: the JSON text and the headers it was answered with, as they stood when it was
 * cached (its content type, the route's Cache-Control, the security headers the onRequest hooks set).
 * The first hit makes what every hit then sends as it is: the text's UTF-8 bytes (compressed once per
 * encoding, plugins/compression.ts) and those headers with the bytes' Content-Length and `x-cache: HIT`,
 * so a hit neither encodes nor measures the text nor runs the hooks that made the headers. What depends
 * on the request (HSTS, Connection, compression and Vary) is left out and set again by the onSend hooks
 * every hit runs. Answers that are never asked for again (most distinct searches) cost no more than the copy
 * of their headers: no bytes are made for them.
 */
export class CachedAnswer {
  private text: string;
  /** The headers of the first answer (`answerHeaders`), kept as they are until the first hit. */
  private answeredWith: Record<string, unknown> | null;
  private bytes: Buffer | null = null;
  private replayed: Readonly<Record<string, string | string[]>> | null = null;

  constructor(text: string, headers: Record<string, unknown>) {
    this.text = text;
    this.answeredWith = headers;
  }

  /** The UTF-8 bytes of the answer (made once). */
  get body(): Buffer {
    if (this.bytes === null) {
      this.bytes = Buffer.from(this.text, 'utf8');
      this.text = '';
    }
    return this.bytes;
  }

  /** The headers every hit sends (made once). */
  get headers(): Readonly<Record<string, string | string[]>> {
    if (this.replayed === null) {
      const headers: Record<string, string | string[]> = {};
      for (const [name, value] of Object.entries(this.answeredWith ?? {})) {
        const key = name.toLowerCase();
        if (PER_REQUEST_HEADERS.has(key) || value === undefined) continue;
        headers[key] = Array.isArray(value) ? value.map(String) : String(value);
      }
      headers['content-length'] = String(this.body.length);
      headers['x-cache'] = 'HIT';
      this.replayed = Object.freeze(headers);
      this.answeredWith = null;
    }
    return this.replayed;
  }

  /** Whether a request's If-None-Match names this answer (`*` or one of its tags). */
  matches(ifNoneMatch: string): boolean {
    const etag = this.headers.etag;
    if (typeof etag !== 'string') return false;
    return ifNoneMatch.split(',').some((tag) => {
      const t = tag.trim();
      return t === '*' || t === etag || `W/${t}` === etag;
    });
  }
}

/** The cached form of an answer (see CachedAnswer). */
export function cachedAnswer(text: string, headers: Record<string, unknown>): CachedAnswer {
  return new CachedAnswer(text, headers);
}

/** How long an answer is kept, here and (s-maxage) by a CDN in front. */
const DEFAULT_TTL_MS = 30_000;

/** A weak validator of an answer's text: equal texts, equal tags, whatever their encoding on the wire. */
export function etagOf(text: string): string {
  return `W/"${createHash('sha1').update(text).digest('base64url')}"`;
}

/** The Cache-Control of a public answer: browsers ask again each time (cheap with the ETag), shared caches keep it `ttlMs`. */
function sharedCacheControl(ttlMs: number): string {
  const seconds = Math.max(1, Math.round(ttlMs / 1000));
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}

/** Adds accept-encoding to an answer's Vary (a shared cache keeps one copy per encoding). */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
}

/** Share of the entries a new answer waits in until its first hit (the probation segment). */
const PROBATION_SHARE = 0.2;

/**
 * The answers in memory, segmented (SLRU, each segment an lru-cache, every entry for `ttlMs`): a new
 * entry goes to probation (PROBATION_SHARE of `max`), its first hit moves it to the protected
 * segment (the rest); each evicts its least recently used. What is asked for once never displaces
 * what is asked for again. Besides the HTTP answers (keyed by `cacheKey`) it keeps texts other public
 * answers are made of (`getText`/`setText`: the prerendered pages, the home's featured courses),
 * under keys that are not URLs, emptied by the same writes. And a write generation.
 */
export class PublicCache {
  private readonly probation: LRUCache<string, CachedAnswer | string>;
  private readonly protected: LRUCache<string, CachedAnswer | string>;
  /** Bumped by every write: an answer started under an older generation is not stored. */
  private generation = 0;

  constructor(max = 500, ttlMs = DEFAULT_TTL_MS) {
    // The wall clock (Date.now) rather than lru-cache's default performance.now: what fake timers move in tests.
    const perf = { now: () => Date.now() };
    const probationMax = Math.max(1, Math.round(max * PROBATION_SHARE));
    this.probation = new LRUCache({ max: probationMax, ttl: ttlMs, perf });
    this.protected = new LRUCache({ max: Math.max(1, max - probationMax), ttl: ttlMs, perf });
  }

  get size(): number {
    return this.probation.size + this.protected.size;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  private entry(key: string): CachedAnswer | string | undefined {
    const kept = this.protected.get(key);
    if (kept !== undefined) return kept;
    const waiting = this.probation.get(key);
    if (waiting === undefined) return undefined;
    // Its first hit: asked for again, so worth protecting (for the rest of its time to live).
    const ttl = this.probation.getRemainingTTL(key);
    this.probation.delete(key);
    if (ttl > 0) this.protected.set(key, waiting, { ttl });
    return waiting;
  }

  private store(key: string, value: CachedAnswer | string): void {
    if (this.protected.has(key)) this.protected.set(key, value);
    else this.probation.set(key, value);
  }

  /** The cached HTTP answer of a key. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entry(key);
    return typeof entry === 'string' ? undefined : entry;
  }

  set(key: string, answer: CachedAnswer, generation: number): void {
    if (generation === this.generation) this.store(key, answer);
  }

  /** A cached text (not an HTTP answer: see the class). */
  getText(key: string): string | undefined {
    const entry = this.entry(key);
    return typeof entry === 'string' ? entry : undefined;
  }

  setText(key: string, text: string, generation: number): void {
    if (generation === this.generation) this.store(key, text);
  }

  clear(): void {
    this.generation += 1;
    this.probation.clear();
    this.protected.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** Anonymous GET answers of this route are cached (see plugins/publicCache.ts). */
    publicCache?: boolean;
    /** A successful write to this route may change what the catalogue shows (see `changesCatalogue`). */
    changesCatalogue?: boolean;
  }
}

const CLEAR_TOPIC = 'public-cache:clear';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GENERATION = Symbol('publicCacheGeneration');
const KEY = Symbol('publicCacheKey');
const REVISION = Symbol('publicCacheRevision');
const CLEARED = Symbol('publicCacheCleared');
const CHANGED = Symbol('publicCacheChanged');
type Tagged = FastifyRequest & {
  [GENERATION]?: number;
  [KEY]?: string;
  /** The catalogue revision before the write (null: could not be read). */
  [REVISION]?: Promise<string | null>;
  [CLEARED]?: boolean;
  [CHANGED]?: boolean;
};

/**
 * Marks every write route (POST, PUT, PATCH, DELETE) the module registers after this call as one
 * that may change what the catalogue shows (courses, enrolments, payments, teachers' profiles): the
 * cache is emptied when the catalogue revision moved during such a write.
 */
export function changesCatalogue(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => WRITES.has(m))) route.config = { ...(route.config ?? {}), changesCatalogue: true };
  });
}

/** Tells the cache that this request changed what the catalogue shows (a write of another module that did: a new account claiming paid orders). */
export function catalogueChangedBy(req: FastifyRequest): void {
  (req as Tagged)[CHANGED] = true;
}

/** A write that may have changed what the catalogue shows: to a route that may, answered with success. */
function mayChangeCatalogue(req: FastifyRequest, statusCode: number): boolean {
  return WRITES.has(req.method) && statusCode < 400 && req.routeOptions.config?.changesCatalogue === true;
}

/** The database's catalogue revision (migration 0014): moved by every change of what the catalogue shows. */
async function catalogueRevision(db: Db): Promise<string | null> {
  const [row] = await rows<{ revision: string }>(
    db,
    sql`select last_value::text || ':' || is_called::text as revision from public_catalogue_revision`,
  );
  return row?.revision ?? null;
}

function cacheable(req: FastifyRequest): boolean {
  return req.method === 'GET' && !req.headers.authorization && req.routeOptions.config?.publicCache === true;
}

/** The value of a query parameter as part of a key: strings as they are, the rest (numbers, booleans) as JSON. */
const keyPart = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * The key of a cacheable request: its path and the query parameters its route knows, as the route's
 * querystring schema reads them (trimmed, defaults filled in, sorted by name); unknown parameters are
 * left out. Null when the schema refuses the query (the route answers 400, nothing is cached).
 */
export function cacheKey(url: string, querystring: unknown): string | null {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const schema = querystring as { safeParse?: (v: unknown) => { success: boolean; data?: unknown } } | undefined;
  if (!schema?.safeParse) return path;
  const query: Record<string, string | string[]> = {};
  if (mark !== -1) {
    for (const [name, value] of new URLSearchParams(url.slice(mark + 1))) {
      const seen = query[name];
      query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
  }
  const parsed = schema.safeParse(query);
  if (!parsed.success) return null;
  const known = Object.entries((parsed.data ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (!known.length) return path;
  return `${path}?${known.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(keyPart(value))}`).join('&')}`;
}

/** How many request URLs remember their key (a hit of a URL asked for before parses nothing). */
const KNOWN_URLS = 2000;

/** Registered before the compression plugin: it stores the JSON text, and hits are compressed like any answer. */
async function publicCachePlugin(app: FastifyInstance, opts: { max?: number; ttlMs?: number }): Promise<void> {
  const cache = new PublicCache(opts.max, opts.ttlMs);
  const cacheControl = sharedCacheControl(opts.ttlMs ?? DEFAULT_TTL_MS);
  /** The key of each URL asked for lately: a hit costs two lookups, not a parse of its query. */
  const keys = new LRUCache<string, string>({ max: KNOWN_URLS });
  /** The headers of the last answer cached (see onSend). */
  let lastHeaders: Record<string, unknown> | null = null;
  app.decorate('publicCache', cache);
  // Registered after the shared-state plugin, the cache hears of the other processes' writes; alone, it is one process's.
  const bus = app.hasDecorator('sharedState') ? app.sharedState.bus : null;
  bus?.subscribe(CLEAR_TOPIC, () => cache.clear());
  const revision = (req: FastifyRequest): Promise<string | null> =>
    app.hasDecorator('db')
      ? catalogueRevision(app.db).catch((err: unknown) => {
          req.log.warn({ err }, 'public cache: catalogue revision not read');
          return null;
        })
      : Promise.resolve(null);

  // Callback-style hooks: every request runs them, and a hit is answered without a promise.
  app.addHook('onRequest', (req: Tagged, reply, done) => {
    if (!cacheable(req)) return done();
    let key = keys.get(req.url);
    if (key === undefined) {
      const derived = cacheKey(req.url, req.routeOptions.schema?.querystring);
      if (derived === null) return done();
      key = derived;
      keys.set(req.url, key);
    }
    const hit = cache.get(key);
    if (!hit) {
      req[GENERATION] = cache.currentGeneration;
      req[KEY] = key;
      done();
      return;
    }
    // Answered here: the request goes no further (a callback-style hook that sends does not call done);
    // the onSend and onResponse hooks still run (shutdown, HSTS, compression, access log, metrics).
    const ifNoneMatch = req.headers['if-none-match'];
    if (ifNoneMatch !== undefined && hit.matches(ifNoneMatch)) {
      const { 'content-length': _length, ...headers } = hit.headers;
      reply.code(304).headers(headers).send();
      return;
    }
    reply.headers(hit.headers).send(hit.body);
  });
  // Where the catalogue stood before a write that may change it: read before the route runs, and
  // waited for, since a read still on its way on another connection could see the write's own change.
  app.addHook('preHandler', (req: Tagged, _reply, done) => {
    if (!(WRITES.has(req.method) && req.routeOptions.config?.changesCatalogue === true)) return done();
    void revision(req).then((was) => {
      req[REVISION] = Promise.resolve(was);
      done();
    });
  });
  app.addHook('onSend', (req: Tagged, reply, payload, done) => {
    const empty = () => {
      req[CLEARED] = true;
      cache.clear();
      // The write is committed when it is answered: the other processes forget first.
      if (!bus) return done(null, payload);
      bus
        .publish(CLEAR_TOPIC)
        .catch((err: unknown) => req.log.warn({ err }, 'public cache: could not tell the other processes'))
        .then(() => done(null, payload), done);
    };
    if (req[CHANGED] === true && WRITES.has(req.method) && reply.statusCode < 400) return empty();
    const before = req[REVISION];
    if (before && mayChangeCatalogue(req, reply.statusCode)) {
      // Emptied when the revision moved during the write (this one's change, or another's under way);
      // when it cannot be read, emptied too: stale answers are worse than a few misses.
      Promise.all([before, revision(req)]).then(
        ([was, now]) => (was === null || now === null || was !== now ? empty() : done(null, payload)),
        () => empty(),
      );
      return;
    }
    if (req[GENERATION] !== undefined && req[KEY] !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControl);
      reply.header('etag', etagOf(payload));
      varyOnEncoding(reply);
      // The headers as they stand here: the route's and those of the onRequest hooks (security headers);
      // the same as the last answer's almost always, which are then shared rather than kept once more per entry.
      let headers = answerHeaders(reply);
      if (lastHeaders !== null && sameHeaders(headers, lastHeaders)) headers = lastHeaders;
      else lastHeaders = headers;
      cache.set(req[KEY], cachedAnswer(payload, headers), req[GENERATION]);
    }
    done(null, payload);
  });
  // A write's effect is committed by the time it answers: answers computed before that are dropped.
  app.addHook('onResponse', (req: Tagged, _reply, done) => {
    if (req[CLEARED]) cache.clear();
    done();
  });
}

export default fp(publicCachePlugin, { name: 'public-cache' });
