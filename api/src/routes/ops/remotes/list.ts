import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { ArtifactStore, MoveResult } from '../../../domain/releases/artifact-store';
import { replyOpsError } from '../../../domain/releases/errors';

/**
 * The ops API (master administrator only): the same operations as the CLI. Mounted under /api.
 *   GET  /api/ops/remotes                      status of every remote + history (newest first)
 *   POST /api/ops/remotes/:name/activate       { version }
 *   POST /api/ops/remotes/:name/rollback       { to? }   (default: the previously active version)
 */
export interface OpsRoutesOptions {
  store: ArtifactStore;
  /** Lets only SUPER_ADMIN / SUPERADMIN through (401/403 otherwise). */
  guard: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** The signed-in user's e-mail, recorded as `who`. */
  who: (request: FastifyRequest) => string;
  /** Writes an audit log entry (action ACTIVATE or ROLLBACK, details: remote, from, to). */
  audit?: (request: FastifyRequest, action: 'ACTIVATE' | 'ROLLBACK', details: MoveResult) => Promise<void> | void;
}

const HISTORY_LIMIT = 200;

type NameParams = { Params: { name: string } };

function bodyOf(request: FastifyRequest): Record<string, unknown> | null {
  const body = request.body;
  if (body === undefined || body === null || body === '') return {};
  return typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

export async function opsRoutes(app: FastifyInstance, opts: OpsRoutesOptions): Promise<void> {
  const { store } = opts;

  async function recorded(request: FastifyRequest, action: 'ACTIVATE' | 'ROLLBACK', result: MoveResult): Promise<MoveResult> {
    await opts.audit?.(request, action, { remote: result.remote, from: result.from, to: result.to });
    return result;
  }

  app.get(
    '/ops/remotes',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Deployed micro-frontends: active version, versions available, history' } },
    async (_request, reply) => {
      const [remotes, history] = await Promise.all([store.status(), store.history()]);
      reply.header('Cache-Control', 'no-store');
      return { remotes, history: history.slice(-HISTORY_LIMIT).reverse() };
    },
  );

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
        return await recorded(request, 'ACTIVATE', await store.activate(request.params.name, version.trim(), opts.who(request)));
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );

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
        return await recorded(request, 'ROLLBACK', await store.rollback(request.params.name, { to: target, who: opts.who(request) }));
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
