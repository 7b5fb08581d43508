'use strict';
const os = require('node:os');
const path = require('node:path');
const preset = require('@inpro/build-tools/src/jest').nodePreset(__dirname);

module.exports = {
  ...preset,
  // Test files run side by side, one worker per core: each owns its databases (PGlite, a PostgreSQL
  // database of its own), Redis key prefix, ports and folders. API_TEST_WORKERS overrides the count.
  maxWorkers: Number(process.env.API_TEST_WORKERS) || os.availableParallelism(),
  // Builds the migrated templates once per run (PGlite dump, PostgreSQL database): tests copy them instead of migrating.
  globalSetup: path.join(__dirname, 'src/test/globalSetup.ts'),
  globalTeardown: path.join(__dirname, 'src/test/globalTeardown.ts'),
  // The slowest files first (measured durations): both workers busy until the end.
  testSequencer: path.join(__dirname, 'src/test/sequencer.js'),
  // API_TEST_DURATIONS=<file> records each file's seconds for durations.json (src/test/durationsReporter.js).
  reporters: [
    'default',
    ...(process.env.API_TEST_DURATIONS
      ? [[path.join(__dirname, 'src/test/durationsReporter.js'), { file: path.resolve(process.env.API_TEST_DURATIONS) }]]
      : []),
  ],
  // Node's environment plus one PGlite per worker that test files take in turn (src/test/workerPglite.ts).
  testEnvironment: path.join(__dirname, 'src/test/environment.ts'),
  // Fastify's plugin names without a scan of jest's module registry (see the file).
  setupFiles: [path.join(__dirname, 'src/test/pluginNames.ts')],
  // ESM-only dependencies (Node loads them with require(esm); jest needs them transformed to CommonJS).
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|cookie|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec|openid-client|oauth4webapi|jose|age-encryption|@noble|@scure)/)',
  ],
  // file-type exports its Node entry under the `import` / `module-sync` conditions only, which jest's
  // CommonJS resolver does not use: point it at the file Node itself loads.
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  // API tests start PGlite (WASM) and sometimes a real PostgreSQL: give them room on a busy machine.
  testTimeout: 60000,
};
