import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { escapeUTF8 } from 'entities';
import { PREVIEW_COOKIE, PREVIEW_LINK_EXPIRED, PREVIEW_LINK_INVALID, PREVIEW_VERSION_MISSING, findArea } from '@inpro/shared-contracts';
import { previewTokens } from '../../domain/releases/previewTokens';
import type { OpsRoutesOptions } from '../../domain/releases/routeOptions';

/** A refusal a person reads in the browser the link opened in, or a pipeline reads as JSON. */
function refusePreview(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply {
  reply.code(status).header('Cache-Control', 'no-store');
  if (!(request.headers.accept ?? '').includes('text/html')) return reply.send({ error: message });
  return reply
    .header('Content-Type', 'text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="es-PE"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>Vista previa</title></head><body><main><h1>Vista previa</h1><p role="alert">${escapeUTF8(message)}</p>` +
        `<p><a href="/">Ir al inicio</a></p></main></body></html>`,
    );
}

/** GET /api/preview?token=…: opens a preview link (sets the short-lived preview cookie and goes to the area). */
export function openPreviewRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  const tokens = previewTokens(app.config.jwtSecret);

  app.get<{ Querystring: { token?: string } }>(
    '/preview',
    { schema: { tags: ['ops'], summary: 'Open a preview link: sets the preview cookie and goes to the previewed area' } },
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const check = tokens.verify(token);
      if (!check.ok) return refusePreview(request, reply, 400, check.reason === 'expired' ? PREVIEW_LINK_EXPIRED : PREVIEW_LINK_INVALID);
      const { remote, version, expiresAt } = check.preview;
      if (!(await store.hasVersion(remote, version))) return refusePreview(request, reply, 404, PREVIEW_VERSION_MISSING);
      reply.setCookie(PREVIEW_COOKIE, token, {
        httpOnly: true,
        sameSite: 'lax',
        secure: app.config.secureCookies || request.protocol === 'https',
        path: '/',
        expires: expiresAt,
      });
      return reply.header('Cache-Control', 'no-store').redirect(findArea(remote)?.basePath ?? '/', 303);
    },
  );
}
