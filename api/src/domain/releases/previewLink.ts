import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_URL, opsPreviewStartSchema } from '@inpro/shared-contracts';
import { siteOrigin } from '../../site/seo/siteOrigin';
import { parseOpsBody, replyOpsError } from './errors';
import { previewTokens } from './previewTokens';
import type { OpsRoutesOptions } from './routeOptions';

type NameParams = { Params: { name: string } };

/**
 * A signed link that previews a stored version of one remote in one browser (POST /api/ops/remotes/{name}/preview
 * and POST /api/deploy/remotes/{name}/preview): with its cookie, that browser's remotes manifest points the remote
 * at the version (site/routes.ts) and its field signals of that remote are not counted (routes/signals).
 */
export async function givePreviewLink(
  app: FastifyInstance,
  opts: OpsRoutesOptions,
  request: FastifyRequest<NameParams>,
  reply: FastifyReply,
  who: string,
) {
  const { store } = opts;
  const tokens = previewTokens(app.config.jwtSecret);
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
