const { createWebpackConfig } = require('@inpro/build-tools');

module.exports = createWebpackConfig({ dir: __dirname, kind: 'remote' });
