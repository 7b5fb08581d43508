import type { FastifyInstance } from 'fastify';
import { acceptBuildStreams, releaseRouteOptions } from '../../domain/releases/routeOptions';
import { leavePreviewRoute } from './delete';
import { openPreviewRoute } from './get';

/** /api/preview: opening and leaving a preview link in a browser (the links come from routes/ops and routes/deploy). */
export async function previewRoutes(app: FastifyInstance): Promise<void> {
  const opts = await releaseRouteOptions(app);
  acceptBuildStreams(app);
  openPreviewRoute(app, opts);
  leavePreviewRoute(app);
}
