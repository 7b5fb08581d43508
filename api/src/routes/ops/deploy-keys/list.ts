import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { listDeployKeys } from '../../../domain/releases/deployKeys';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

/** GET /api/ops/deploy-keys: the teams' deploy keys, never the keys themselves (master administrator). */
export function listDeployKeysRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  app.get(
    '/ops/deploy-keys',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Deploy keys of the teams (without the keys)' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { keys: await listDeployKeys(app.db) };
    },
  );
}
