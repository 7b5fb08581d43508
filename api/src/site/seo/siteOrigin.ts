import type { FastifyRequest } from 'fastify';

/**
 * The site's public origin for canonical URLs, the sitemap and link previews: PUBLIC_URL when
 * it is set (production behind a proxy), else the scheme and host the request came to.
 */
export function siteOrigin(request: FastifyRequest, publicUrl: string | null): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.host && /^[\w.-]+(:\d+)?$/.test(request.host) ? request.host : 'localhost';
  return `${request.protocol}://${host}`;
}
