const base = require('@inpro/build-tools/src/jest').browserPreset(__dirname);

module.exports = {
  ...base,
  // jsdom lacks TextEncoder/TextDecoder, which the claim helpers use (browsers have them).
  setupFiles: [...(base.setupFiles || []), '<rootDir>/src/testing/setupGlobals.js'],
};
