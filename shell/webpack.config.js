const { createWebpackConfig } = require('@inpro/build-tools');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'host',
  runtimePlugins: [require.resolve('./src/federation/timeoutPlugin.ts')],
});
