import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { audit } from '../../../audit';
import { revokeDeployKey } from '../../../domain/releases/deployKeys';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

type IdParams = { Params: { id: string } };

/** POST /api/ops/deploy-keys/{id}/revoke: a deploy key stops working (master administrator). */
export function revokeDeployKeyRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  app.post<IdParams>(
    '/ops/deploy-keys/:id/revoke',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Revoke a deploy key' } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1)
        return reply.code(404).send({ error: 'Clave de despliegue no encontrada.' });
      const view = await revokeDeployKey(app.db, id);
      if (!view) return reply.code(404).send({ error: 'Clave de despliegue no encontrada.' });
      await audit(request, {
        action: 'REVOKE',
        entity: 'deploy_key',
        entityId: view.id,
        label: view.name,
        details: { remotes: view.remotes },
      });
      return view;
    },
  );
}
