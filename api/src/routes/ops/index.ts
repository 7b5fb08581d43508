import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findArea } from '@inpro/shared-contracts';
import { audit } from '../../audit';
import type { MoveResult } from '../../domain/releases/artifact-store';
import { canaryRoutes } from './remotes/canary/create';
import { deployKeyRoutes } from './deploy-keys/create';
import { previewRoutes } from '../preview/get';
import { publishRoutes } from '../deploy/remotes/versions/create';
import { opsStoreOf } from '../../domain/releases/opsStore';
import { opsRoutes } from './remotes/list';

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
