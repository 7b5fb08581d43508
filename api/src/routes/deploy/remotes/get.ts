import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { auditKeyUse, requireDeployKey } from '../../../domain/releases/deployKeys';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

type NameParams = { Params: { name: string } };

/** GET /api/deploy/remotes/{name}: the remote's live, canary and stored versions (deploy key of that remote). */
export function remoteStatusRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  const keyGuard = requireDeployKey(auditKeyUse);

  app.get<NameParams>(
    '/deploy/remotes/:name',
    {
      config: { deployKey: true },
      preHandler: keyGuard,
      schema: {
        tags: ['deploy'],
        summary: "A remote's live, canary and stored versions (deploy key of that remote)",
        security: [{ deployKey: [] }],
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const status = (await store.status()).find((r) => r.remote === request.params.name);
      return status ?? { remote: request.params.name, active: null, versions: [], canary: null };
    },
  );
}
