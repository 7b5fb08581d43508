import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Smaller answers are not worth compressing. */
export const COMPRESS_MIN_BYTES = 1024;

function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string') return false;
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  });
}

/**
 * gzip for JSON answers of the API (e.g. GET /api/data/cursos.json: 52 KB -> 8 KB), when the
 * client accepts it. Compressed in the thread pool, not on the event loop. Static files have
 * their own compression (site plugin).
 */
export const compressJsonPlugin = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      if (request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return payload;
      if (reply.hasHeader('content-encoding')) return payload;
      const type = String(reply.getHeader('content-type') ?? '');
      if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) return payload;
      if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
      reply.header('Vary', 'Accept-Encoding');
      if (!acceptsGzip(request.headers['accept-encoding'])) return payload;
      const body = await gzipAsync(payload, { level: 6 });
      reply.header('Content-Encoding', 'gzip');
      reply.removeHeader('content-length');
      return body;
    });
  },
  { name: 'compress-json' },
);
