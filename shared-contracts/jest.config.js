module.exports = require('@inpro/build-tools/src/jest').nodePreset(__dirname);
