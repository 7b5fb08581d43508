import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/** HSTS for a year, sent only on answers over HTTPS (browsers ignore it over HTTP anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, JSON included, through @fastify/helmet: nosniff, a strict
 * Referrer-Policy, no framing by other sites (X-Frame-Options SAMEORIGIN), cross-origin isolation. The pages'
 * Content-Security-Policy is set by the site (site/contentSecurityPolicy.ts): it depends on the
 * remotes' origins and the page's inline scripts. HSTS only when the request came over HTTPS.
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
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      return payload;
    });
  },
  { name: 'security-headers' },
);
