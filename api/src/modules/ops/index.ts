import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findArea } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import type { MoveResult } from './artifact-store';
import { canaryRoutes } from './canary/routes';
import { deployKeyRoutes } from './deployKeyRoutes';
import { previewRoutes } from './previewRoutes';
import { publishRoutes } from './publishRoutes';
import { opsStoreOf } from './opsStore';
import { opsRoutes } from './routes';

/** The ops API (under /api): moves remote pointers for SUPER_ADMIN / SUPERADMIN. */
export default async function opsModule(app: FastifyInstance): Promise<void> {
  const store = await opsStoreOf(app);
  const options = {
    store,
    guard: app.requireRoles('SUPER_ADMIN', 'SUPERADMIN'),
    who: (request: FastifyRequest) => request.user.email,
    audit: (request: FastifyRequest, action: 'ACTIVATE' | 'ROLLBACK', details: MoveResult) =>
      audit(request, {
        action,
        entity: 'remote',
        entityId: details.remote,
        label: findArea(details.remote)?.label ?? null,
        details: { ...details },
      }),
  };
  await opsRoutes(app, options);
  await canaryRoutes(app, options);
  await deployKeyRoutes(app, options);
  await publishRoutes(app, options);
  await previewRoutes(app, options);
}
