import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlib, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** Smaller answers are not worth compressing. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text types (the plugin's default without application/octet-stream: uploaded files of an unknown type are binary). */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|(?:\+|\/)(?:json|text|xml)(?:;|$)/u;
/** In order of preference when the client accepts both equally. */
const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];
/** Quality 4: close to gzip's speed and still smaller; the build's brotli copies can afford 11. */
const BROTLI_OPTIONS: BrotliOptions = { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS: ZlibOptions = { level: 6 };
const COMPRESS = {
  br: (body: Buffer) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body: Buffer) => gzipSync(body, GZIP_OPTIONS),
};

/** The compressed copies of bodies sent again unchanged (see `compressedOnce`), per encoding; gone with the body. */
const copies = new WeakMap<Buffer, Map<'br' | 'gzip', Buffer>>();

/**
 * Marks `body` as bytes that will be sent again unchanged (a public cache entry's): each encoding is
 * computed once, on the first answer that needs it, and reused by the next ones, instead of
 * compressing the same bytes on every answer. Returns `body`.
 */
export function compressedOnce(body: Buffer): Buffer {
  if (!copies.has(body)) copies.set(body, new Map());
  return body;
}

/** The encoding @fastify/compress would choose for this request: its alias rule (`*`, `x-gzip` → gzip) and negotiator. */
function acceptedEncoding(request: FastifyRequest): 'br' | 'gzip' | null {
  const header = request.headers['accept-encoding'];
  if (header === undefined) return null;
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), ENCODINGS);
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = (Array.isArray(vary) ? vary : [vary]).map(String);
  if (!values.some((v) => v.includes('accept-encoding'))) reply.header('vary', [...values, 'accept-encoding'].join(', '));
}

/**
 * Brotli or gzip for every compressible answer (JSON of the API, the HTML pages) when the client
 * accepts it, through @fastify/compress. It only acts on routes (never on a not-found handler),
 * which is why the site serves its pages from routes. Static files answer with the build's
 * pre-compressed copies when it made them (@fastify/static, site/static-files.ts), which this
 * plugin leaves alone (they already carry Content-Encoding); others are compressed here. Registered
 * after the public cache, whose hits are compressed like any answer: the cache keeps the plain
 * bytes, so one entry serves every encoding, and marks them `compressedOnce`: each encoding of an
 * entry is then compressed once (here, with the same options, negotiation and headers as the
 * plugin's) rather than on every hit.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_MIN_BYTES,
      // The plugin's default types without application/octet-stream; the rest as mime-db says
      // (JavaScript, CSS and SVG compressible).
      customTypes: COMPRESSIBLE_TYPES,
      encodings: ENCODINGS,
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
    });
    // A global onSend hook: it runs before the plugin's own (a route's), which leaves an answer that
    // already has a Content-Encoding alone. Anything it is unsure of is left to the plugin.
    app.addHook('onSend', (request, reply, payload, done) => {
      const body = Buffer.isBuffer(payload) ? payload : null;
      const compressed = body === null ? undefined : copies.get(body);
      if (
        body === null ||
        compressed === undefined ||
        body.length < COMPRESS_MIN_BYTES ||
        reply.statusCode !== 200 ||
        request.headers['x-no-compression'] !== undefined ||
        reply.hasHeader('content-encoding') ||
        reply.hasHeader('content-range') ||
        !COMPRESSIBLE_TYPES.test(String(reply.getHeader('content-type') ?? ''))
      ) {
        done(null, payload);
        return;
      }
      const encoding = acceptedEncoding(request);
      if (encoding === null) {
        done(null, payload);
        return;
      }
      let copy = compressed.get(encoding);
      if (copy === undefined) {
        copy = COMPRESS[encoding](body);
        compressed.set(encoding, copy);
      }
      addVary(reply);
      reply.header('content-encoding', encoding).header('content-length', String(copy.length));
      done(null, copy);
    });
  },
  { name: 'compression' },
);
