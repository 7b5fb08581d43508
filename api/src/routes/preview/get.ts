import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import {
  PREVIEW_COOKIE,
  PREVIEW_LINK_EXPIRED,
  PREVIEW_LINK_INVALID,
  PREVIEW_URL,
  PREVIEW_VERSION_MISSING,
  findArea,
  opsPreviewStartSchema,
} from '@inpro/shared-contracts';
import { siteOrigin } from '../../site/seo/siteOrigin';
import { escapeUTF8 } from 'entities';
import { auditKeyUse, keyActor } from '../ops/deploy-keys/create';
import { requireDeployKey } from '../../domain/releases/deployKeys';
import { parseOpsBody, replyOpsError } from '../../domain/releases/errors';
import { previewTokens } from '../../domain/releases/previewTokens';
import type { OpsRoutesOptions } from '../ops/remotes/list';

type NameParams = { Params: { name: string } };

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

/**
 * Previews of a stored, unreleased version (staff and the remote's key holders):
 *   POST   /api/ops/remotes/:name/preview      { version } (master administrator) → a signed link
 *   POST   /api/deploy/remotes/:name/preview   { version } (deploy key of that remote) → a signed link
 *   GET    /api/preview?token=…                opens the link: sets the short-lived preview cookie and goes to the area
 *   DELETE /api/preview                        leaves the preview (the cookie is removed)
 * With the cookie, this browser's remotes manifest points that remote at that version (site/routes.ts);
 * its field signals of that remote are not counted (signals/routes.ts).
 */
export async function previewRoutes(app: FastifyInstance, opts: OpsRoutesOptions): Promise<void> {
  const { store } = opts;
  const tokens = previewTokens(app.config.jwtSecret);
  const keyGuard = requireDeployKey(auditKeyUse);

  async function giveLink(request: FastifyRequest<NameParams>, reply: FastifyReply, who: string) {
    const body = parseOpsBody(opsPreviewStartSchema, request, reply);
    if (!body) return reply;
    const remote = request.params.name;
    const { version } = body;
    try {
      await store.recordPreview(remote, version, who);
    } catch (err) {
      return replyOpsError(reply, err);
    }
    const { token, expiresAt } = tokens.issue(remote, version);
    reply.header('Cache-Control', 'no-store');
    return {
      remote,
      version,
      url: `${siteOrigin(request, app.config.publicUrl ?? null)}${PREVIEW_URL}?token=${encodeURIComponent(token)}`,
      expiresAt: expiresAt.toISOString(),
    };
  }

  app.post<NameParams>(
    '/ops/remotes/:name/preview',
    {
      preHandler: opts.guard,
      schema: { tags: ['ops'], summary: 'A signed link that previews a stored version of one remote in one browser' },
    },
    (request, reply) => giveLink(request, reply, opts.who(request)),
  );

  app.post<NameParams>(
    '/deploy/remotes/:name/preview',
    {
      config: { deployKey: true },
      preHandler: keyGuard,
      schema: {
        tags: ['deploy'],
        summary: 'A signed link that previews a stored version of this remote in one browser (deploy key of that remote)',
        security: [{ deployKey: [] }],
      },
    },
    (request, reply) => giveLink(request, reply, request.deployKey ? keyActor(request.deployKey) : 'clave'),
  );

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

  app.delete(
    '/preview',
    { schema: { tags: ['ops'], summary: 'Leave the preview (removes the preview cookie)' } },
    async (_request, reply) => {
      reply.clearCookie(PREVIEW_COOKIE, { path: '/' });
      return reply.code(204).send();
    },
  );
}
