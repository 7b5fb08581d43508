import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { bodyOf, type OpsRoutesOptions } from '../../../domain/releases/routeOptions';
import { replyOpsError } from '../../../domain/releases/errors';

type NameParams = { Params: { name: string } };

/** POST /api/ops/remotes/{name}/activate { version }: a deployed version goes live (master administrator). */
export function activateRemoteRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  app.post<NameParams>(
    '/ops/remotes/:name/activate',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Activate a deployed version of one micro-frontend' } },
    async (request, reply) => {
      const body = bodyOf(request);
      const version = body?.version;
      if (typeof version !== 'string' || !version.trim()) {
        return reply.code(400).send({ error: 'Indique la versión a activar.', details: { version: 'Campo obligatorio.' } });
      }
      try {
        const result = await store.activate(request.params.name, version.trim(), opts.who(request));
        await opts.audit?.(request, 'ACTIVATE', { remote: result.remote, from: result.from, to: result.to });
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
