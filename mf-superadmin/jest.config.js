const base = require('@inpro/build-tools/src/jest').browserPreset(__dirname);

module.exports = {
  ...base,
  // react-router 7 needs TextEncoder, which jsdom lacks.
  setupFiles: [...(base.setupFiles || []), require.resolve('@inpro/ui/src/testing/polyfills.js')],
  // Screens typed into with user-event take seconds on a loaded 2-core machine.
  testTimeout: 20000,
};
