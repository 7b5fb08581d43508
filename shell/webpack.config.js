const { createWebpackConfig } = require('@inpro/build-tools');

module.exports = createWebpackConfig({
  dir: __dirname,
  kind: 'host',
  runtimePlugins: [require.resolve('./src/federation/timeoutPlugin.ts')],
  // In index.html: they apply from the first paint (a prerendered page must not move when the shell starts).
  inlineCss: ['./src/styles/tokens.css', './src/styles/base.css'],
});
