const preset = require('@inpro/build-tools/src/jest').browserPreset(__dirname);

module.exports = {
  ...preset,
  setupFiles: [...(preset.setupFiles || []), require.resolve('./src/testing/polyfills.js')],
};
