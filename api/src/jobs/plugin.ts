import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createJobQueue, type JobQueue } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

/**
 * `app.jobs`: modules register their handlers and schedules while they load; the queue starts
 * when the app is ready and stops (finishing or handing back its jobs) when it closes.
 */
async function jobsPlugin(app: FastifyInstance): Promise<void> {
  const jobs = createJobQueue(app.database, app.config.jobs, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  // preClose: before the database closes; jobs enqueued by requests still in flight wait in the table.
  app.addHook('preClose', async () => jobs.stop());
}

export default fp(jobsPlugin, { name: 'jobs' });
