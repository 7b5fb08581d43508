import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { bodyOf, type OpsRoutesOptions } from '../../../domain/releases/routeOptions';
import { replyOpsError } from '../../../domain/releases/errors';

type NameParams = { Params: { name: string } };

/** POST /api/ops/remotes/{name}/rollback { to? }: back to an earlier version, by default the previously active one (master administrator). */
export function rollbackRemoteRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  app.post<NameParams>(
    '/ops/remotes/:name/rollback',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Roll one micro-frontend back (default: previously active version)' } },
    async (request, reply) => {
      const body = bodyOf(request);
      if (body === null) return reply.code(400).send({ error: 'El cuerpo de la solicitud no es válido.' });
      const to = body.to;
      if (to !== undefined && to !== null && (typeof to !== 'string' || !to.trim())) {
        return reply.code(400).send({ error: 'La versión indicada no es válida.', details: { to: 'Debe ser una versión x.y.z.' } });
      }
      try {
        const target = typeof to === 'string' ? to.trim() : undefined;
        const result = await store.rollback(request.params.name, { to: target, who: opts.who(request) });
        await opts.audit?.(request, 'ROLLBACK', { remote: result.remote, from: result.from, to: result.to });
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
