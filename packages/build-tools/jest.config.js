module.exports = require('./src/jest').nodePreset(__dirname);
