import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { auditKeyUse, keyActor, requireDeployKey } from '../../../domain/releases/deployKeys';
import { givePreviewLink } from '../../../domain/releases/previewLink';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

type NameParams = { Params: { name: string } };

/** POST /api/deploy/remotes/{name}/preview { version }: a signed preview link (deploy key of that remote). */
export function deployPreviewLinkRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const keyGuard = requireDeployKey(auditKeyUse);

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
    (request, reply) => givePreviewLink(app, opts, request, reply, request.deployKey ? keyActor(request.deployKey) : 'clave'),
  );
}
