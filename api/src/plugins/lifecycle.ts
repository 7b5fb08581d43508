import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the process is shutting down (SIGTERM received): see `stopGracefully`. */
    lifecycle: { stopping: boolean };
  }
}

/**
 * The process's shutdown state. While stopping, every response says `Connection: close`, so the
 * load balancer's kept-alive connections end with the request they carry and none is left idle
 * to be cut when the server stops listening.
 */
async function lifecyclePlugin(app: FastifyInstance): Promise<void> {
  const state = { stopping: false };
  app.decorate('lifecycle', state);
  // Callback-style hooks here and in the other global plugins: every answer runs them, and a
  // synchronous hook saves the promise and microtask an async one costs per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (state.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
}

export default fp(lifecyclePlugin, { name: 'lifecycle' });

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Graceful stop (SIGTERM): /api/ready answers 503 `stopping` at once while the process keeps
 * serving for `drainMs`, time for a load balancer to stop sending it anything new; then it stops
 * listening, finishes the requests in flight and closes its pools (database, Redis) through the
 * app's onClose hooks.
 */
export async function stopGracefully(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.stopping = true;
  if (drainMs > 0) await sleep(drainMs);
  await app.close();
}
