'use strict';
const preset = require('@inpro/build-tools/src/jest').nodePreset(__dirname);

module.exports = {
  ...preset,
  // API tests start PGlite (WASM) and sometimes a real PostgreSQL: give them room on a busy machine.
  testTimeout: 60000,
};
