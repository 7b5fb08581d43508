import cluster from 'node:cluster';
import { rmSync, writeFileSync } from 'node:fs';
import { pglitePidFile } from './backup/pgliteInUse';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openDatabase } from './db';
import { stopGracefully } from './plugins/lifecycle';
import { serveMetricsPort } from './plugins/metrics';
import { seedOnStart } from './seed';

/**
 * Starts the server: opens and migrates the database, seeds an empty one (see config.seedDemoOnEmpty),
 * listens. With API_WORKERS=N (N > 1; needs DATABASE_URL and REDIS_URL) a primary process migrates
 * and seeds once, then N worker processes share the port (node:cluster) and restart when one dies.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const workers = workerCount(process.env.API_WORKERS, config);
  if (workers > 1 && cluster.isPrimary) return runPrimary(config, workers);
  await runServer(config, { seed: cluster.isPrimary });
}

function workerCount(value: string | undefined, config: AppConfig): number {
  const n = value && /^\d+$/.test(value.trim()) ? Number(value) : 1;
  if (n <= 1) return 1;
  // PGlite is one process's database; in-memory counters and caches are one process's too.
  if (!config.databaseUrl || !config.redisUrl) {
    throw new Error(
      'API_WORKERS > 1 needs DATABASE_URL (PostgreSQL) and REDIS_URL: the embedded database and the in-memory counters belong to one process.',
    );
  }
  return Math.min(n, 64);
}

async function runServer(config: AppConfig, { seed }: { seed: boolean }): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  // The embedded database belongs to this process while it runs: `npm run backup` checks this file.
  if (!config.databaseUrl) {
    const pidFile = pglitePidFile(config.pgliteDir);
    writeFileSync(pidFile, `${process.pid}\n`);
    process.on('exit', () => rmSync(pidFile, { force: true }));
  }
  const app = await buildApp({ config, database, ownsDatabase: true });
  if (seed) await seedOnStart(app);
  // The catalogue's search index is built now, in the background: the first searches wait for it, nothing else does.
  app.catalogueIndex.warm();
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM (a restart): readiness says `stopping`, the load balancer moves away, then the
    // server stops listening, finishes its requests in flight and closes its pools. SIGINT (a
    // person at the terminal) does not wait for a load balancer.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, 'shutting down');
    try {
      await stopGracefully(app, drainMs);
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort) await serveMetricsPort(app, config.metricsPort, config.metricsHost);
}

/** Migrates and seeds once, then keeps `workers` server processes running until SIGTERM/SIGINT. */
async function runPrimary(config: AppConfig, workers: number): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const app = await buildApp({ config, database, ownsDatabase: true, logger: { level: config.logLevel } });
  await seedOnStart(app);
  await app.close();
  let stopping = false;
  const start = (index: number) => {
    const worker = cluster.fork({ API_WORKER_INDEX: String(index) });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`API worker ${index} exited (${signal ?? code}); starting it again`);
      setTimeout(() => start(index), 1000);
    });
  };
  for (let i = 0; i < workers; i += 1) start(i);
  console.log(`API: ${workers} worker processes on port ${config.port}`);
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    let left = Object.keys(cluster.workers ?? {}).length;
    if (left === 0) process.exit(0);
    cluster.on('exit', () => {
      left -= 1;
      if (left <= 0) process.exit(0);
    });
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
