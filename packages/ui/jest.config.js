module.exports = require('@inpro/build-tools/src/jest').browserPreset(__dirname);
