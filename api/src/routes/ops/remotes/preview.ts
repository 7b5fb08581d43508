import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { givePreviewLink } from '../../../domain/releases/previewLink';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

type NameParams = { Params: { name: string } };

/** POST /api/ops/remotes/{name}/preview { version }: a signed preview link (master administrator). */
export function previewLinkRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  app.post<NameParams>(
    '/ops/remotes/:name/preview',
    {
      preHandler: opts.guard,
      schema: { tags: ['ops'], summary: 'A signed link that previews a stored version of one remote in one browser' },
    },
    (request, reply) => givePreviewLink(app, opts, request, reply, opts.who(request)),
  );
}
