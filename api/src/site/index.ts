import type { FastifyInstance } from 'fastify';
import { opsStoreOf } from '../domain/releases/opsStore';
import { siteApiRoutes, siteRoutes } from './routes';

/** Site root (not under /api): the shell, /remotes/*, /remotes.json, SPA fallback. */
export default async function siteModule(app: FastifyInstance): Promise<void> {
  const { config } = app;
  await siteRoutes(app, {
    shellDir: config.shellDir,
    artifactsDir: config.artifactsDir,
    releases: await opsStoreOf(app),
    remotesBaseUrl: config.remotesBaseUrl,
    contactEmail: config.contactEmail,
    contactPhone: config.contactPhone,
    remoteLoadTimeoutMs: config.remoteLoadTimeoutMs,
    publicUrl: config.publicUrl,
    loadTicketSecret: config.jwtSecret,
  });
}

/** Under /api: GET /api/site/config. */
export async function siteApiModule(app: FastifyInstance): Promise<void> {
  await siteApiRoutes(app, { contactEmail: app.config.contactEmail, contactPhone: app.config.contactPhone });
}
