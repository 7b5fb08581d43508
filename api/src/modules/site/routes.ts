import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/swagger'; // schema.hide / tags typing
import { isRemoteName, isVersion } from '../ops/names';
import { IMMUTABLE, NO_CACHE, resolveFile, safeSegments, sendFile } from './static-files';

/**
 * Serves the whole site from the API process: the built shell, the remotes' immutable
 * version folders, /remotes.json, the public site configuration and the SPA fallback.
 */
export interface SiteOptions {
  /** The shell build (index.html, main.js, hashed chunks). */
  shellDir: string;
  /** The artifact store: <dir>/remotes.json and <dir>/<remote>/<version>/. */
  artifactsDir: string;
  contactEmail: string;
  contactPhone: string;
  /** Time-out the shell applies to remote entries (milliseconds). */
  remoteLoadTimeoutMs: number;
}

/** Remote files that name no content hash: always revalidated. */
const REMOTE_NO_CACHE = new Set(['remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'main.js', 'inpro-meta.json']);
/** A webpack [contenthash] in the file name (e.g. 325.0227e6d989.js). */
const HASHED = /\.[0-9a-f]{8,}\./;

export function remoteCacheControl(fileName: string): string {
  return REMOTE_NO_CACHE.has(fileName) ? NO_CACHE : IMMUTABLE;
}

export function shellCacheControl(fileName: string): string {
  return HASHED.test(fileName) ? IMMUTABLE : NO_CACHE;
}

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (!accept) return true;
  return accept.includes('text/html') || accept.includes('*/*');
}

/** `/a/b.js?x` -> `a/b.js` */
function pathOf(request: FastifyRequest): string {
  const url = request.url.split('?')[0].split('#')[0];
  try {
    return decodeURIComponent(url).replace(/^\/+/, '');
  } catch {
    return '\0';
  }
}

/** Public site configuration, mounted under /api: GET /api/site/config. */
export async function siteApiRoutes(app: FastifyInstance, opts: Pick<SiteOptions, 'contactEmail' | 'contactPhone'>): Promise<void> {
  app.get('/site/config', { schema: { tags: ['site'], summary: 'Public contact configuration' } }, async (_request, reply) => {
    reply.header('Cache-Control', NO_CACHE);
    return { contactEmail: opts.contactEmail, contactPhone: opts.contactPhone };
  });
}

const NOT_FOUND = 'Recurso no encontrado.';

/**
 * Mounted at the site root. /remotes.json and /remotes/* are routes; the shell's files and
 * the SPA fallback are this scope's not-found handler, so every /api path keeps the API's
 * own 404 (its prefix has its own handler) and no route of the API is shadowed.
 */
export async function siteRoutes(app: FastifyInstance, opts: SiteOptions): Promise<void> {
  const shellDir = path.resolve(opts.shellDir);
  const artifactsDir = path.resolve(opts.artifactsDir);

  async function sendIndex(reply: FastifyReply, request: FastifyRequest): Promise<FastifyReply> {
    const index = await resolveFile(shellDir, ['index.html']);
    if (!index) {
      return reply
        .code(503)
        .header('Cache-Control', NO_CACHE)
        .send({ error: 'El sitio todavía no está compilado. Ejecute npm start o npm run build -w shell.' });
    }
    return sendFile(request, reply, index, NO_CACHE);
  }

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    let data: { updatedAt?: unknown; remotes?: unknown } = {};
    try {
      data = JSON.parse(await fs.readFile(path.join(artifactsDir, 'remotes.json'), 'utf8'));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') app.log.error({ err }, 'remotes.json is unreadable');
      else app.log.warn('remotes.json does not exist yet: no remote is deployed (npm run remotes -- deploy <remote>)');
    }
    reply.header('Cache-Control', NO_CACHE);
    reply.header('Content-Type', 'application/json; charset=utf-8');
    return {
      updatedAt: typeof data.updatedAt === 'string' ? data.updatedAt : null,
      remotes: data.remotes && typeof data.remotes === 'object' ? data.remotes : {},
      loadTimeoutMs: opts.remoteLoadTimeoutMs,
    };
  });

  app.get('/remotes/*', { schema: { hide: true } }, async (request, reply) => {
    const segments = safeSegments(pathOf(request));
    // remotes / <remote> / <version> / <file...>
    if (!segments || segments.length < 4 || !isRemoteName(segments[1]) || !isVersion(segments[2])) {
      return reply.code(404).send({ error: NOT_FOUND });
    }
    const found = await resolveFile(artifactsDir, segments.slice(1));
    if (!found) return reply.code(404).send({ error: NOT_FOUND });
    return sendFile(request, reply, found, remoteCacheControl(segments[segments.length - 1]));
  });

  // Shell files, else the SPA fallback (index.html) for page routes, else 404.
  app.setNotFoundHandler(async (request, reply) => {
    const notFound = () => reply.code(404).send({ error: NOT_FOUND });
    if (request.method !== 'GET' && request.method !== 'HEAD') return notFound();
    const rel = pathOf(request).replace(/\/+$/, '');
    if (rel === 'api' || rel.startsWith('api/') || rel === 'remotes' || rel.startsWith('remotes/')) return notFound();
    if (rel === '' || rel === 'index.html') return sendIndex(reply, request);
    const segments = safeSegments(rel);
    if (!segments) return notFound();
    const found = await resolveFile(shellDir, segments);
    if (found) return sendFile(request, reply, found, shellCacheControl(segments[segments.length - 1]));
    const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(segments[segments.length - 1]);
    if (looksLikeFile || !acceptsHtml(request)) return notFound();
    return sendIndex(reply, request);
  });
}
