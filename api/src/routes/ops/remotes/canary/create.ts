import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { opsCanaryStartSchema } from '@inpro/shared-contracts';
import type { MoveResult } from '../../../../domain/releases/artifact-store';
import { parseOpsBody, replyOpsError } from '../../../../domain/releases/errors';
import type { OpsRoutesOptions } from '../list';

/**
 * Canary releases through the ops API (master administrator only), the same operations as the CLI:
 *   POST /api/ops/remotes/:name/canary           { version, percent }  a deployed version for percent % of browsers
 *   POST /api/ops/remotes/:name/canary/promote   the canary for everyone
 *   POST /api/ops/remotes/:name/canary/abort     everyone back on the stable version
 */
type NameParams = { Params: { name: string } };

export async function canaryRoutes(app: FastifyInstance, opts: OpsRoutesOptions): Promise<void> {
  const { store } = opts;
  const record = (request: FastifyRequest, action: 'ACTIVATE' | 'ROLLBACK', details: MoveResult) => opts.audit?.(request, action, details);

  app.post<NameParams>(
    '/ops/remotes/:name/canary',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Start a canary: a deployed version for a share of browsers' } },
    async (request, reply) => {
      const body = parseOpsBody(opsCanaryStartSchema, request, reply);
      if (!body) return reply;
      try {
        const result = await store.startCanary(request.params.name, { ...body, who: opts.who(request) });
        await record(request, 'ACTIVATE', { remote: result.remote, from: result.stable, to: result.canary });
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );

  app.post<NameParams>(
    '/ops/remotes/:name/canary/promote',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Promote the running canary to every browser' } },
    async (request, reply) => {
      try {
        const result = await store.promoteCanary(request.params.name, opts.who(request));
        await record(request, 'ACTIVATE', result);
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );

  app.post<NameParams>(
    '/ops/remotes/:name/canary/abort',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Abort the running canary: every browser back on the stable version' } },
    async (request, reply) => {
      try {
        const result = await store.abortCanary(request.params.name, { who: opts.who(request), reason: 'Abortado a mano.' });
        if (result) await record(request, 'ROLLBACK', result);
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
