import { createReadStream, promises as fs, Stats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiate } from '@fastify/accept-negotiator';

/** Long-lived caching for files whose URL changes whenever their content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Always revalidate (cheap thanks to the ETag). */
export const NO_CACHE = 'no-cache';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.webmanifest']);

export function contentTypeOf(file: string): string {
  return MIME[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Splits a URL path (already decoded by the router) into safe segments, or null when it
 * tries to leave its folder: empty, `.`/`..`, hidden names, back-slashes or NUL bytes.
 */
export function safeSegments(urlPath: string): string[] | null {
  if (typeof urlPath !== 'string' || urlPath.length > 1024) return null;
  const segments = urlPath.split('/');
  if (!segments.length) return null;
  for (const s of segments) {
    if (!s || s === '.' || s === '..' || s.startsWith('.') || s.includes('\\') || s.includes('\0')) return null;
  }
  return segments;
}

/** Resolves `segments` under `root` to an existing regular file, never outside `root`. */
export async function resolveFile(root: string, segments: string[]): Promise<{ file: string; stat: Stats } | null> {
  const base = path.resolve(root);
  const file = path.join(base, ...segments);
  if (!file.startsWith(base + path.sep)) return null;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) return null;
    const [realBase, realFile] = await Promise.all([fs.realpath(base), fs.realpath(file)]);
    if (!realFile.startsWith(realBase + path.sep)) return null;
    return { file, stat };
  } catch {
    return null;
  }
}

const gzipAsync = promisify(gzip);
const gzipCache = new Map<string, Buffer>();
const GZIP_CACHE_LIMIT = 300;
const GZIP_MAX_BYTES = 8 * 1024 * 1024;
/** Files up to this size are not worth compressing (ours or the compression plugin's). */
const SMALL_FILE_BYTES = 512;

function etagOf(stat: Stats): string {
  return `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
}

/** Whether the request's Accept-Encoding takes `coding` (q-values and '*' read by @fastify/accept-negotiator). */
function accepts(request: FastifyRequest, coding: 'br' | 'gzip'): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && negotiate(header, [coding]) === coding;
}

const brotliAsync = promisify(brotliCompress);
const brotliCache = new Map<string, Buffer>();
const brotliPending = new Set<string>();

/**
 * Brotli at its best quality is ~14% smaller than gzip for JavaScript but slow (~0.2 s for
 * react-dom), so it is computed once in the background: until it is ready the file goes out
 * gzipped, afterwards brotli-compressed from the cache.
 */
function brotliFor(key: string, file: string, size: number): Buffer | undefined {
  const cached = brotliCache.get(key);
  if (cached || brotliPending.has(key)) return cached;
  brotliPending.add(key);
  fs.readFile(file)
    .then((raw) =>
      brotliAsync(raw, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: size },
      }),
    )
    .then((body) => {
      if (brotliCache.size >= GZIP_CACHE_LIMIT) brotliCache.delete(brotliCache.keys().next().value as string);
      brotliCache.set(key, body);
    })
    .catch(() => undefined)
    .finally(() => brotliPending.delete(key));
  return undefined;
}

/** Sends a file with the given Cache-Control, an ETag (304 on match) and brotli or gzip when accepted. */
export async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  found: { file: string; stat: Stats },
  cacheControl: string,
): Promise<FastifyReply> {
  const { file, stat } = found;
  const etag = etagOf(stat);
  const ext = path.extname(file).toLowerCase();
  reply.header('Cache-Control', cacheControl);
  reply.header('ETag', etag);
  reply.header('Last-Modified', stat.mtime.toUTCString());
  reply.header('Content-Type', contentTypeOf(file));
  reply.header('X-Content-Type-Options', 'nosniff');
  const compressible = COMPRESSIBLE.has(ext) && stat.size > SMALL_FILE_BYTES && stat.size <= GZIP_MAX_BYTES;
  if (compressible) reply.header('Vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === etag) {
    return reply.code(304).send();
  }
  if (compressible && accepts(request, 'br')) {
    const body = brotliFor(`${file}:${etag}`, file, stat.size);
    if (body) {
      reply.header('Content-Encoding', 'br');
      reply.header('Content-Length', body.length);
      return reply.send(body);
    }
  }
  if (compressible && accepts(request, 'gzip')) {
    const key = `${file}:${etag}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = await gzipAsync(await fs.readFile(file), { level: 6 });
      if (gzipCache.size >= GZIP_CACHE_LIMIT) gzipCache.delete(gzipCache.keys().next().value as string);
      gzipCache.set(key, body);
    }
    reply.header('Content-Encoding', 'gzip');
    reply.header('Content-Length', body.length);
    return reply.send(body);
  }
  reply.header('Content-Length', stat.size);
  // A small file goes out whole: the compression plugin (plugins/compression.ts) leaves small
  // buffers alone but would compress a stream of any size.
  if (stat.size <= SMALL_FILE_BYTES) return reply.send(await fs.readFile(file));
  return reply.send(createReadStream(file));
}
