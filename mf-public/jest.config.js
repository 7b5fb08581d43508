const base = require('@inpro/build-tools/src/jest').browserPreset(__dirname);

module.exports = {
  ...base,
  setupFiles: [...(base.setupFiles || []), '<rootDir>/src/app/testing/polyfills.ts'],
};
