import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants as zlib } from 'node:zlib';

/** Smaller answers are not worth compressing. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli or gzip for every compressible answer (JSON of the API, the HTML pages) when the client
 * accepts it, through @fastify/compress. Static files answer with their own cached compressed
 * copies (site/static-files.ts), which this plugin leaves alone (they already carry
 * Content-Encoding). Registered after the public cache, whose hits are compressed like any answer.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      global: true,
      threshold: COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      // Quality 4: close to gzip's speed and still smaller; static files get quality 11 once, cached.
      brotliOptions: { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
