const base = require('@inpro/build-tools/src/jest').browserPreset(__dirname);

module.exports = {
  ...base,
  setupFilesAfterEnv: [...(base.setupFilesAfterEnv || []), '<rootDir>/src/testing/setup.ts'],
};
