import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { opsCanaryStartSchema } from '@inpro/shared-contracts';
import { parseOpsBody, replyOpsError } from '../../../../domain/releases/errors';
import type { OpsRoutesOptions } from '../../../../domain/releases/routeOptions';

type NameParams = { Params: { name: string } };

/** POST /api/ops/remotes/{name}/canary { version, percent }: a deployed version for percent % of browsers (master administrator). */
export function startCanaryRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  app.post<NameParams>(
    '/ops/remotes/:name/canary',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Start a canary: a deployed version for a share of browsers' } },
    async (request, reply) => {
      const body = parseOpsBody(opsCanaryStartSchema, request, reply);
      if (!body) return reply;
      try {
        const result = await store.startCanary(request.params.name, { ...body, who: opts.who(request) });
        await opts.audit?.(request, 'ACTIVATE', { remote: result.remote, from: result.stable, to: result.canary });
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
