import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { DurationsReporter } from './src/test/durationsReporter';
import { SlowestFirst } from './src/test/sequencer';

/**
 * The API tests. The files of a worker share its modules (`isolate: false`): the application is loaded
 * once per worker instead of once per file, and each file owns its databases (a PGlite put back to the
 * template, a PostgreSQL database of its own), Redis key prefix, ports and folders. The one file that
 * replaces a module (fastify) gets a registry of its own.
 */
const OWN_REGISTRY = ['src/routes/routes.snapshot.test.ts'];

const perFile = {
  globals: true,
  pool: 'forks' as const,
  // API tests start PGlite (WASM) and sometimes a real PostgreSQL: room on a busy machine.
  testTimeout: 60_000,
  hookTimeout: 180_000,
  setupFiles: ['src/test/setup.ts'],
};

export default defineConfig({
  test: {
    // One worker per core; API_TEST_WORKERS overrides the count.
    maxWorkers: Number(process.env.API_TEST_WORKERS) || os.availableParallelism(),
    // Builds the migrated templates once per run (PGlite dump, PostgreSQL database): files copy them instead of migrating.
    globalSetup: ['src/test/globalSetup.ts'],
    sequence: { sequencer: SlowestFirst },
    // API_TEST_DURATIONS=<file> records each file's seconds for durations.json.
    reporters: [
      'default',
      ...(process.env.API_TEST_DURATIONS ? [new DurationsReporter(path.resolve(process.env.API_TEST_DURATIONS))] : []),
    ],
    projects: [
      { test: { ...perFile, name: 'api', include: ['src/**/*.test.ts'], exclude: OWN_REGISTRY, isolate: false } },
      { test: { ...perFile, name: 'api-own-registry', include: OWN_REGISTRY, isolate: true } },
    ],
  },
});
