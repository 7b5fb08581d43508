import type { FastifyInstance } from 'fastify';
import { acceptBuildStreams, releaseRouteOptions } from '../../domain/releases/routeOptions';
import { startAutoCanaryRoute } from './remotes/canary';
import { remoteStatusRoute } from './remotes/get';
import { deployPreviewLinkRoute } from './remotes/preview';
import { publishVersionRoute } from './remotes/versions/create';

/** /api/deploy/*: what a team's pipeline calls with its deploy key (one or several remotes). */
export async function deployRoutes(app: FastifyInstance): Promise<void> {
  const opts = await releaseRouteOptions(app);
  acceptBuildStreams(app);
  remoteStatusRoute(app, opts);
  publishVersionRoute(app, opts);
  startAutoCanaryRoute(app, opts);
  deployPreviewLinkRoute(app, opts);
}
