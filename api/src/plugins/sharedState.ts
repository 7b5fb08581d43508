import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { memorySharedState, redisSharedState, type SharedState } from '../sharedState';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counters and cache news shared by every API process (Redis when REDIS_URL is set). */
    sharedState: SharedState;
  }
}

interface SharedStatePluginOptions {
  /** An open shared state (tests); else one is opened from the config and closed with the app. */
  sharedState?: SharedState;
}

async function sharedStatePlugin(app: FastifyInstance, opts: SharedStatePluginOptions): Promise<void> {
  const { redisUrl, redisPrefix } = app.config;
  const state = opts.sharedState ?? (redisUrl ? await redisSharedState(redisUrl, redisPrefix) : memorySharedState());
  app.decorate('sharedState', state);
  if (!opts.sharedState) app.addHook('onClose', async () => state.close());
  if (state.kind === 'redis') app.log.info({ prefix: redisPrefix }, 'shared state in Redis');
}

export default fp(sharedStatePlugin, { name: 'shared-state' });
