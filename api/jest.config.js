'use strict';
const path = require('node:path');
const preset = require('@inpro/build-tools/src/jest').nodePreset(__dirname);

module.exports = {
  ...preset,
  // Builds the migrated PGlite template once per run (tests load it instead of initdb + migrations).
  globalSetup: path.join(__dirname, 'src/test/globalSetup.ts'),
  // ESM-only dependencies (Node loads them with require(esm); jest needs them transformed to CommonJS).
  transformIgnorePatterns: [
    '/node_modules/(?!(content-disposition|cookie|file-type|strtok3|token-types|@tokenizer/inflate|uint8array-extras|@borewit/text-codec|openid-client|oauth4webapi|jose)/)',
  ],
  // file-type exports its Node entry under the `import` / `module-sync` conditions only, which jest's
  // CommonJS resolver does not use: point it at the file Node itself loads.
  moduleNameMapper: { '^file-type$': require.resolve('file-type') },
  // API tests start PGlite (WASM) and sometimes a real PostgreSQL: give them room on a busy machine.
  testTimeout: 60000,
};
