import { closeWorkerPglite } from './workerPglite';

/**
 * Jest global teardown. When jest runs the files in its own process (one file, or --runInBand),
 * the worker PGlite lives there too and would keep the process from exiting.
 */
export default async function globalTeardown(): Promise<void> {
  await closeWorkerPglite();
}
