import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressedOnce } from './compression';

/**
 * A small in-process cache of anonymous public answers (the catalogue): the serialized JSON of a
 * GET to a route with `config: { publicCache: true }`, keyed by its URL, for at most `ttlMs`, kept
 * as bytes with the headers it was answered with, so a hit is answered in the cache's onRequest hook
 * with the same headers (security headers included) and without encoding or measuring the text again.
 * A successful (2xx/3xx) write to a route that changes what the catalogue shows (`config:
 * { changesCatalogue: true }`, set for a whole module by `changesCatalogue(app)`) empties it, so an
 * admin's edit of a course, an enrolment or a payment shows on the next load; an answer computed
 * while such a write was under way is not kept. Other writes — anonymous ones, refused ones, a
 * 404 — leave it alone (issue 25: they must not send every visitor to the database).
 * The time-to-live bounds what changes without a request (the clock).
 * With several API processes (REDIS_URL) a write also tells the others, which empty theirs before
 * the write is answered (see docs/performance.md).
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
 * by the onRequest hooks: helmet's) and the route's ROUTE_HEADERS. Read one by one rather than through
 * `reply.getHeaders()`, whose copy of the response's headers cost a miss ~6 µs (measured: distinct searches).
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
      this.bytes = compressedOnce(Buffer.from(this.text, 'utf8'));
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
}

/** The cached form of an answer (see CachedAnswer). */
export function cachedAnswer(text: string, headers: Record<string, unknown>): CachedAnswer {
  return new CachedAnswer(text, headers);
}

/**
 * The answers in memory (lru-cache: at most `max`, the least recently used evicted, each for `ttlMs`), and a
 * write generation. Besides the HTTP answers (keyed by URL) it keeps texts other public answers are made of
 * (`getText`/`setText`: the prerendered pages, the home's featured courses), under keys that are not URLs,
 * emptied by the same writes.
 */
export class PublicCache {
  private readonly entries: LRUCache<string, CachedAnswer | string>;
  /** Bumped by every write: an answer started under an older generation is not stored. */
  private generation = 0;

  constructor(max = 500, ttlMs = 30_000) {
    // The wall clock (Date.now) rather than lru-cache's default performance.now: what fake timers move in tests.
    this.entries = new LRUCache({ max, ttl: ttlMs, perf: { now: () => Date.now() } });
  }

  get size(): number {
    return this.entries.size;
  }

  get currentGeneration(): number {
    return this.generation;
  }

  /** The cached HTTP answer of a URL. */
  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return typeof entry === 'string' ? undefined : entry;
  }

  set(key: string, answer: CachedAnswer, generation: number): void {
    if (generation === this.generation) this.entries.set(key, answer);
  }

  /** A cached text (not an HTTP answer: see the class). */
  getText(key: string): string | undefined {
    const entry = this.entries.get(key);
    return typeof entry === 'string' ? entry : undefined;
  }

  setText(key: string, text: string, generation: number): void {
    if (generation === this.generation) this.entries.set(key, text);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /** Anonymous GET answers of this route are cached (see plugins/publicCache.ts). */
    publicCache?: boolean;
    /** A successful write to this route empties the public cache (see `changesCatalogue`). */
    changesCatalogue?: boolean;
  }
}

const CLEAR_TOPIC = 'public-cache:clear';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const GENERATION = Symbol('publicCacheGeneration');
type Tagged = FastifyRequest & { [GENERATION]?: number };

/**
 * Marks every write route (POST, PUT, PATCH, DELETE) the module registers after this call as one
 * that changes what the catalogue shows: courses, enrolments, payments, teachers' names and profiles.
 */
export function changesCatalogue(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.some((m) => WRITES.has(m))) route.config = { ...(route.config ?? {}), changesCatalogue: true };
  });
}

const CHANGED = Symbol('publicCacheChanged');

/** Tells the cache that this request changed what the catalogue shows (a write of another module that did: a new account claiming paid orders). */
export function catalogueChangedBy(req: FastifyRequest): void {
  (req as FastifyRequest & { [CHANGED]?: boolean })[CHANGED] = true;
}

/** A write that changed what the catalogue shows: a route that may change it (or one that said so), answered with success. */
function changedCatalogue(req: FastifyRequest, statusCode: number): boolean {
  if (!WRITES.has(req.method) || statusCode >= 400) return false;
  return req.routeOptions.config?.changesCatalogue === true || (req as FastifyRequest & { [CHANGED]?: boolean })[CHANGED] === true;
}

function cacheable(req: FastifyRequest): boolean {
  return req.method === 'GET' && !req.headers.authorization && req.routeOptions.config?.publicCache === true;
}

/** Registered before the compression plugin: it stores the JSON text, and hits are compressed like any answer. */
async function publicCachePlugin(app: FastifyInstance, opts: { max?: number; ttlMs?: number }): Promise<void> {
  const cache = new PublicCache(opts.max, opts.ttlMs);
  /** The headers of the last answer cached (see onSend). */
  let lastHeaders: Record<string, unknown> | null = null;
  app.decorate('publicCache', cache);
  // Registered after the shared-state plugin, the cache hears of the other processes' writes; alone, it is one process's.
  const bus = app.hasDecorator('sharedState') ? app.sharedState.bus : null;
  bus?.subscribe(CLEAR_TOPIC, () => cache.clear());
  // Callback-style hooks: every request runs them, and a hit is answered without a promise.
  app.addHook('onRequest', (req: Tagged, reply, done) => {
    if (!cacheable(req)) return done();
    const hit = cache.get(req.url);
    if (!hit) {
      req[GENERATION] = cache.currentGeneration;
      done();
      return;
    }
    // Answered here: the request goes no further (a callback-style hook that sends does not call done);
    // the onSend and onResponse hooks still run (shutdown, HSTS, compression, access log, metrics).
    reply.headers(hit.headers).send(hit.body);
  });
  app.addHook('onSend', (req: Tagged, reply, payload, done) => {
    // The write is committed when it is answered: the other processes forget first.
    if (changedCatalogue(req, reply.statusCode)) {
      cache.clear();
      if (!bus) return done(null, payload);
      bus
        .publish(CLEAR_TOPIC)
        .catch((err: unknown) => req.log.warn({ err }, 'public cache: could not tell the other processes'))
        .then(() => done(null, payload), done);
      return;
    }
    if (req[GENERATION] !== undefined && reply.statusCode === 200 && typeof payload === 'string') {
      // The headers as they stand here: the route's and those of the onRequest hooks (security headers);
      // the same as the last answer's almost always, which are then shared rather than kept once more per entry.
      let headers = answerHeaders(reply);
      if (lastHeaders !== null && sameHeaders(headers, lastHeaders)) headers = lastHeaders;
      else lastHeaders = headers;
      cache.set(req.url, cachedAnswer(payload, headers), req[GENERATION]);
    }
    done(null, payload);
  });
  // A write's effect is committed by the time it answers: answers computed before that are dropped.
  app.addHook('onResponse', (req, reply, done) => {
    if (changedCatalogue(req, reply.statusCode)) cache.clear();
    done();
  });
}

export default fp(publicCachePlugin, { name: 'public-cache' });
