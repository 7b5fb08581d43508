/**
 * The API tests' jest environment: Node's, plus the worker's PGlite (workerPglite.ts) on the test
 * file's global, which sharedPglite.ts picks up. This module is loaded outside the files' sandboxes
 * and once per worker, so the instance it holds outlives each file.
 */
import { TestEnvironment } from 'jest-environment-node';
import { WORKER_PGLITE_GLOBAL } from './sharedPglite';
import { acquireWorkerPglite, releaseWorkerPglite } from './workerPglite';

export default class ApiTestEnvironment extends TestEnvironment {
  constructor(...args: ConstructorParameters<typeof TestEnvironment>) {
    super(...args);
    this.global[WORKER_PGLITE_GLOBAL] = { acquire: acquireWorkerPglite, release: releaseWorkerPglite };
  }

  async teardown(): Promise<void> {
    // A file that failed before stopping its app still gives the instance back (reset on next use).
    releaseWorkerPglite();
    await super.teardown();
  }
}
