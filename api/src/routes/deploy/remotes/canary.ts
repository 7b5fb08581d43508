import type { FastifyInstance } from 'fastify';
import type {} from '@fastify/swagger'; // schema tags / summary typing
import { sql } from 'drizzle-orm';
import { opsCanaryStartSchema } from '@inpro/shared-contracts';
import { rows } from '../../../db';
import { auditKeyUse, keyActor, requireDeployKey } from '../../../domain/releases/deployKeys';
import { parseOpsBody, replyOpsError } from '../../../domain/releases/errors';
import type { OpsRoutesOptions } from '../../../domain/releases/routeOptions';

/**
 * POST /api/deploy/remotes/{name}/canary { version, percent }: a team's pipeline starts a published version as a
 * canary that promotes itself when its signals are not worse (deploy key of that remote).
 */
export function startAutoCanaryRoute(app: FastifyInstance, opts: OpsRoutesOptions): void {
  const { store } = opts;
  const keyGuard = requireDeployKey(auditKeyUse);

  app.post<{ Params: { name: string } }>(
    '/deploy/remotes/:name/canary',
    {
      config: { deployKey: true },
      preHandler: keyGuard,
      schema: {
        tags: ['deploy'],
        summary:
          'Start a published version as a canary that promotes itself when its signals are not worse (and aborts itself when clearly worse)',
        security: [{ deployKey: [] }],
      },
    },
    async (request, reply) => {
      const body = parseOpsBody(opsCanaryStartSchema, request, reply);
      if (!body) return reply;
      const remote = request.params.name;
      const who = request.deployKey ? keyActor(request.deployKey) : 'clave';
      try {
        const result = await store.startCanary(remote, { ...body, who });
        await rows(
          app.db,
          sql`insert into canary_auto_promote (remote, version, requested_by) values (${remote}, ${result.canary}, ${who})
              on conflict (remote, version) do update set requested_by = excluded.requested_by, requested_at = now()`,
        );
        return result;
      } catch (err) {
        return replyOpsError(reply, err);
      }
    },
  );
}
