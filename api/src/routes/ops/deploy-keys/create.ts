import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { deployKeyCreateSchema } from '@inpro/shared-contracts';
import { audit } from '../../../audit';
import { createDeployKey } from '../../../domain/releases/deployKeys';
import { parseOpsBody } from '../../../domain/releases/errors';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

/** POST /api/ops/deploy-keys { name, remotes }: a new deploy key, shown this once (master administrator). */
export function createDeployKeyRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  app.post(
    '/ops/deploy-keys',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Create a deploy key for some remotes (the key is returned only here)' } },
    async (request, reply) => {
      const body = parseOpsBody(deployKeyCreateSchema, request, reply);
      if (!body) return reply;
      const known = new Set((await store.status()).map((r) => r.remote));
      const unknown = body.remotes.filter((r) => !known.has(r));
      if (unknown.length) {
        return reply
          .code(400)
          .send({ error: `Micro-frontend desconocido: ${unknown.join(', ')}.`, details: { remotes: 'Micro-frontend desconocido.' } });
      }
      const remotes = [...new Set(body.remotes)].sort();
      const { key, view } = await createDeployKey(app.db, { name: body.name, remotes, createdBy: opts.who(request) });
      await audit(request, {
        action: 'CREATE',
        entity: 'deploy_key',
        entityId: view.id,
        label: view.name,
        details: { remotes, hint: view.hint },
      });
      reply.header('Cache-Control', 'no-store');
      return reply.code(201).send({ key, ...view });
    },
  );
}
