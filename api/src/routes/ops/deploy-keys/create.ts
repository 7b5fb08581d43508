import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { deployKeyCreateSchema } from '@inpro/shared-contracts';
import { audit } from '../../../audit';
import type { DeployKeyRow } from '../../../db/schema';
import { createDeployKey, listDeployKeys, requireDeployKey, revokeDeployKey } from '../../../domain/releases/deployKeys';
import { parseOpsBody } from '../../../domain/releases/errors';
import type { OpsRoutesOptions } from '../remotes/list';

/**
 * Deploy keys (master administrator) and what a team's pipeline does with one:
 *   GET  /api/ops/deploy-keys               the keys (never the keys themselves)
 *   POST /api/ops/deploy-keys               { name, remotes } → the key, shown this once
 *   POST /api/ops/deploy-keys/:id/revoke
 *   GET  /api/deploy/remotes/:name          (deploy key) the remote's live, canary and stored versions
 */
type IdParams = { Params: { id: string } };
type NameParams = { Params: { name: string } };

/** Who a deploy key acts as in the audit log and the release history. */
export function keyActor(key: DeployKeyRow): string {
  return `clave:${key.name}`;
}

/** Audits one use of a deploy key on a remote (refused uses too, so a probing key shows up). */
export async function auditKeyUse(request: FastifyRequest, key: DeployKeyRow, allowed: boolean): Promise<void> {
  const remote = (request.params as { name?: string }).name ?? null;
  await audit(request, {
    action: 'DEPLOY_KEY_USE',
    entity: 'deploy_key',
    entityId: key.id,
    label: key.name,
    actor: { id: null, email: keyActor(key) },
    details: { remote, method: request.method, route: request.routeOptions.url ?? request.url, allowed },
  });
}

export async function deployKeyRoutes(app: FastifyInstance, opts: OpsRoutesOptions): Promise<void> {
  const { store } = opts;
  const keyGuard = requireDeployKey(auditKeyUse);

  app.get(
    '/ops/deploy-keys',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Deploy keys of the teams (without the keys)' } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { keys: await listDeployKeys(app.db) };
    },
  );

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

  app.post<IdParams>(
    '/ops/deploy-keys/:id/revoke',
    { preHandler: opts.guard, schema: { tags: ['ops'], summary: 'Revoke a deploy key' } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1)
        return reply.code(404).send({ error: 'Clave de despliegue no encontrada.' });
      const view = await revokeDeployKey(app.db, id);
      if (!view) return reply.code(404).send({ error: 'Clave de despliegue no encontrada.' });
      await audit(request, {
        action: 'REVOKE',
        entity: 'deploy_key',
        entityId: view.id,
        label: view.name,
        details: { remotes: view.remotes },
      });
      return view;
    },
  );

  app.get<NameParams>(
    '/deploy/remotes/:name',
    {
      config: { deployKey: true },
      preHandler: keyGuard,
      schema: {
        tags: ['deploy'],
        summary: "A remote's live, canary and stored versions (deploy key of that remote)",
        security: [{ deployKey: [] }],
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const status = (await store.status()).find((r) => r.remote === request.params.name);
      return status ?? { remote: request.params.name, active: null, versions: [], canary: null };
    },
  );
}
