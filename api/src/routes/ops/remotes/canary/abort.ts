import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { replyOpsError } from '../../../../domain/releases/errors';
import type { OpsRoutesOptions } from '../../../../domain/releases/routeOptions';

type NameParams = { Params: { name: string } };

/** POST /api/ops/remotes/{name}/canary/abort: every browser back on the stable version (master administrator). */
export function abortCanaryRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  app.post<NameParams>(
    '/ops/remotes/:name/canary/abort',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Abort the running canary: every browser back on the stable version' } },
    async (request, reply) => {
      try {
        const result = await store.abortCanary(request.params.name, { who: opts.who(request), reason: 'Abortado a mano.' });
        if (result) await opts.audit?.(request, 'ROLLBACK', result);
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
