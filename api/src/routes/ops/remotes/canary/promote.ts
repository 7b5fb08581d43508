import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { replyOpsError } from '../../../../domain/releases/errors';
import type { OpsRoutesOptions } from '../../../../domain/releases/routeOptions';

type NameParams = { Params: { name: string } };

/** POST /api/ops/remotes/{name}/canary/promote: the running canary for every browser (master administrator). */
export function promoteCanaryRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  app.post<NameParams>(
    '/ops/remotes/:name/canary/promote',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Promote the running canary to every browser' } },
    async (request, reply) => {
      try {
        const result = await store.promoteCanary(request.params.name, opts.who(request));
        await opts.audit?.(request, 'ACTIVATE', result);
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
