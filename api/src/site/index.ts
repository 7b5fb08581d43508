import type { FastifyInstance } from 'fastify';
import { opsStoreOf } from '../domain/releases/opsStore';
import { siteRoutes } from './routes';

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
