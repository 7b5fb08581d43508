import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

const HISTORY_LIMIT = 200;

/** GET /api/ops/remotes: every remote's status and the release history, newest first (master administrator). */
export function listRemotesRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  app.get(
    '/ops/remotes',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Deployed micro-frontends: active version, versions available, history' } },
    async (_request, reply) => {
      const [remotes, history] = await Promise.all([store.status(), store.history()]);
      reply.header('Cache-Control', 'no-store');
      return { remotes, history: history.slice(-HISTORY_LIMIT).reverse() };
    },
  );
}
