import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db';
import { scheduleDueReminders } from './modules/orders/dueReminders';
import { seedOnStart } from './seed';

/** Starts the server: opens and migrates the database, seeds an empty one (see config.seedDemoOnEmpty), listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  const app = await buildApp({ config, database, ownsDatabase: true });
  await seedOnStart(app);
  let closing = false;
  let stopReminders: () => void = () => undefined;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopReminders();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  // "Tu cuota vence en 3 días" e-mails, hourly (the server process only).
  stopReminders = scheduleDueReminders(app);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
