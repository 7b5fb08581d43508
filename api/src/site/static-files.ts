import { promises as fs, Stats } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { COMPRESS_MIN_BYTES } from '../plugins/compression';

/** Long-lived caching for files whose URL changes whenever their content does. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Always revalidate (cheap thanks to the ETag). */
export const NO_CACHE = 'no-cache';

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

/**
 * Decorates the site's replies with `sendFile` (@fastify/static, no routes of its own): MIME
 * type, weak ETag and Last-Modified with 304 on a match, HEAD, ranges, and the build's
 * pre-compressed copies (`<file>.br`, `<file>.gz`) chosen by Accept-Encoding. A file without
 * copies goes out as it is, compressed on the way out by the compression plugin when it is
 * registered (plugins/compression.ts), which leaves the pre-compressed ones alone.
 */
export async function registerStaticFiles(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    serve: false,
    // Roots are given per file (the shell or the artifact store); this one only satisfies the option.
    root: path.resolve('/'),
    preCompressed: true,
    // The caller sets Cache-Control per file (entry files revalidate, hashed chunks are immutable).
    cacheControl: false,
    etag: true,
    lastModified: true,
    // The routes have already refused hidden names; a version folder's files are never hidden.
    dotfiles: 'deny',
  });
  // A 304 has no body to compress: the compression plugin's opt-out header (its onSend hook is
  // the route's own, so it runs after this one).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 304) request.headers['x-no-compression'] = 'not modified';
    done(null, payload);
  });
}

/** Sends a file found by `resolveFile(root, …)` with the given Cache-Control (see registerStaticFiles). */
export function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  found: { file: string; stat: Stats },
  cacheControl: string,
): FastifyReply {
  reply.header('Cache-Control', cacheControl);
  reply.header('X-Content-Type-Options', 'nosniff');
  // Below the compression plugin's threshold a file is not worth compressing; it skips only
  // buffers by size, never a stream, so the request says so.
  if (found.stat.size < COMPRESS_MIN_BYTES) request.headers['x-no-compression'] = 'small file';
  return reply.sendFile(path.relative(path.resolve(root), found.file).split(path.sep).join('/'), path.resolve(root));
}
