module.exports = {
  ...require('@inpro/build-tools/src/jest').browserPreset(__dirname),
  // Screens typed into with user-event take seconds on a loaded 2-core machine.
  testTimeout: 20000,
};
