import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** HSTS for a year, sent only on answers over HTTPS (browsers ignore it over HTTP anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * An answer about one person: to a request with a bearer token (GET /auth/me, /me/profile, the
 * classroom…) or of the sign-in routes (tokens, refresh cookies). No browser or proxy may keep it.
 */
function personal(request: FastifyRequest): boolean {
  return typeof request.headers.authorization === 'string' || request.url.startsWith('/api/auth/');
}

/**
 * Security headers on every answer, JSON included, through @fastify/helmet: nosniff, a strict
 * Referrer-Policy, no framing by other sites (X-Frame-Options SAMEORIGIN), cross-origin isolation. The pages'
 * Content-Security-Policy is set by the site (site/contentSecurityPolicy.ts): it depends on the
 * remotes' origins and the page's inline scripts. HSTS only when the request came over HTTPS.
 * Personal answers carry `Cache-Control: no-store` unless the route chose its own (signed files).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      hsts: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The site frames its own PDFs (certificates); pages themselves refuse any framing (CSP frame-ancestors).
      frameguard: { action: 'sameorigin' },
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      if (personal(request) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
