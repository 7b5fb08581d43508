import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants as zlib, type BrotliOptions, type ZlibOptions } from 'node:zlib';

/** Smaller answers are not worth compressing. */
export const COMPRESS_MIN_BYTES = 1024;

/** Text types (the plugin's default without application/octet-stream: uploaded files of an unknown type are binary). */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|(?:\+|\/)(?:json|text|xml)(?:;|$)/u;
/** Quality 4: close to gzip's speed and still smaller; the build's brotli copies can afford 11. */
const BROTLI_OPTIONS: BrotliOptions = { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 } };
const GZIP_OPTIONS: ZlibOptions = { level: 6 };

/**
 * Brotli or gzip for every compressible answer (JSON of the API, the HTML pages) when the client
 * accepts it, through @fastify/compress. It only acts on routes (never on a not-found handler),
 * which is why the site serves its pages from routes. Static files answer with the build's
 * pre-compressed copies when it made them (@fastify/static, site/static-files.ts), which the plugin
 * leaves alone (they already carry Content-Encoding). Registered after the public cache, whose hits
 * are compressed like any answer: the cache keeps the plain bytes, so one entry serves every encoding,
 * and a CDN in front keeps the compressed copies (the cache's answers say so: Cache-Control, Vary).
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_MIN_BYTES,
      // The plugin's default types without application/octet-stream; the rest as mime-db says
      // (JavaScript, CSS and SVG compressible).
      customTypes: COMPRESSIBLE_TYPES,
      encodings: ['br', 'gzip'],
      brotliOptions: BROTLI_OPTIONS,
      zlibOptions: GZIP_OPTIONS,
    });
  },
  { name: 'compression' },
);
